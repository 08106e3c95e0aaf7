/** Cache keys of the Google AdSense screen. */
export const adsenseKeys = {
  config: ["adsense", "config"] as const,
};
