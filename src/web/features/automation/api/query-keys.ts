/** Cache keys of the Automazione screen; Feed RSS reads the settings under the same key (get-automation-settings.ts). */
export const automationKeys = {
  settings: ["automation", "settings"] as const,
  notifications: ["automation", "notifications"] as const,
  subscribers: ["automation", "edition-subscribers"] as const,
};
