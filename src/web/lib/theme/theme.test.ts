import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "../../../shared/constants";
import { nextThemeChoice, THEME_COLOURS, themeScript, toThemeChoice } from "./theme";

/** Just enough of a browser for the inline script: <html>'s class and data, two theme-color metas, storage and the media query. */
function fakeBrowser(stored: string | null, systemDark: boolean, storageBlocked = false) {
  const classes = new Set<string>();
  const dataset: Record<string, string> = {};
  let bar: Map<string, string> | undefined;
  const mediaListeners: Array<() => void> = [];
  const windowListeners: Array<(event: { key: string }) => void> = [];
  const storage = new Map<string, string>(stored === null ? [] : [[THEME_STORAGE_KEY, stored]]);
  const media = { matches: systemDark, addEventListener: (_type: string, listener: () => void) => mediaListeners.push(listener) };
  const window = {
    matchMedia: () => media,
    addEventListener: (_type: string, listener: (event: { key: string }) => void) => windowListeners.push(listener),
  };
  const context = {
    window,
    localStorage: {
      getItem: (key: string) => {
        if (storageBlocked) throw new Error("SecurityError");
        return storage.get(key) ?? null;
      },
    },
    document: {
      documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) }, dataset },
      getElementById: () =>
        bar && {
          remove: () => (bar = undefined),
          setAttribute: (name: string, value: string) => bar!.set(name, value),
        },
      createElement: () => {
        const attributes = new Map<string, string>();
        return { attributes, setAttribute: (name: string, value: string) => attributes.set(name, value) };
      },
      head: {
        prepend: (element: { attributes: Map<string, string>; id: string }) => {
          bar = element.attributes;
          bar.set("id", element.id);
        },
      },
    },
  };
  vm.runInNewContext(themeScript(), context);
  return {
    dark: () => classes.has("dark"),
    theme: () => dataset.theme,
    /** The colour of the browser bar's meta of the reader's choice, when there is one. */
    barColour: () => (bar ? [bar.get("id"), bar.get("name"), bar.get("content")] : undefined),
    systemTurns(dark: boolean) {
      media.matches = dark;
      mediaListeners.forEach((listener) => listener());
    },
    otherTabStores(value: string) {
      storage.set(THEME_STORAGE_KEY, value);
      windowListeners.forEach((listener) => listener({ key: THEME_STORAGE_KEY }));
    },
  };
}

describe("the inline theme script", () => {
  it.each([
    { stored: null, systemDark: false, dark: false, theme: "system" },
    { stored: null, systemDark: true, dark: true, theme: "system" },
    { stored: "dark", systemDark: false, dark: true, theme: "dark" },
    { stored: "light", systemDark: true, dark: false, theme: "light" },
    { stored: "garbage", systemDark: true, dark: true, theme: "system" },
  ])("stored $stored with a dark system $systemDark: dark $dark", ({ stored, systemDark, dark, theme }) => {
    const page = fakeBrowser(stored, systemDark);
    expect(page.dark()).toBe(dark);
    expect(page.theme()).toBe(theme);
    // The system's choice leaves the bar to the two metas by media query.
    expect(page.barColour()).toEqual(theme === "system" ? undefined : ["theme-color-choice", "theme-color", dark ? THEME_COLOURS.dark : THEME_COLOURS.light]);
  });

  it("follows the system while the choice is the system's, and not once the reader chose", () => {
    const page = fakeBrowser(null, false);
    page.systemTurns(true);
    expect(page.dark()).toBe(true);
    page.otherTabStores("light");
    expect(page.dark()).toBe(false);
    expect(page.barColour()?.[2]).toBe(THEME_COLOURS.light);
    page.systemTurns(false);
    page.systemTurns(true);
    expect(page.dark()).toBe(false);
  });

  it("follows the system when storage is blocked", () => {
    expect(fakeBrowser(null, true, true).dark()).toBe(true);
  });
});

describe("the switch's order", () => {
  it("cycles system, light, dark", () => {
    expect([nextThemeChoice("system"), nextThemeChoice("light"), nextThemeChoice("dark")]).toEqual(["light", "dark", "system"]);
  });

  it.each([
    ["light", "light"],
    ["dark", "dark"],
    ["system", "system"],
    [null, "system"],
  ])("reads %s as %s", (stored, choice) => {
    expect(toThemeChoice(stored)).toBe(choice);
  });
});
