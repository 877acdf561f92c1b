import type { Messages } from "../en";

/** कैंपेन पेज का विश्लेषण कार्ड (decision 034). */
export const campaignAnalytics: Messages["campaignAnalytics"] = {
  title: "रिव्यू का विश्लेषण",
  intro:
    "आपके मंज़ूर रिव्यू से। रेटिंग रिव्यू लिखने वालों की अपनी है; इससे न किसी रिव्यू की कमाई बदलती है, न उसकी जगह।",
  ratingsTitle: "रेटिंग",
  ratingsLabel: "स्टार रेटिंग के हिसाब से मंज़ूर रिव्यू",
  ratingRow_one: "{{count}} स्टार: {{reviews}} ({{percent}}%)",
  ratingRow_other: "{{count}} स्टार: {{reviews}} ({{percent}}%)",
  approvedCount_one: "{{count}} मंज़ूर रिव्यू",
  approvedCount_other: "{{count}} मंज़ूर रिव्यू",
  noApproved: "अभी कोई रिव्यू मंज़ूर नहीं हुआ। रिव्यू मंज़ूर होते ही यहाँ आँकड़े दिखेंगे।",
  topicsTitle: "किन विषयों का ज़िक्र हुआ",
  topicsHint:
    "आपके हर विषय का ज़िक्र करने वाले रिव्यू, हिंदी या अंग्रेज़ी में। विषय सिर्फ़ सुझाव हैं: रिव्यू लिखने वालों को इन्हें लिखना ज़रूरी नहीं।",
  topicRow_one: "{{name}}: {{count}} में से {{mentions}} रिव्यू",
  topicRow_other: "{{name}}: {{count}} में से {{mentions}} रिव्यू",
  noTopics: "इस कैंपेन में कोई विषय नहीं है।",
  paceTitle: "रोज़ के रिव्यू",
  paceHint: "रोज़ की योजना के मुक़ाबले हर दिन भेजे गए और मंज़ूर हुए रिव्यू।",
  paceAlt: "रोज़ के रिव्यू का चार्ट: योजना, भेजे गए और मंज़ूर। यही आँकड़े नीचे की तालिका में हैं।",
  paceTableCaption: "रोज़ के रिव्यू: योजना, भेजे गए और मंज़ूर",
  paceNotStarted: "कैंपेन मंज़ूर होकर शुरू होते ही चार्ट दिखेगा।",
  showTable: "आँकड़े देखें",
  day: "दिन",
  date: "तारीख़",
  planned: "योजना",
  submitted: "भेजे गए",
  approved: "मंज़ूर",
  exportTitle: "डाउनलोड",
  exportCsv: "CSV डाउनलोड करें",
  exportHint:
    "हर मंज़ूर रिव्यू की तारीख़, लिखने वाले का नाम, रेटिंग और टेक्स्ट, हर एक के साथ 'इनाम वाला रिव्यू' की सूचना: कोई भी रिव्यू कॉपी करें तो यह सूचना साथ रखें। Excel या Google Sheets में खुलता है।",
};

/** सर्वर चार्ट की तस्वीर और CSV फ़ाइल में ये शब्द लिखता है। */
export const campaignExport: Messages["campaignExport"] = {
  chartDay: "कैंपेन का दिन",
  chartReviews: "रिव्यू",
  planned: "योजना",
  submitted: "भेजे गए",
  approved: "मंज़ूर",
  csvDate: "तारीख़",
  csvReviewer: "रिव्यू लिखने वाले",
  csvRating: "रेटिंग",
  csvText: "रिव्यू",
  csvDisclosure: "सूचना",
};
