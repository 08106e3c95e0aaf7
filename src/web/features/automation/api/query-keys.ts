/**
 * Cache keys of the Automazione screen. Feed RSS keeps its own reading of the
 * ai_processing switches under the bare ["automation"] (see save-automation.ts).
 */
export const automationKeys = {
  settings: ["automation", "settings"] as const,
  notifications: ["automation", "notifications"] as const,
};
