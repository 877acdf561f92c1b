import type { Messages } from "../en";

/** हिन्दी: पेमेंट गेटवे से रिफ़ंड, एडमिन की नज़र से। */
export const adminRefunds: Messages["adminRefunds"] = {
  paymentState: {
    paid: "भुगतान हुआ",
    refunded: "रिफ़ंड हुआ",
    partly_refunded: "आंशिक रिफ़ंड",
    refund_pending: "रिफ़ंड बाकी",
    refund_failed: "रिफ़ंड विफल",
  },
  paymentStateLabel: "भुगतान: {{state}}",
  attentionTitle: "ध्यान चाहने वाले रिफ़ंड",
  attentionHint:
    "ये रिफ़ंड पेमेंट गेटवे पर विफल हुए या बहुत देर से रुके हैं। हर एक अपने-आप दोबारा भेजा जाता है; 'अभी दोबारा भेजें' गेटवे से तुरंत फिर पूछता है। जिस रिफ़ंड को गेटवे हमेशा के लिए मना कर दे, वह दोबारा नहीं भेजा जाता: उसे हाथ से लौटाएँ और यहाँ दर्ज करें।",
  reason: {
    campaign_rejected: "कैंपेन अस्वीकार हुआ",
    campaign_deleted: "कैंपेन हटाया गया",
    unfilled_slots: "अंत में खाली स्लॉट",
    reviews_not_added: "भुगतान के बाद रिव्यू जोड़ना रुका",
    second_payment: "भुगतान हो चुके ऑर्डर पर दूसरा भुगतान",
    short_payment: "ऑर्डर से अलग रकम का भुगतान",
  },
  status: { failed: "विफल", pending: "बाकी", refused: "गेटवे ने मना किया" },
  providerSaid: "गेटवे का जवाब: {{error}}",
  gatewayPayment: "गेटवे भुगतान: {{reference}}",
  refusedTask:
    "गेटवे यह रिफ़ंड नहीं करेगा। {{business}} को {{amount}} हाथ से लौटाएँ: व्यवसाय जो खाता बताए उसमें बैंक ट्रांसफ़र या UPI ({{phone}} पर पूछें)। फिर बैंक या UPI का रेफ़रेंस लिखकर दर्ज करें।",
  referenceLabel: "बैंक या UPI रेफ़रेंस",
  referenceHint: "बैंक स्टेटमेंट या UPI ऐप से, जैसे 12 अंकों का UTR।",
  referenceInvalid: "बैंक या UPI ऐप का रेफ़रेंस लिखें: 6 से 40 अक्षर, अंक, डैश या स्लैश।",
  recordByHand: "हाथ से लौटाया, दर्ज करें",
  recordByHandLabel: "हाथ से लौटाया, दर्ज करें: {{business}}, {{amount}}",
  recordedTitle: "रिफ़ंड हाथ से लौटाया गया, दर्ज हुआ",
  recordedText: "आपके रेफ़रेंस के साथ रिफ़ंड पूरा हुआ। व्यवसाय को यह पूरा हुआ दिखेगा।",
  notRefusedTitle: "यह हाथ से लौटाने की प्रतीक्षा में नहीं है",
  notRefusedText: "यह रिफ़ंड गेटवे से फिर पूछा जा रहा है, या पूरा हो चुका है। स्थिति देखने के लिए पेज दोबारा खोलें।",
  attempts: "प्रयास: {{count}}",
  lastError: "पिछली गड़बड़ी: {{error}}",
  failedAtGateway: "पेमेंट गेटवे ने बताया कि यह रिफ़ंड विफल हुआ।",
  nextAttempt: "अगला प्रयास: {{time}}",
  retryNow: "अभी दोबारा भेजें",
  retryLabel: "अभी दोबारा भेजें: {{business}}, {{amount}}",
  retriedTitle: "रिफ़ंड फिर से भेजा गया",
  retriedText: "पेमेंट गेटवे से अभी पूछा जा रहा है। पेज दोबारा खोलने पर यह सूची बदल जाएगी।",
  alreadyProcessedTitle: "रिफ़ंड पहले ही हो चुका",
  alreadyProcessedText: "यह रिफ़ंड व्यवसाय तक पहुँच चुका है; अब कुछ करना नहीं है।",
};
