import type { Messages } from "../en";

/** Hindi: the public page's share row, readers' tools and its printable poster. */
export const share: Messages["share"] = {
  heading: "यह पेज शेयर करें",
  whatsapp: "WhatsApp पर शेयर करें",
  whatsappText: "ReviewKaro पर {{city}} में {{business}} के ईमानदार रिव्यू",
  rewardedNote:
    "हर एक 'इनाम वाला रिव्यू' है: रिव्यूअर को ईमानदार रिव्यू के लिए ReviewKaro से {{reward}} मिले, रेटिंग चाहे जो हो।",
  copyLink: "लिंक कॉपी करें",
  copyHint: "पता चुनकर कॉपी करें:",
  copyField: "इस पेज का पता",
  copied: "लिंक कॉपी हो गया",
  nativeShare: "शेयर करें…",
  poster: "अपने काउंटर के लिए पोस्टर प्रिंट करें",
  imageAlt_one:
    "{{business}}, {{city}}: ReviewKaro पर {{count}} इनाम वाले रिव्यू से 5 में से {{rating}} रेटिंग",
  imageAlt_other:
    "{{business}}, {{city}}: ReviewKaro पर {{count}} इनाम वाले रिव्यू से 5 में से {{rating}} रेटिंग",
  imageNoRating: "{{business}}, {{city}}: ReviewKaro पर अभी कोई रेटिंग नहीं",
  imageDisclosureTitle: "इनाम वाले रिव्यू",
  imageDisclosure: "हर रिव्यूअर को ReviewKaro से {{reward}} मिले, रेटिंग चाहे जो हो",
  imageCount_one: "{{count}} मंज़ूर रिव्यू",
  imageCount_other: "{{count}} मंज़ूर रिव्यू",
  distributionTitle: "रेटिंग",
  distributionRow: "{{starsLabel}}: {{reviews}} (कुल का {{percent}}%)",
  reviewCount_one: "{{count}} रिव्यू",
  reviewCount_other: "{{count}} रिव्यू",
  starsLabel_one: "{{stars}} स्टार",
  starsLabel_other: "{{stars}} स्टार",
  filterLabel: "रिव्यू दिखाएँ",
  filterAll: "सभी",
  filterStars_one: "{{stars}} स्टार",
  filterStars_other: "{{stars}} स्टार",
  newestFirst: "सबसे नए पहले। व्यवसाय यह क्रम नहीं बदल सकता।",
  filteredNone: "इस रेटिंग के कोई मंज़ूर रिव्यू नहीं।",
  posterTitle: "{{business}} का पोस्टर – ReviewKaro",
  posterInvite: "ReviewKaro पर हमारे ईमानदार रिव्यू पढ़ें",
  posterScan: "अपने फ़ोन के कैमरे से कोड स्कैन करें, या खोलें:",
  posterNote: "इस पेज पर हर रिव्यू उसकी रेटिंग चाहे जो हो, छपता है। यह रिव्यू पढ़ने का न्योता है, लिखने का नहीं।",
  posterPrintHint: "इस पेज को A5 कागज़ पर प्रिंट करें, या A4 पर पेज में फ़िट करके।",
  posterBack: "सार्वजनिक पेज पर वापस",
};
