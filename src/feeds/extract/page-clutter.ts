/**
 * Readability recognises clutter by English class names ("comment", "related",
 * "sidebar", "-ad-"). Italian publishers name theirs "adv", "pubblicita",
 * "commenti", "correlati", "leggi-anche", "consenso"..., so those blocks are
 * removed here first, before Readability scores the page.
 */

// Matched against each class name and the id, from the start of a word (so
// "advertorial-box" and "commenti-lista" match, "testo-avanzato" does not).
const CLUTTER =
  /(?:^|[\s_-])(?:adv|advs|advertising|pubblicita|pubblicità|dfp|gpt-ad|outbrain|taboola|teads|cmp|cookie|cookies|consenso|iubenda|gdpr|commenti|commento|correlati|correlate|leggi-anche|leggianche|potrebbe-interessarti|piu-letti|più-letti|piuletti|newsletter|condividi|sponsorizzati|sponsorizzato|sponsored)(?:$|[\s_-])/i;

// Never removed, whatever their class says: they hold (or are) the article.
const PROTECTED = "html, body, article, main, [itemprop='articleBody']";

/** Removes ad slots, cookie banners, comment threads and "read also" boxes named in Italian; leaves anything holding the article. */
export function removeItalianClutter(document: Document): void {
  const candidates = Array.from(document.querySelectorAll("[class], [id]")).filter((element) =>
    CLUTTER.test(`${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`),
  );
  for (const element of candidates) {
    if (!element.isConnected || element.matches(PROTECTED)) continue;
    if (element.querySelector(`h1, ${PROTECTED}`)) continue;
    element.remove();
  }
}
