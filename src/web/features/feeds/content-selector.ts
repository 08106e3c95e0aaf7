/**
 * The CSS selector typed in a feed's settings: blank is none; one the browser's own parser refuses is
 * "invalid" before anything is sent (the server checks it again for the extraction's parser).
 */
export function readContentSelector(value: string): { selector: string | null } | "invalid" {
  const selector = value.trim();
  if (!selector) return { selector: null };
  try {
    document.createDocumentFragment().querySelector(selector);
    return { selector };
  } catch {
    return "invalid";
  }
}
