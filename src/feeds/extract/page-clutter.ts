/**
 * Page furniture removed before Readability scores the page. Readability knows
 * some English class names ("comment", "related", "-ad-"); Italian publishers
 * name theirs "adv", "pubblicita", "commenti", "correlati", "leggi-anche",
 * "consenso"..., and both name share bars, newsletter boxes, cookie notes and
 * "more stories" lists in ways Readability lets through. Captions and photo
 * credits go too: the reader sees the image, and their text glued onto the
 * first sentence ("…in via Garibaldi Paura ieri sera…").
 */

// Matched against each class name and the id, from the start of a word (so
// "advertorial-box" and "commenti-lista" match, "testo-avanzato" does not).
const CLUTTER =
  /(?:^|[\s_-])(?:ad|ads|adv|advs|advert|advertising|advertisement|pubblicita|pubblicità|dfp|gpt-ad|outbrain|taboola|teads|cmp|cookie|cookies|consent|consenso|iubenda|onetrust|gdpr|commenti|commento|correlati|correlate|related|leggi-anche|leggianche|potrebbe-interessarti|piu-letti|più-letti|piuletti|most-popular|most-read|trending|recommended|more-stories|newsletter|subscribe|signup|iscriviti|condividi|share|sharing|sharebar|share-bar|social-share|sponsorizzati|sponsorizzato|sponsored|paywall|promo)(?:$|[\s_-])/i;

/** Class names (or an id) of a caption or a credit line, whatever the element; feed cleaning drops them too. */
export const CAPTION_CLASS = /(?:^|[\s_-])(?:caption|captions|figcaption|credit|credits|image-credit|photo-credit|didascalia|crediti|fotografo)(?:$|[\s_-])|wp-caption-text/i;

// Never removed, whatever their class says: they hold (or are) the article.
const PROTECTED = "html, body, article, main, [itemprop='articleBody']";

// A box holding this share of the page's text is the article's wrapper, not
// furniture, even when a theme names it "has-newsletter" or "cookie-consent-on".
const MAX_SHARE_OF_PAGE_TEXT = 0.3;
// Captions are a sentence or two; a longer "caption" block is something else.
const MAX_CAPTION_CHARS = 400;

/** Removes ad slots, cookie notes, comments, share bars, "read also" boxes, newsletter boxes, captions and credits; leaves anything holding the article. */
export function removeItalianClutter(document: Document): void {
  const pageText = textLength(document.body);
  const candidates = Array.from(document.querySelectorAll("[class], [id]")).filter((element) =>
    CLUTTER.test(`${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`),
  );
  for (const element of candidates) {
    if (!element.isConnected || element.matches(PROTECTED)) continue;
    if (element.querySelector(`h1, ${PROTECTED}`)) continue;
    if (textLength(element) > pageText * MAX_SHARE_OF_PAGE_TEXT) continue;
    element.remove();
  }
  removeCaptions(document);
}

/** Removes figure captions and photo credits, keeping the images they describe. */
export function removeCaptions(document: Document): void {
  const captions = Array.from(document.querySelectorAll("figcaption, [itemprop='caption'], [class], [id]")).filter((element) => {
    const name = element.nodeName.toLowerCase();
    if (name === "figcaption" || element.getAttribute("itemprop") === "caption") return true;
    return CAPTION_CLASS.test(`${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`);
  });
  for (const element of captions) {
    if (!element.isConnected || element.matches(PROTECTED) || element.querySelector(`h1, ${PROTECTED}`)) continue;
    if (textLength(element) > MAX_CAPTION_CHARS) continue;
    // The image inside a caption wrapper stays (the lead image may be read from the content).
    const images = Array.from(element.querySelectorAll("img, picture"));
    if (images.length > 0 && element.nodeName.toLowerCase() !== "figcaption") {
      for (const image of images) element.before(image);
    }
    element.remove();
  }
}

function textLength(element: Element | null): number {
  return (element?.textContent ?? "").replace(/\s+/g, "").length;
}
