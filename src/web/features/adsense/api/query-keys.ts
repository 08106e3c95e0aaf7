/** Cache keys of the Google AdSense screen. */
export const adsenseKeys = {
  config: ["adsense", "config"] as const,
  /** One page of the "Consensi cookie" section. */
  cookieConsentPage: (page: number) => ["adsense", "cookie-consents", page] as const,
};
