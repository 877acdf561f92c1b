import type { Messages } from "../en";

/** Hindi: the risk signals beside a queued review and a reviewer's track record (decision 027). */
export const risk: Messages["risk"] = {
  order: "कतार का क्रम",
  oldestFirst: "सबसे पुराने पहले",
  riskiestFirst: "सबसे ज़्यादा जोखिम वाले पहले",
  signals: "जोखिम के संकेत",
  score: "जोखिम: 100 में से {{score}}",
  noSignals: "कोई जोखिम संकेत नहीं",
  level_high: "ज़्यादा",
  level_medium: "जाँचें",
  level_low: "जानकारी",
};

/** Hindi: a reviewer's level, earned by approved reviews, never by the rating given. */
export const reviewerLevel: Messages["reviewerLevel"] = {
  new: "नया रिव्यूअर",
  regular: "नियमित रिव्यूअर",
  trusted: "भरोसेमंद रिव्यूअर",
  reviews_one: "{{count}} रिव्यू",
  reviews_other: "{{count}} रिव्यू",
};

/** हिंदी: कतार में रिव्यू किस वजह से दिखाया गया; सर्वर पर अनुवाद होता है। */
export const riskReasons: Messages["riskReasons"] = {
  sharedPayoutUpi: "{{count}} खाते एक ही UPI आईडी पर पेआउट लेते हैं",
  sharedPayoutHolder: "{{count}} खाते एक ही नाम की UPI आईडी पर पेआउट लेते हैं",
  accountNew: "खाता एक दिन से भी कम पुराना है",
  accountAge_one: "खाता {{count}} दिन पुराना है",
  accountAge_other: "खाता {{count}} दिन पुराना है",
  reviewsInLast24h_one: "पिछले 24 घंटों में {{count}} रिव्यू",
  reviewsInLast24h_other: "पिछले 24 घंटों में {{count}} रिव्यू",
  trackRecord: "पहले {{approved}} मंज़ूर, {{rejected}} अस्वीकृत",
  sameDeviceAsBusiness: "व्यवसाय वाला ही डिवाइस",
  sameNetworkAsBusiness: "व्यवसाय वाला ही नेटवर्क",
  otherReviewersSameDevice_one: "इस कैंपेन के {{count}} और रिव्यूअर ने यही डिवाइस इस्तेमाल किया",
  otherReviewersSameDevice_other: "इस कैंपेन के {{count}} और रिव्यूअरों ने यही डिवाइस इस्तेमाल किया",
  otherReviewersSameNetwork_one: "इस कैंपेन के {{count}} और रिव्यूअर ने यही नेटवर्क इस्तेमाल किया",
  otherReviewersSameNetwork_other: "इस कैंपेन के {{count}} और रिव्यूअरों ने यही नेटवर्क इस्तेमाल किया",
  copiedText_one: "लिखा हुआ {{count}} पुराने रिव्यू से मिलता है",
  copiedText_other: "लिखा हुआ {{count}} पुराने रिव्यू से मिलता है",
  reusedProof_one: "सबूत {{count}} पुराने रिव्यू के सबूत से मिलता है",
  reusedProof_other: "सबूत {{count}} पुराने रिव्यू के सबूतों से मिलता है",
};

/** Hindi: what a proof's place and time say to the moderator (decision 129). */
export const visitSignals = {
  label: "विज़िट का सबूत",
  atThePlace: "फ़ोटो उसी जगह ली गई",
  nearThePlace: "फ़ोटो व्यवसाय से 2 किमी के अंदर ली गई",
  kmFromThePlace: "फ़ोटो व्यवसाय से {{km}} किमी दूर ली गई",
  locationNotShared: "जगह साझा नहीं की गई",
  takenBefore_one: "फ़ोटो विज़िट की तारीख़ से {{count}} दिन पहले ली गई",
  takenBefore_other: "फ़ोटो विज़िट की तारीख़ से {{count}} दिन पहले ली गई",
  takenAfter_one: "फ़ोटो विज़िट की तारीख़ के {{count}} दिन बाद ली गई",
  takenAfter_other: "फ़ोटो विज़िट की तारीख़ के {{count}} दिन बाद ली गई",
  sameBill: "{{date}} के रिव्यू वाला ही बिल",
} as const;
