import type { Messages } from "../en";

/** Hindi: what every page shows: the header, page titles, errors, city names, input checks. */
export const common: Messages["common"] = {
  productName: "ReviewKaro",
  back: "वापस",
  loading: "लोड हो रहा है...",
  close: "बंद करें",
  language: "भाषा",
  switchToEnglish: "English",
  switchToHindi: "हिन्दी",
  skipToContent: "मुख्य सामग्री पर जाएँ",
  notifications: "सूचनाएँ ({hotkey})",
  previousPage: "पिछला",
  nextPage: "अगला",
  pageOf: "पेज {{page}} / {{pages}}",
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

export const cities: Messages["cities"] = {
  Bhopal: "भोपाल",
  Indore: "इंदौर",
  Jabalpur: "जबलपुर",
  Gwalior: "ग्वालियर",
  Ujjain: "उज्जैन",
  Sagar: "सागर",
  Rewa: "रीवा",
  Satna: "सतना",
  Ratlam: "रतलाम",
  Dewas: "देवास",
};

export const input: Messages["input"] = {
  controlCharacters: "इस फ़ील्ड में छिपे हुए कंट्रोल कैरेक्टर हैं, जिनकी अनुमति नहीं है। कृपया उन्हें हटाएँ।",
  refusedTitle: "कृपया अपनी भरी हुई जानकारी जाँचें",
  tooLong: "यह बहुत लंबा है। कृपया इसे {{max}} अक्षरों से कम रखें।",
};

export const searchMeta: Messages["searchMeta"] = {
  homeDescription:
    "ReviewKaro मध्य प्रदेश के स्थानीय व्यवसायों को असली, सत्यापित स्थानीय रिव्यूअर से जोड़ता है। हर रिव्यू ईमानदार होता है, कोई भी रेटिंग दी जा सकती है, और हर इनाम वाले रिव्यू पर लेबल लगा होता है।",
  contactDescription: "भोपाल में ReviewKaro टीम को फ़ॉर्म, फ़ोन या ईमेल से लिखें।",
  loginDescription:
    "ईमानदार रिव्यू लिखने या अपने कैंपेन चलाने के लिए अपने मोबाइल नंबर और पासवर्ड से ReviewKaro में लॉगिन करें।",
};
