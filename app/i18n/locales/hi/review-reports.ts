import type { Messages } from "../en";

/** हिंदी: प्रकाशित रिव्यू की रिपोर्ट और आपत्ति, और उन्हें हटाना (फ़ैसला 080)। */
export const removalGround: Messages["removalGround"] = {
  court_order: "अदालत का आदेश",
  personal_data: "निजी जानकारी",
  impersonation: "किसी और का रूप",
  abuse: "गाली-गलौज",
  other: "अन्य कारण",
};

export const removals: Messages["removals"] = {
  removedBecause: "शिकायत के बाद हटाया गया ({{ground}})। आपका इनाम आपका ही रहेगा।",
  note: "टिप्पणी: {{note}}",
};

export const complaints: Messages["complaints"] = {
  report: "इस रिव्यू की रिपोर्ट करें",
  reportTitle: "इस रिव्यू की रिपोर्ट करें",
  reportIntro:
    "बताइए इस रिव्यू में क्या गलत है। हमारी टीम हर रिपोर्ट पढ़ती है। सिर्फ़ रिपोर्ट से कोई रिव्यू नहीं छिपता, और रेटिंग का इसमें कोई हिस्सा नहीं है।",
  reviewBy: "{{name}} का रिव्यू",
  groundLegend: "क्या गलत है?",
  reportGround: {
    fake: "नकली, या खुद का अनुभव नहीं",
    personal_data: "किसी की निजी जानकारी देता है",
    abusive: "गाली-गलौज या नफ़रत भरा",
    impersonation: "किसी और होने का दिखावा",
    unlawful: "गैर-कानूनी",
    other: "कुछ और",
  },
  detailsOptional: "और जानकारी (ज़रूरी नहीं)",
  sendReport: "रिपोर्ट भेजें",
  backToReviews: "रिव्यू पर वापस",
  sentTitle: "रिपोर्ट भेजी गई",
  sentText: "धन्यवाद। हमारी टीम इसे देखेगी; जो रिव्यू कानून या हमारे नियम तोड़ता है, वह हटाया जाता है।",
  tooManyTitle: "बहुत ज़्यादा रिपोर्ट",
  tooManyText: "आपके नेटवर्क से बहुत ज़्यादा रिपोर्ट आईं। कृपया बाद में फिर कोशिश करें।",
  goneTitle: "रिव्यू नहीं मिला",
  goneText: "यह रिव्यू अब प्रकाशित नहीं है।",
  groundRequired: "चुनें कि क्या गलत है।",
  alreadyDisputedTitle: "आपत्ति पहले से है",
  alreadyDisputedText: "इस रिव्यू पर आपकी आपत्ति टीम के फ़ैसले का इंतज़ार कर रही है।",
  textRequired: "कारण लिखें।",
  textTooShort: "कम से कम {{min}} अक्षर लिखें।",
  decidedTitle: "नहीं हुआ",
  notPublished: "यह रिव्यू अब प्रकाशित नहीं है।",
  noReply: "इस रिव्यू पर कोई प्रकाशित जवाब नहीं है।",
  nothingOpen: "इस रिव्यू पर कुछ बाकी नहीं है।",
  removalGroundRequired: "हटाने का आधार चुनें।",
  noteRequired: "रिकॉर्ड के लिए टिप्पणी लिखें।",
};

export const complaintsAdmin: Messages["complaintsAdmin"] = {
  tab: "रिपोर्ट",
  title: "रिपोर्ट और आपत्तियाँ",
  intro:
    "सबसे पुरानी पहले। रिव्यू हटाने से वह सार्वजनिक पेज से हट जाता है, हिसाब उसे आधार के साथ गिनता है और लेखक को कारण बताया जाता है; दिया गया इनाम वापस नहीं लिया जाता। रेटिंग का इसमें कोई हिस्सा नहीं है।",
  empty: "कोई रिपोर्ट या आपत्ति बाकी नहीं।",
  counts: "रिपोर्ट: {{reports}} · आपत्तियाँ: {{disputes}}",
  heading: "{{business}} · {{name}} का रिव्यू",
  report: "रिपोर्ट",
  dispute: "व्यवसाय की आपत्ति",
  filed: "{{kind}} ({{date}} को): {{ground}}",
  replyLabel: "व्यवसाय का जवाब",
  groundField: "हटाने का आधार",
  groundChoose: "आधार चुनें",
  noteField:
    "टिप्पणी (रिकॉर्ड में रहती है; हटाने की टिप्पणी लेखक पढ़ता है, और आपत्ति करने वाला व्यवसाय इसे अपने पेज पर पढ़ता है)",
  removeReview: "रिव्यू हटाएँ",
  removeReply: "जवाब हटाएँ",
  keep: "रहने दें",
  removedTitle: "रिव्यू हटाया गया",
  replyRemovedTitle: "जवाब हटाया गया",
  keptTitle: "रिव्यू रहने दिया",
  more: "सबसे पुराने {{shown}} रिव्यू दिखाए गए हैं; {{count}} शिकायतें बाकी हैं।",
};

export const removalSms: Messages["removalSms"] = {
  review:
    "ReviewKaro: {{business}} का आपका रिव्यू शिकायत के बाद हटाया गया ({{ground}})। आपका इनाम आपका ही रहेगा। जानकारी: {{link}}",
  reply:
    "ReviewKaro: {{business}} के पेज पर आपका जवाब शिकायत के बाद हटाया गया ({{ground}})। जानकारी: {{link}}",
};

export const disputes: Messages["disputes"] = {
  dispute: "आपत्ति",
  disputeTitle: "इस रिव्यू पर आपत्ति करें",
  disputeText:
    "ReviewKaro की टीम को बताइए कि यह रिव्यू यहाँ क्यों नहीं होना चाहिए। आपत्ति से रिव्यू कभी नहीं छिपता: फ़ैसला टीम करती है, सिर्फ़ कानूनी या नीति के आधार पर। रेटिंग का इसमें कोई हिस्सा नहीं है।",
  disputeGround: {
    never_customer: "यह व्यक्ति कभी हमारा ग्राहक नहीं था",
    wrong_business: "यह किसी और व्यवसाय के बारे में है",
    personal_data: "इसमें निजी जानकारी है",
    abusive: "गाली-गलौज या नफ़रत भरा",
    other: "कुछ और",
  },
  detailsRequired: "क्यों (टीम इसे पढ़ती है)",
  sendDispute: "आपत्ति भेजें",
  cancel: "रद्द करें",
  disputedTitle: "आपत्ति भेजी गई",
  disputedText: "टीम इसे देखेगी। फ़ैसले तक रिव्यू आपके पेज पर रहेगा।",
  groundRequired: "चुनें कि क्या गलत है।",
  textTooShort: "कम से कम {{min}} अक्षर लिखें।",
  textTooLong: "{{max}} अक्षरों तक रखें।",
  invalid: "अजीब अक्षर हटाएँ।",
  groundLegend: "इसमें क्या गलत है?",
};

export const ownerReviewAnswers: Messages["ownerReviewAnswers"] = {
  disputeSent: "आपत्ति भेजी गई",
  disputeSentText: "टीम फ़ैसला करेगी। तब तक रिव्यू आपके पेज पर रहेगा।",
  decidedKept: "फ़ैसला: रिव्यू रहेगा",
  decidedKeptText: "रिव्यू आपके पेज पर बना रहेगा।",
  decidedRemoved: "फ़ैसला: रिव्यू हटाया गया",
  decidedRemovedText: "यह रिव्यू अब आपके पेज पर नहीं है।",
  decidedReplyRemoved: "फ़ैसला: रिव्यू रहेगा, आपका जवाब हटाया गया",
  decidedReplyRemovedText: "रिव्यू आपके पेज पर बना रहेगा; आपका जवाब उससे हटा दिया गया।",
  decidedOn: "फ़ैसला {{date}} को हुआ",
  removedAfterReport:
    "एक रिपोर्ट के बाद ReviewKaro की टीम ने इसे हटाया ({{ground}})। इसका टेक्स्ट अब न यहाँ दिखता है, न आपके सार्वजनिक पेज पर।",
  removedAfterReportNoGround:
    "एक रिपोर्ट के बाद ReviewKaro की टीम ने इसे हटाया। इसका टेक्स्ट अब न यहाँ दिखता है, न आपके सार्वजनिक पेज पर।",
};

export const disputeAnswerSms: Messages["disputeAnswerSms"] = {
  kept: "ReviewKaro: {{business}} के एक रिव्यू पर आपकी आपत्ति पर टीम ने फ़ैसला किया: रिव्यू आपके पेज पर रहेगा। टीम की टिप्पणी: {{link}}",
  removedReview:
    "ReviewKaro: {{business}} के एक रिव्यू पर आपकी आपत्ति पर टीम ने फ़ैसला किया: रिव्यू हटाया गया ({{ground}})। टीम की टिप्पणी: {{link}}",
  removedReply:
    "ReviewKaro: {{business}} के एक रिव्यू पर आपकी आपत्ति पर टीम ने फ़ैसला किया: रिव्यू रहेगा, आपका जवाब हटाया गया। टीम की टिप्पणी: {{link}}",
};
