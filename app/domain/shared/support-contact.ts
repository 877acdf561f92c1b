/** How people reach the ReviewKaro team (shown on the contact page and the business help desk). */
export const supportPhone = "+917554001234";
export const supportPhoneDisplay = "+91 755 400 1234";
export const supportEmail = "support@reviewkaro.in";
