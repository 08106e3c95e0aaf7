import type { ThemeChoice } from "./theme";

/** The theme switch's words (docs/product.md#dark-theme-and-offline-reading). */
export const THEME_LABELS: Record<ThemeChoice, string> = {
  system: "come il sistema",
  light: "chiaro",
  dark: "scuro",
};

/** The switch's name: what is on now, and what a press does. */
export function themeSwitchName(current: ThemeChoice, next: ThemeChoice): string {
  return `Tema: ${THEME_LABELS[current]}. Passa a ${THEME_LABELS[next]}`;
}
