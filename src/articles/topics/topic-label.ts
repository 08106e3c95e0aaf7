import { toSlug } from "../../shared/slug.js";

/**
 * The topic as readers see it ("Campi Flegrei", not "campi-flegrei"): of the
 * articles' tags and keywords that read as `slug`, the form written most
 * often, the newest article's on a tie. Articles come newest first.
 */
export function topicLabel(slug: string, rows: ReadonlyArray<{ tags: string[]; keywords: string[] }>): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const raw of [...row.keywords, ...row.tags]) {
      const term = raw.replace(/\s+/g, " ").trim();
      if (term && toSlug(term) === slug) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  // A Map keeps the order of first sight: a later form wins only with strictly more uses.
  for (const [term, count] of counts) if (best === null || count > counts.get(best)!) best = term;
  return best;
}
