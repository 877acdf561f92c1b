import type { Messages } from "../en";

/** हिंदी: अस्वीकार की श्रेणियाँ, सार्वजनिक मॉडरेशन हिसाब और व्यवसाय के जवाब। */
export const rejectionCategory: Messages["rejectionCategory"] = {
  no_visit_proof: "सबूत से विज़िट का पता नहीं चलता",
  not_first_hand: "खुद का अनुभव नहीं, या 30 शब्दों से कम",
  copied: "नकल किया हुआ",
  breaks_rules: "नियम तोड़ता है (गाली, निजी जानकारी)",
  other: "अन्य",
  field: "श्रेणी (सार्वजनिक पेज पर गिनी जाती है)",
  required: "अस्वीकार की श्रेणी चुनें।",
  reasonRequired: "वह कारण लिखें जो रिव्यूअर पढ़ेगा।",
  reviewerLabel: "अस्वीकार: {{category}}",
};

export const ledger: Messages["ledger"] = {
  title: "मॉडरेशन ने क्या किया",
  intro: "इस कैंपेन के लिए भेजा गया हर रिव्यू, उसकी अभी की स्टार रेटिंग के हिसाब से। मॉडरेशन रेटिंग कभी नहीं देखता।",
  stars: "रेटिंग",
  starsValue_one: "{{count}} स्टार",
  starsValue_other: "{{count}} स्टार",
  submitted: "भेजे गए",
  published: "प्रकाशित",
  rejected: "अस्वीकार",
  withdrawn: "वापस लिए",
  waiting: "जाँच में",
  total: "सभी",
  publishedShare:
    "जिन रिव्यू पर मॉडरेशन ने फ़ैसला किया, उनमें {{lowStars}}★ वाले {{low}}% और {{highStars}}★ वाले {{high}}% प्रकाशित हुए।",
  publishedShareOneSide:
    "जिन रिव्यू पर मॉडरेशन ने फ़ैसला किया, उनमें {{stars}}★ वाले {{percent}}% प्रकाशित हुए।",
  noneDecided: "अभी किसी रिव्यू पर फ़ैसला नहीं हुआ।",
  rejectedBy: "अस्वीकार, कारण के हिसाब से",
  noRejections: "कोई रिव्यू अस्वीकार नहीं हुआ।",
  submittedMeans:
    "भेजे गए में हर वह रिव्यू एक बार गिना जाता है जो कभी भेजा गया, उसकी अभी की रेटिंग पर; जाँच वाले अभी मॉडरेशन में हैं।",
  removed: "हटाए गए",
  removedBy: "शिकायत के बाद हटाए गए",
  removedLine_one: "शिकायत के बाद {{count}} रिव्यू हटाया गया ({{ground}})",
  removedLine_other: "शिकायत के बाद {{count}} रिव्यू हटाए गए ({{ground}})",
  appealsHeading: "हटाए गए रिव्यू के लेखकों की अपीलें",
  appealReinstated_one:
    "लेखक की अपील के बाद हटाया गया {{count}} रिव्यू फिर से प्रकाशित हुआ, तारीख़ के क्रम में अपनी जगह पर",
  appealReinstated_other:
    "लेखकों की अपील के बाद हटाए गए {{count}} रिव्यू फिर से प्रकाशित हुए, तारीख़ के क्रम में अपनी जगह पर",
  appealUpheld_one: "{{count}} रिव्यू लेखक की अपील के बाद भी हटा ही रहा",
  appealUpheld_other: "{{count}} रिव्यू लेखकों की अपील के बाद भी हटे ही रहे",
};

export const replies: Messages["replies"] = {
  label: "{{business}} का जवाब",
  edited: "{{date}} को बदला गया",
  reply: "जवाब दें",
  editReply: "जवाब बदलें",
  dialogTitle: "आपका सार्वजनिक जवाब",
  dialogText:
    "यह आपके सार्वजनिक पेज पर रिव्यू के नीचे, आपके जवाब के रूप में दिखता है। यह रिव्यू को बदल या छिपा नहीं सकता।",
  field: "जवाब",
  save: "जवाब प्रकाशित करें",
  cancel: "रद्द करें",
  savedTitle: "जवाब प्रकाशित हुआ",
  savedText: "यह आपके सार्वजनिक पेज पर रिव्यू के नीचे दिखता है।",
  required: "अपना जवाब लिखें।",
  tooLong: "जवाब {{max}} अक्षरों के अंदर रखें।",
  refusedTitle: "जवाब सेव नहीं हुआ",
  notApproved: "सिर्फ़ प्रकाशित रिव्यू का जवाब दिया जा सकता है।",
  removed: "यह जवाब शिकायत के बाद हटाया गया था और फिर से नहीं लगाया जा सकता।",
};
