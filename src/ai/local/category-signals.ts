/**
 * What a feed says about an article's category beside its text: its items'
 * <category> terms, the section words in the link's path or host, the
 * feed's name, and the per-feed default the admin set. Each answers a
 * log-odds boost per category, added to the text's evidence in
 * classify-category.ts (weights in docs/decisions.md, "Local analyzer:
 * category and learning").
 */
import { CATEGORIES } from "../../shared/constants.js";
import type { ArticleSignals } from "../types.js";
import { compileLexicon, forEachMatch, stemTokens } from "./lexicon-index.js";
import { SECTION_TERMS } from "./lexicon-sections.js";
import { STOP_WORDS } from "../../italian/stop-words.js";
import { isWord, tokenize } from "../../italian/tokenize.js";

/** Boosts in nats: a publisher's own section is strong, a feed's name weaker, the admin's default a prior. */
export const SIGNAL_WEIGHTS = { itemCategory: 3, urlSection: 3, feedName: 1.5, defaultCategory: 2.5 } as const;

const INDEX = compileLexicon(
  CATEGORIES.flatMap((category, label) => SECTION_TERMS[category].split(",").map((term) => [term.trim(), label] as const)).filter(([term]) => term),
);

/** The categories a short label names, as indices; `whole` asks that one section term covers all of its words. */
function sectionsIn(label: string, whole: boolean): Set<number> {
  const tokens = tokenize(label.normalize("NFC"));
  const words = tokens.filter(isWord).length;
  const found = new Set<number>();
  forEachMatch(INDEX, tokens, stemTokens(tokens), (token) => STOP_WORDS.has(token), (values, _position, length) => {
    if (whole && length !== words) return;
    for (const value of values) found.add(value);
  });
  return found;
}

// Path segments and the host's first label that are a section name as a whole ("/sport/", "/esteri/", "viaggi.example.it");
// a slug's words ("/juve-batte-inter") are the title's, not a section.
function urlSections(url: string): Set<number> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return new Set();
  }
  const labels = [parsed.hostname.split(".")[0] ?? "", ...parsed.pathname.split("/").slice(0, -1)];
  const last = parsed.pathname.split("/").at(-1) ?? "";
  if (!last.includes(".") && !last.includes("-")) labels.push(last);
  const found = new Set<number>();
  for (const label of labels) {
    let decoded = label;
    try {
      decoded = decodeURIComponent(label);
    } catch {
      // A malformed escape: read the label as it is.
    }
    for (const category of sectionsIn(decoded.replace(/[-_+]/g, " "), true)) found.add(category);
  }
  return found;
}

/** Log-odds boosts per category (CATEGORIES order) from an article's feed signals; zeros without any. */
export function signalBoosts(signals: ArticleSignals | undefined): number[] {
  const boosts = new Array<number>(CATEGORIES.length).fill(0);
  if (!signals) return boosts;
  const add = (found: Iterable<number>, weight: number) => {
    for (const category of found) boosts[category]! += weight;
  };
  const fromItems = new Set<number>();
  for (const term of signals.itemCategories.slice(0, 20)) for (const category of sectionsIn(term, false)) fromItems.add(category);
  add(fromItems, SIGNAL_WEIGHTS.itemCategory);
  if (signals.url) add(urlSections(signals.url), SIGNAL_WEIGHTS.urlSection);
  if (signals.feedName) add(sectionsIn(signals.feedName, false), SIGNAL_WEIGHTS.feedName);
  if (signals.defaultCategory) boosts[CATEGORIES.indexOf(signals.defaultCategory)]! += SIGNAL_WEIGHTS.defaultCategory;
  return boosts;
}
