import type { Messages } from "../en";

/** हिन्दी: एडमिन के लिए आने वाले वेबहुक की सूची, उनकी स्थिति और दोबारा चलाना (निर्णय 087)। */
export const inboundWebhooks: Messages["inboundWebhooks"] = {
  title: "आने वाले वेबहुक",
  metaTitle: "आने वाले वेबहुक – ReviewKaro",
  back: "डैशबोर्ड पर वापस",
  intro:
    "Razorpay और RazorpayX ने हमें जो भी इवेंट भेजे, सबसे नए पहले: वह क्या था और उसका क्या हुआ। भुगतान करने वाले की जानकारी यहाँ कभी नहीं दिखती। प्रोसेस हुए और अनदेखे इवेंट 90 दिन बाद हटा दिए जाते हैं, विफल इवेंट एक साल बाद।",
  filterLabel: "स्थिति",
  filterAll: "सभी स्थितियाँ",
  filterApply: "दिखाएँ",
  empty: "अभी कोई इवेंट नहीं।",
  emptyFiltered: "इस स्थिति में कोई इवेंट नहीं।",
  pages: "आने वाले वेबहुक के पेज",
  received: "मिला",
  attempts_one: "{{count}} प्रयास",
  attempts_other: "{{count}} प्रयास",
  eventId: "इवेंट आईडी",
  outcome: "नतीजा",
  error: "त्रुटि",
  failedBecause: {
    amount_mismatch: "कैप्चर हुई रकम ऑर्डर की रकम से अलग है।",
    malformed: "इवेंट उस रूप में नहीं है जो दस्तावेज़ बताते हैं।",
  },
  previousSecret: "पिछले सीक्रेट से साइन किया हुआ",
  order: "ऑर्डर {{reference}}",
  state: {
    received: "मिला",
    processed: "प्रोसेस हुआ",
    ignored: "अनदेखा",
    failed: "विफल",
  },
  replay: "दोबारा चलाएँ",
  replayLabel: "{{label}} दोबारा चलाएँ",
  replayedTitle: "इवेंट फिर से प्रोसेस हुआ",
  replayedText: "नतीजा: {{outcome}}।",
  replayFailedTitle: "दोबारा चलाना विफल",
  replayFailedText: "यह त्रुटि के साथ विफल के रूप में रखा है; कारण ठीक करके फिर कोशिश करें।",
  notFoundTitle: "इवेंट नहीं मिला",
  notFoundText: "हो सकता है इसे डेटा रखने की समय-सारणी के अनुसार हटा दिया गया हो।",
};
