import type { Messages } from "../en";

/** Hindi: notices where data is collected, consents, the 18+ declaration (decision 074). */
export const consent: Messages["consent"] = {
  more: "और जानें",
  moreAbout: "आपके डेटा के बारे में (गोपनीयता नीति)",
  signupNoticeUser:
    "खाता चलाने और धोखाधड़ी रोकने के लिए हम आपका मोबाइल नंबर तब तक रखते हैं जब तक खाता खुला है। अपना डेटा आप अपनी प्रोफ़ाइल से डाउनलोड, सुधार या डिलीट कर सकते हैं।",
  signupNoticeBusiness:
    "खाता चलाने और धोखाधड़ी रोकने के लिए हम आपका मोबाइल नंबर तब तक रखते हैं जब तक खाता खुला है। नए रिव्यू के बारे में SMS (हर कैंपेन के लिए दिन में ज़्यादा से ज़्यादा एक) तभी भेजा जाता है जब आप इसे अपनी प्रोफ़ाइल में चालू करें। अपना डेटा आप अपनी प्रोफ़ाइल से डाउनलोड, सुधार या डिलीट कर सकते हैं।",
  proofNotice:
    "आपकी फ़ोटो सिर्फ़ हमारे मॉडरेटर आपकी विज़िट जाँचने के लिए देखते हैं; यह कभी प्रकाशित नहीं होती। फ़ोटो कहाँ और कब ली गई (कैमरे से, अगर आप अपनी लोकेशन साझा करें, या फ़ोटो से ही), इसका सिर्फ़ बिज़नेस से दूरी और समय रखा जाता है, जगह कभी नहीं। नामंज़ूर रिव्यू की फ़ोटो एक साल बाद मिटा दी जाती है। आप अपना रिव्यू कभी भी वापस ले सकते हैं।",
  upiNotice:
    "आपको भुगतान करने के लिए हम आपकी UPI आईडी इस पेआउट के साथ रखते हैं; पेआउट प्रोवाइडर को यह आपके बैंक खाते पर लिखे नाम के साथ मिलता है। पेआउट की रकम और तारीख़ टैक्स कानून के मुताबिक़ 8 साल रखी जाती है; खाता डिलीट करने पर UPI आईडी मिटा दी जाती है।",
  adultLabel: "मेरी उम्र 18 साल या उससे ज़्यादा है",
  adultRequired:
    "ReviewKaro खाते 18 साल या उससे ज़्यादा उम्र के लोगों के लिए हैं। पुष्टि के लिए बॉक्स पर टिक करें।",
  notChangedTitle: "बदला नहीं गया",
  notFoundText: "यह सहमति आपके खाते में नहीं मिली।",
  notWithdrawableText: "यह सहमति अलग से वापस नहीं ली जा सकती।",
  privacyHeading: "गोपनीयता",
  privacyIntro: "आपने किस बात की सहमति दी, और कब। सहमति वापस लेना तुरंत लागू होता है।",
  given: "{{date}} को दी",
  withdrawnOn: "{{date}} को वापस ली",
  notice: "{{date}} की सूचना",
  withdraw: "वापस लें",
  withdrawing: "वापस ली जा रही है...",
  withdrawnTitle: "सहमति वापस ली गई",
  withdrawnText: "हमने इसे तुरंत रोक दिया है।",
  endsWithAccount: "आपके खाते के लिए ज़रूरी: खाता डिलीट करने पर यह ख़त्म होती है।",
  endsWithReview: "रिव्यू जाँचने के लिए ज़रूरी: वह रिव्यू वापस लेने पर यह ख़त्म होती है।",
  cannotEnd: "एक घोषणा, या ऐसा रिकॉर्ड जिसे कानून के मुताबिक़ रखना ज़रूरी है।",
  none: "अभी कोई सहमति दर्ज नहीं है।",
  readPolicy: "गोपनीयता नीति पढ़ें",
  purposes: {
    adult_declaration: "मेरी उम्र 18 साल या ज़्यादा है (घोषणा)",
    account: "आपके खाते के लिए मोबाइल नंबर",
    review_proof: "आपकी विज़िट के सबूत की फ़ोटो",
    payout_upi: "पेआउट के लिए UPI आईडी",
    review_sms: "नए रिव्यू के बारे में SMS (हर कैंपेन के लिए दिन में ज़्यादा से ज़्यादा एक)",
  },
};

/** Hindi: the visit date and the no-relationship declaration of a review (decision 074). */
export const visit: Messages["visit"] = {
  dateLabel: "आपकी विज़िट की तारीख़",
  dateHint: "जिस दिन आप वहाँ ग्राहक के रूप में गए।",
  dateRequiredTitle: "विज़िट की तारीख़ ज़रूरी",
  dateRequiredText: "कृपया अपनी विज़िट की तारीख़ डालें।",
  dateFutureTitle: "आगे की तारीख़",
  dateFutureText: "विज़िट की तारीख़ आज के बाद की नहीं हो सकती।",
  dateBeforeTitle: "तारीख़ बहुत पहले की",
  dateBeforeText: "इस कैंपेन के रिव्यू {{date}} से की गई विज़िट के लिए हैं।",
  declarationLabel: "मैं ग्राहक के रूप में गया/गई थी और इस व्यवसाय से मेरा कोई संबंध नहीं है",
  declarationRequiredTitle: "घोषणा ज़रूरी",
  declarationRequiredText:
    "कृपया पुष्टि करें कि आप ग्राहक के रूप में गए थे और इस व्यवसाय से आपका कोई संबंध नहीं है।",
  visitedOn: "विज़िट: {{date}}",
};

/** Hindi: who runs ReviewKaro, from the configuration (footer and policy pages). */
export const operator: Messages["operator"] = {
  heading: "हम कौन हैं",
  runBy: "ReviewKaro को {{name}} चलाते हैं",
  address: "पता",
  email: "ईमेल",
  phone: "फ़ोन",
};
