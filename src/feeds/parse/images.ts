/**
 * Finding an item's picture: the feed's own metadata first, then the first
 * real <img> of its content, skipping tracking pixels and lazy-load placeholders.
 */

const IMG_TAG = /<img\b[^<>]*>/gi;
const IMAGE_EXTENSION = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i;

/** Whether a media element (enclosure, media:content, attachment) is a picture, by type, medium or file extension. */
export function isImageMedia(media: { url?: string; type?: string; medium?: string; mime_type?: string }): boolean {
  const type = media.type ?? media.mime_type;
  if (type) return /^image\//i.test(type) || type.toLowerCase() === "image";
  if (media.medium) return media.medium.toLowerCase() === "image";
  return IMAGE_EXTENSION.test(media.url ?? "");
}

/** The src of the first picture in an HTML fragment, as written (maybe relative); null when there is none. */
export function firstImageSource(html: string): string | null {
  for (const [tag] of html.matchAll(IMG_TAG)) {
    if (isTrackingPixel(tag)) continue;
    // Lazy loading puts a placeholder (often a data: URI) in src and the picture in data-src.
    const source = [attribute(tag, "src"), attribute(tag, "data-src"), attribute(tag, "data-lazy-src")].find(
      (value) => value && !value.startsWith("data:"),
    );
    if (source) return source;
  }
  return null;
}

type AttributeName = "src" | "data-src" | "data-lazy-src" | "width" | "height";
const attributePattern = (name: AttributeName) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");
const ATTRIBUTES: Record<AttributeName, RegExp> = {
  src: attributePattern("src"),
  "data-src": attributePattern("data-src"),
  "data-lazy-src": attributePattern("data-lazy-src"),
  width: attributePattern("width"),
  height: attributePattern("height"),
};

function attribute(tag: string, name: AttributeName): string | null {
  const match = ATTRIBUTES[name].exec(tag);
  const value = match ? (match[1] ?? match[2] ?? match[3] ?? "") : "";
  return decodeAttributeEntities(value.trim()) || null;
}

/** URLs in attributes are written with &amp;; the few other entities seen in URLs are decoded too. */
function decodeAttributeEntities(value: string): string {
  return value.replace(/&(amp|#38|#x26|quot|#39|apos);/gi, (_entity, name: string) => (name === "quot" ? '"' : /39|apos/i.test(name) ? "'" : "&"));
}

function isTrackingPixel(tag: string): boolean {
  const width = attribute(tag, "width");
  const height = attribute(tag, "height");
  return (width === "1" || width === "0") && (height === "1" || height === "0");
}
