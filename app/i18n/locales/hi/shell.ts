import type { Messages } from "../en";

/** Hindi: what every page shows: the header, page titles, errors, city names, input checks. */
export const common: Messages["common"] = {
  productName: "ReviewKaro",
  staffWords: "ReviewKaro टीम के सदस्य के अपने शब्दों में (जैसा उन्होंने लिखा):",
  back: "वापस",
  loading: "लोड हो रहा है...",
  close: "बंद करें",
  language: "भाषा",
  switchToEnglish: "English",
  switchToHindi: "हिन्दी",
  skipToContent: "मुख्य सामग्री पर जाएँ",
  notifications: "सूचनाएँ ({hotkey})",
  notification: "सूचना",
  previousPage: "पिछला",
  nextPage: "अगला",
  pageOf: "पेज {{page}} / {{pages}}",
  pageNumber: "पेज {{page}}",
  dismiss: "हटाएँ",
};

export const nav: Messages["nav"] = {
  home: "ReviewKaro होम",
  contact: "संपर्क करें",
  login: "लॉगिन",
  signup: "साइन अप",
  admin: "एडमिन",
  mainMenu: "मुख्य मेन्यू",
  dashboard: "डैशबोर्ड",
  profile: "प्रोफ़ाइल",
  changePassword: "पासवर्ड बदलें",
  logout: "लॉगआउट",
};

export const meta: Messages["meta"] = {
  loginTitle: "लॉगिन – ReviewKaro",
  signupTitle: "साइन अप – ReviewKaro",
  forgotTitle: "पासवर्ड भूल गए – ReviewKaro",
  adminLoginTitle: "एडमिन लॉगिन – ReviewKaro",
  profileTitle: "प्रोफ़ाइल – ReviewKaro",
  changePasswordTitle: "पासवर्ड बदलें – ReviewKaro",
  campaignTitle: "{{name}} – कैंपेन – ReviewKaro",
  homeTitle: "ReviewKaro – मध्य प्रदेश के सत्यापित लोगों से ईमानदार स्थानीय रिव्यू",
  contactTitle: "संपर्क करें – ReviewKaro",
  notFoundTitle: "पेज नहीं मिला – ReviewKaro",
  errorTitle: "त्रुटि – ReviewKaro",
};

export const errors: Messages["errors"] = {
  notFoundTitle: "पेज नहीं मिला",
  notFoundText: "आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला।",
  goHome: "होम पेज पर जाएँ",
  unexpected: "ऐप में अनपेक्षित त्रुटि!",
  tryAgain: "कृपया फिर से कोशिश करें। अगर बार-बार ऐसा हो, तो हमसे संपर्क करें।",
  somethingWrong: "कुछ गड़बड़ हो गई।",
  requestFailed: "सर्वर का जवाब: {{message}}। आपका भरा हुआ सब यहीं है; कृपया फिर से कोशिश करें।",
  busyTitle: "ReviewKaro अभी व्यस्त है",
  busyText:
    "इस समय बहुत से लोग ReviewKaro इस्तेमाल कर रहे हैं। कुछ भी खोया नहीं है: कृपया कुछ सेकंड बाद फिर से कोशिश करें।",
  busyRetry: "फिर से कोशिश करें",
};

export const input: Messages["input"] = {
  controlCharacters: "इस फ़ील्ड में छिपे हुए कंट्रोल कैरेक्टर हैं, जिनकी अनुमति नहीं है। कृपया उन्हें हटाएँ।",
  refusedTitle: "कृपया अपनी भरी हुई जानकारी जाँचें",
  tooLong: "यह बहुत लंबा है। कृपया इसे {{max}} अक्षरों से कम रखें।",
};

export const searchMeta: Messages["searchMeta"] = {
  homeDescription:
    "ReviewKaro मध्य प्रदेश के स्थानीय व्यवसायों को असली, सत्यापित स्थानीय रिव्यूअर से जोड़ता है। हर रिव्यू ईमानदार होता है, कोई भी रेटिंग दी जा सकती है, और हर इनाम वाले रिव्यू पर लेबल लगा होता है।",
  contactDescription: "ReviewKaro टीम को फ़ॉर्म, फ़ोन या ईमेल से लिखें।",
  loginDescription:
    "ईमानदार रिव्यू लिखने या अपने कैंपेन चलाने के लिए अपने मोबाइल नंबर और पासवर्ड से ReviewKaro में लॉगिन करें।",
};

/** Hindi: refusals of the rate limits, translated by the server alone. */
export const limits: Messages["limits"] = {
  waitSeconds_one: "{{count}} सेकंड",
  waitSeconds_other: "{{count}} सेकंड",
  waitMinutes_one: "{{count}} मिनट",
  waitMinutes_other: "{{count}} मिनट",
  networkTitle: "आपका नेटवर्क व्यस्त है",
  networkText:
    "आपके Wi-Fi या मोबाइल नेटवर्क पर अभी बहुत से लोग साइन इन कर रहे हैं, इसलिए हम एक-एक करके ले रहे हैं। कृपया {{wait}} बाद फिर कोशिश करें।",
  numberCodeTitle: "कोड अभी-अभी भेजा गया है",
  numberCodeText:
    "इस नंबर पर हाल ही में कोड भेजे गए हैं। अपने मैसेज में आया नया कोड लिखें, या {{wait}} बाद नया कोड माँगें।",
  numberPasswordTitle: "इस नंबर से लॉगिन कुछ देर के लिए रुका है",
  numberPasswordText:
    "इस नंबर पर कई बार गलत पासवर्ड डाला गया। कृपया {{wait}} बाद फिर कोशिश करें, या 'पासवर्ड भूल गए?' से नया पासवर्ड बनाएँ।",
  serviceTitle: "अभी हम बहुत सारे कोड भेज रहे हैं",
  serviceText: "आपके नंबर में कोई गड़बड़ी नहीं है। कृपया {{wait}} बाद फिर कोशिश करें।",
  accountTitle: "कई बार गलत पासवर्ड",
  accountText:
    "आपका मौजूदा पासवर्ड कई बार गलत डाला गया। कृपया {{wait}} बाद फिर कोशिश करें, या लॉग आउट करके 'पासवर्ड भूल गए?' से नया पासवर्ड बनाएँ।",
};

export const offline: Messages["offline"] = {
  title: "आप ऑफ़लाइन हैं",
  pageTitle: "आप ऑफ़लाइन हैं – ReviewKaro",
  text: "इस फ़ोन पर अभी इंटरनेट कनेक्शन नहीं है, इसलिए ReviewKaro यह पेज नहीं खोल सकता।",
  keep: "आप जो रिव्यू लिख रहे थे, वह इस फ़ोन में सेव रहता है और इंटरनेट वापस आने पर डैशबोर्ड खोलते ही भेज दिया जाता है। बाकी पेज इंटरनेट आने पर फिर से खोलें।",
  retry: "फिर से कोशिश करें",
};
