import type { Messages } from "../en";

/** Hindi: sentences the reviewer dashboard's loader and actions send already translated. */
export const dashboardNotes: Messages["dashboardNotes"] = {
  cityFallbackNotice:
    "आपकी लोकेशन पता नहीं चल सकी, इसलिए आपका शहर {{city}} सेट किया गया है। आप इसे अपनी प्रोफ़ाइल में बदल सकते हैं।",
  toFirstPayout_one: "आपके पहले पेआउट तक {{count}} और मंज़ूर रिव्यू।",
  toFirstPayout_other: "आपके पहले पेआउट तक {{count}} और मंज़ूर रिव्यू।",
  toNextPayout_one: "आपके अगले पेआउट तक {{count}} और मंज़ूर रिव्यू।",
  toNextPayout_other: "आपके अगले पेआउट तक {{count}} और मंज़ूर रिव्यू।",
  savedUpi: "{{upi}} पर भेजें",
  otherUpi: "दूसरी UPI आईडी डालें",
  referenceRequired: "UPI ट्रांज़ैक्शन का रेफ़रेंस लिखें।",
  rejectReasonRequired: "वह कारण लिखें जो रिव्यूअर पढ़ेगा।",
};
