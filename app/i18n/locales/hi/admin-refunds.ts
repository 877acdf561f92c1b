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
    "ये रिफ़ंड पेमेंट गेटवे पर विफल हुए या बहुत देर से रुके हैं। हर एक अपने-आप दोबारा भेजा जाता है; 'अभी दोबारा भेजें' गेटवे से तुरंत फिर पूछता है।",
  reason: {
    campaign_rejected: "कैंपेन अस्वीकार हुआ",
    campaign_deleted: "कैंपेन हटाया गया",
    unfilled_slots: "अंत में खाली स्लॉट",
    reviews_not_added: "भुगतान के बाद रिव्यू जोड़ना रुका",
  },
  status: { failed: "विफल", pending: "बाकी" },
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
