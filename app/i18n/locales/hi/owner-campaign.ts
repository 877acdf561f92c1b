import type { Messages } from "../en";

/** Hindi: what a shop owner reads on a paid campaign's page (issue 30): reviews, notices. */
export const ownerCampaign: Messages["ownerCampaign"] = {
  readWholeReview: "पूरा रिव्यू पढ़ें",
  textNotShown: "इसका टेक्स्ट नहीं दिखाया जाता: रिव्यू अस्वीकार हुआ या वापस लिया गया।",
  yourReply: "आपका जवाब",
  replyRemoved:
    "एक शिकायत के बाद ReviewKaro टीम ने आपका जवाब हटा दिया; इस रिव्यू पर दूसरा जवाब नहीं दिया जा सकता।",
  replyingTo: "{{name}} का रिव्यू",
  pausedNotice: "{{date}} से रुका हुआ है। फिर चालू होने तक कोई नया रिव्यू शुरू नहीं होगा।",
  editWaiting: "एक बदलाव एडमिन की मंज़ूरी का इंतज़ार कर रहा है: {{name}}।",
  editDeclined: "एडमिन ने आपका बदलाव मंज़ूर नहीं किया: {{reason}}",
  placeMissing:
    "अपनी दुकान की जगह जोड़ें ताकि रिव्यू जाँचे जा सकें: दुकान पर ‘बदलें’ खोलें और अपनी मौजूदा लोकेशन इस्तेमाल करें।",
  addressLabel: "पता",
  unfilledRefundOnTheWay_one:
    "यह कैंपेन खत्म हो गया और {{count}} रिव्यू नहीं लिखा गया। उसके {{amount}} आपको लौटाए जा रहे हैं।",
  unfilledRefundOnTheWay_other:
    "यह कैंपेन खत्म हो गया और {{count}} रिव्यू नहीं लिखे गए। उनके {{amount}} आपको लौटाए जा रहे हैं।",
  unfilledRefundDone_one:
    "यह कैंपेन खत्म हो गया और {{count}} रिव्यू नहीं लिखा गया। उसके {{amount}} {{date}} को आपको लौटा दिए गए।",
  unfilledRefundNotes_one: "इसका क्रेडिट नोट भुगतान के इतिहास में है।",
  unfilledRefundNotes_other:
    "यह रकम {{count}} भुगतानों से लौटी: भुगतान के इतिहास में हर एक का क्रेडिट नोट है।",
  unfilledRefundDone_other:
    "यह कैंपेन खत्म हो गया और {{count}} रिव्यू नहीं लिखे गए। उनके {{amount}} {{date}} को आपको लौटा दिए गए।",
};

/** Hindi: the campaign page's dialogs (pause, edit, delete, add), loaded with them. */
export const ownerCampaignDialogs: Messages["ownerCampaignDialogs"] = {
  pauseTitle: "यह कैंपेन रोकें?",
  pauseText:
    "रुके रहने तक कोई नया रिव्यू शुरू नहीं हो सकता। जो रिव्यू लिखे जा चुके हैं, उनकी जाँच होती रहेगी और वे प्रकाशित होंगे। फिर चालू करने पर बाकी शेड्यूल उतने दिन आगे खिसक जाएगा जितने दिन कैंपेन रुका रहा।",
  pauseConfirm: "कैंपेन रोकें",
  editTitle: "कैंपेन बदलें",
  editIntro:
    "नाम, मैप्स लिंक, पता या विषय बदलें। शहर और रिव्यू की संख्या से कीमत तय होती है, इसलिए वे भुगतान के अनुसार ही रहते हैं।",
  editIntroLive:
    "आपका कैंपेन चालू है, इसलिए एडमिन पहले बदलाव जाँचेंगे। तब तक रिव्यू लिखने वालों को मौजूदा जानकारी दिखेगी।",
  save: "बदलाव सेव करें",
  cancel: "रद्द करें",
  deleteTitle: "यह कैंपेन हटाएँ?",
  deleteText: "यह अभी मंज़ूर नहीं हुआ है, इसलिए इसे हटाया जाएगा और इसका {{amount}} का भुगतान लौटाया जाएगा।",
  deleteConfirm: "हटाएँ और पैसे लौटाएँ",
  addTitle: "इस कैंपेन में और रिव्यू जोड़ें",
  addIntro:
    "जोड़े गए रिव्यू का भुगतान नए कैंपेन की तरह {{pricePerReview}} प्रति रिव्यू होता है, और शेड्यूल में आज के बाद उनके अपने दिन जुड़ते हैं।",
  addCount: "जोड़ने के लिए रिव्यू",
  addHint: "{{minTarget}} से {{max}} तक (एक कैंपेन में ज़्यादा से ज़्यादा {{maxTarget}})।",
  addInvalid: "{{minTarget}} से {{max}} तक की संख्या लिखें।",
  addGstIncluded: "18% GST सहित",
};

/** Hindi: what the server answers the owner's actions with (never sent to a page). */
export const ownerCampaignAnswers: Messages["ownerCampaignAnswers"] = {
  pausedTitle: "कैंपेन रोका गया",
  pausedText: "फिर चालू करने तक कोई नया रिव्यू शुरू नहीं होगा।",
  resumedTitle: "कैंपेन फिर चालू हुआ",
  resumedToday: "आज से रिव्यू फिर शुरू हो सकते हैं।",
  resumedText_one: "इसका शेड्यूल {{count}} दिन आगे खिसका।",
  resumedText_other: "इसका शेड्यूल {{count}} दिन आगे खिसका।",
  notPausable: "सिर्फ़ चल रहा कैंपेन ही रोका जा सकता है।",
  notPaused: "यह कैंपेन रुका हुआ नहीं है।",
  savedTitle: "बदलाव सेव हुए",
  savedText: "आपका कैंपेन अब नई जानकारी दिखाता है।",
  sentTitle: "मंज़ूरी के लिए भेजा गया",
  sentText: "एडमिन बदलाव जाँचेंगे; तब तक आपका चालू कैंपेन पुरानी जानकारी ही दिखाएगा।",
  noChange: "कुछ नहीं बदला गया।",
  notEditable: "अस्वीकृत या हटाया गया कैंपेन बदला नहीं जा सकता।",
  deletedTitle: "कैंपेन हटाया गया",
  deletedText: "{{amount}} लौटाए गए।",
  notDeletable: "सिर्फ़ मंज़ूरी का इंतज़ार कर रहा कैंपेन हटाया जा सकता है। चल रहा कैंपेन रोका जा सकता है।",
  addedTitle: "रिव्यू जोड़े गए",
  addedText: "अब लक्ष्य {{target}} रिव्यू है।",
  notAddable: "एडमिन की मंज़ूरी के बाद ही रिव्यू जोड़े जा सकते हैं।",
  atMaximum: "इस कैंपेन में पहले से ही सबसे ज़्यादा रिव्यू ({{maxTarget}}) हैं।",
  refusedTitle: "बदला नहीं गया",
};

/** The business's choice about the daily SMS of new reviews, on the profile page. */
export const reviewSms: Messages["reviewSms"] = {
  label: "नए रिव्यू प्रकाशित होने पर मुझे SMS भेजें (हर कैंपेन के लिए दिन में ज़्यादा से ज़्यादा एक)",
  hint: "उसी भाषा में जिसमें आप यहाँ हैं। आप इसे कभी भी बंद कर सकते हैं।",
};

/** The public page's way to the shop. */
export const publicPlace: Messages["publicPlace"] = {
  address: "पता",
  maps: "Google Maps पर देखें",
};

/** The admin's actions on any campaign and the owners' changes waiting for approval. */
export const adminCampaign: Messages["adminCampaign"] = {
  resume: "फिर चालू करें",
};

/** The admin's list of owners' changes, translated on the server (the admin script is full). */
export const adminCampaignEdits: Messages["adminCampaignEdits"] = {
  pausedTitle: "कैंपेन रोका गया",
  resumedTitle: "कैंपेन फिर चालू हुआ",
  editApprovedTitle: "बदलाव मंज़ूर हुआ",
  editDeclinedTitle: "बदलाव नामंज़ूर हुआ",
  businessName: "बिज़नेस का नाम",
  mapsLink: "मैप्स लिंक",
  address: "पता",
  topics: "विषय",
  editsTitle: "मंज़ूरी का इंतज़ार कर रहे बदलाव",
  editNow: "अभी",
  editNew: "नया",
  editChanged: "बदलाव: {{fields}}",
  editNoChange: "लाइव कैंपेन से कुछ भी अलग नहीं है",
  approveEdit: "बदलाव मंज़ूर करें",
  declineEdit: "नामंज़ूर करें",
  declineLabel: "बदलाव क्यों नामंज़ूर है?",
  declineRequired: "वह कारण लिखें जो व्यवसाय पढ़ेगा।",
  place: "जगह",
  placeMoved: "{{distance}} खिसकती है",
  placeFirst: "इसकी पहली जगह",
};

/** The daily SMS of new reviews (server only): the text a DLT template registers (decision 050). */
export const reviewDigest: Messages["reviewDigest"] = {
  body_one: "ReviewKaro: {{business}} का {{count}} नया रिव्यू प्रकाशित हुआ। पढ़ें और जवाब दें: {{link}}",
  body_other: "ReviewKaro: {{business}} के {{count}} नए रिव्यू प्रकाशित हुए। पढ़ें और जवाब दें: {{link}}",
};

/** The owner's actions and the address field, on My Campaigns and the campaign form. */
export const campaignManage: Messages["campaignManage"] = {
  pause: "रोकें",
  resume: "फिर चालू करें",
  edit: "बदलें",
  delete: "हटाएँ",
  addReviews: "और रिव्यू जोड़ें",
  address: "पता (ज़रूरी नहीं)",
  addressPlaceholder: "जैसे 12 एमजी रोड, राजवाड़ा के पास",
  addressHint: "आपके सार्वजनिक पेज पर दिखेगा, ताकि पढ़ने वाले दुकान ढूँढ सकें।",
  addressInvalid: "पता 200 अक्षरों तक रखें, बिना खास चिह्नों के।",
};
