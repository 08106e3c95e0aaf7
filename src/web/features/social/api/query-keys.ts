/** Cache keys of the Social Media screen. */
export const socialKeys = {
  configs: ["social", "configs"] as const,
  preview: (platform: string, template: string) => ["social", "preview", platform, template] as const,
};
