import { THEME_STORAGE_KEY } from "../../../shared/constants";

/** What the reader picked: a theme of their own, or whatever the system says (the default, stored as nothing). */
export type ThemeChoice = "light" | "dark" | "system";

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/** The browser's bar in each theme: the brand blue, and the dark theme's header (slate-900). */
export const THEME_COLOURS = { light: "#1e3a8a", dark: "#0f172a" } as const;

/** The next choice of the switch, which cycles system, light, dark. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length]!;
}

/** A stored value read as a choice: anything unknown (or nothing) follows the system. */
export function toThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === "light" || stored === "dark" ? stored : "system";
}

/** The reader's choice from local storage; "system" when there is none or storage is blocked. */
export function readThemeChoice(): ThemeChoice {
  try {
    return toThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

/**
 * Sets the page's theme: the `dark` class and `data-theme` on <html> and, for a choice of the reader's own,
 * the browser bar's colour in a theme-color meta of its own, first in <head> so that it wins over the two
 * by system setting that React renders (whose attributes must stay as rendered, or React adds them again).
 * Self-contained on purpose: root.tsx sends its source as the inline script that runs before the first
 * paint, so nothing here may refer to a module-level name.
 */
export function applyTheme(choice: string | null, systemDark: boolean, colours: { light: string; dark: string }): void {
  const chosen = choice === "light" || choice === "dark" ? choice : null;
  const root = document.documentElement;
  root.classList.toggle("dark", chosen === "dark" || (chosen === null && systemDark));
  root.dataset.theme = chosen ?? "system";
  let bar = document.getElementById("theme-color-choice");
  if (chosen === null) {
    bar?.remove();
    return;
  }
  if (!bar) {
    bar = document.createElement("meta");
    bar.id = "theme-color-choice";
    bar.setAttribute("name", "theme-color");
    document.head.prepend(bar);
  }
  bar.setAttribute("content", colours[chosen]);
}

/**
 * Stores the choice (the system's is stored as nothing) and applies it to the page; storage that is blocked
 * still changes the page at hand. Other tabs follow through the storage event (themeScript).
 */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or storage off: the page changes, the next one follows the system again.
  }
  applyTheme(choice, window.matchMedia("(prefers-color-scheme: dark)").matches, THEME_COLOURS);
}

/**
 * The inline script of <head> (root.tsx): applies the stored choice before the first paint, so a dark
 * page never flashes white, then follows the system setting while the choice is "system" and the
 * choice made in another tab. No cookie: the server never needs to know.
 */
export function themeScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  return `(function(){var apply=${applyTheme.toString()};var colours=${JSON.stringify(THEME_COLOURS)};var media=window.matchMedia("(prefers-color-scheme: dark)");function run(){var choice=null;try{choice=localStorage.getItem(${key})}catch(e){}apply(choice,media.matches,colours)}run();media.addEventListener("change",run);window.addEventListener("storage",function(e){if(e.key===${key})run()})})()`;
}
