/**
 * A site's TDMRep rules (/.well-known/tdmrep.json, W3C Community Group report "TDMRep", 2024): a JSON array of
 * { "location": path pattern, "tdm-reservation": 0 | 1, "tdm-policy"?: url }. The first rule whose location matches
 * a page's path decides for it; no rule, no reservation (docs/decisions.md, "Publishers' reservations").
 */

export interface TdmRule {
  /** The location as a regular expression over the path (with its query). */
  pattern: RegExp;
  reserved: boolean;
}

/** The most rules read from one file: a site lists a few sections, not thousands. */
const MAX_RULES = 500;

/**
 * A location as TDMRep writes it, robots.txt-like: a path starting with "/", "*" for any run of characters, "$"
 * at the end to anchor it; a location that does not start with "/" (a full URL) is read from its path.
 */
function locationPattern(location: string): RegExp | null {
  let path = location.trim();
  if (!path) return null;
  if (!path.startsWith("/") && !path.startsWith("*")) {
    try {
      const url = new URL(path);
      path = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  const anchored = path.endsWith("$");
  const body = (anchored ? path.slice(0, -1) : path)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

/** The rules of a tdmrep.json text; [] for anything that is not such a file (an HTML 404 page, broken JSON). */
export function parseTdmRepRules(text: string): TdmRule[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const rules: TdmRule[] = [];
  for (const entry of parsed.slice(0, MAX_RULES)) {
    if (typeof entry !== "object" || entry === null) continue;
    const { location, "tdm-reservation": reservation } = entry as Record<string, unknown>;
    if (typeof location !== "string") continue;
    const pattern = locationPattern(location);
    if (!pattern) continue;
    rules.push({ pattern, reserved: reservation === 1 || reservation === "1" });
  }
  return rules;
}

/** Whether the rules reserve text and data mining for this page address. */
export function rulesReserve(rules: readonly TdmRule[], pageUrl: string): boolean {
  let path: string;
  try {
    const url = new URL(pageUrl);
    path = `${url.pathname}${url.search}`;
  } catch {
    return false;
  }
  return rules.find((rule) => rule.pattern.test(path))?.reserved ?? false;
}
