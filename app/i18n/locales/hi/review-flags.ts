import type { Messages } from "../en";

/** हिंदी: एडमिन की कतार में नकल और दोबारा इस्तेमाल हुए सबूत के निशान (decision 026)। */
export const reviewFlags: Messages["reviewFlags"] = {
  heading: "किसी दूसरे रिव्यू जैसा लगता है",
  hint: "यह सिर्फ़ इशारा है, फ़ैसला नहीं: दोनों को मिलाकर देखें, फिर तय करें।",
  moreTexts_one: "1 और पुराना रिव्यू जिसका लिखा हुआ ऐसा ही है",
  moreTexts_other: "{{count}} और पुराने रिव्यू जिनका लिखा हुआ ऐसा ही है",
  moreProofs_one: "1 और पुराना रिव्यू जिसका सबूत ऐसा ही है",
  moreProofs_other: "{{count}} और पुराने रिव्यू जिनका सबूत ऐसा ही है",
  thisReview: "यह रिव्यू",
  thisProof: "इस रिव्यू का सबूत",
  thisProofAlt: "इस रिव्यू का सबूत",
};

/** हिंदी: निशान क्या कहता है; सर्वर पर अनुवाद होता है। */
export const flagReasons: Messages["flagReasons"] = {
  copiedText: "लिखा हुआ {{business}} के {{date}} वाले एक रिव्यू से {{percent}}% मिलता-जुलता है",
  reusedProofSameFile: "सबूत किसी पुराने रिव्यू की फ़ोटो जैसा है — बिल्कुल वही फ़ाइल",
  reusedProofResaved: "सबूत किसी पुराने रिव्यू की फ़ोटो जैसा है — वही तस्वीर, छोटी-बड़ी करके या दोबारा सेव करके",
  reusedProofEdited:
    "सबूत किसी पुराने रिव्यू की फ़ोटो से मिलता-जुलता है — दोनों को मिलाकर देखें: काटी या बदली हुई कॉपी, या उसी दुकान का दूसरा बिल?",
  earlierReview: "पहले का रिव्यू: {{business}}, {{date}}",
  earlierProof: "पहले का सबूत: {{business}}, {{date}}",
  earlierProofAlt: "{{business}} के पहले वाले रिव्यू का सबूत",
};
