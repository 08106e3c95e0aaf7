/**
 * The image that represents a page: what the publisher chose for social
 * cards (og:image, twitter:image), else the first real image of the article.
 */
import { parseHtmlDocument, resolveUrl } from "./parse-html.js";

// In order of preference; og:image:secure_url is the https twin some CMSs add.
const META_IMAGE_SELECTORS = [
  'meta[property="og:image"]',
  'meta[property="og:image:url"]',
  'meta[property="og:image:secure_url"]',
  'meta[name="twitter:image"]',
  'meta[name="twitter:image:src"]',
  'meta[property="twitter:image"]',
  'link[rel="image_src"]',
];

/** The page's og:image (or twitter:image), absolute. */
export function findPageImage(html: string, pageUrl: string): string | null {
  try {
    return metaImage(parseHtmlDocument(html, pageUrl), pageUrl);
  } catch {
    return null;
  }
}

/** The og:image / twitter:image declared in a parsed page, as an absolute URL. */
export function metaImage(document: Document, pageUrl: string): string | null {
  const base = document.baseURI || pageUrl;
  for (const selector of META_IMAGE_SELECTORS) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const value = element.getAttribute("content") ?? element.getAttribute("href");
      const url = value ? imageUrl(value, base, pageUrl) : null;
      if (url) return url;
    }
  }
  return null;
}

/** The first image in the article content that is not a tracking pixel or a placeholder. */
export function leadImage(content: Element, pageUrl: string): string | null {
  return firstImage(Array.from(content.querySelectorAll("img")), content.ownerDocument.baseURI || pageUrl, pageUrl);
}

/**
 * The photo of the page's <article> (or of a <figure> in <main>), read before
 * Readability: pages often put it just outside the text block Readability keeps.
 */
export function figureImage(document: Document, pageUrl: string): string | null {
  const images = Array.from(document.querySelectorAll("article img, main figure img, [itemprop='articleBody'] img"));
  return firstImage(images, document.baseURI || pageUrl, pageUrl);
}

function firstImage(images: Element[], base: string, pageUrl: string): string | null {
  for (const image of images) {
    if (isTiny(image.getAttribute("width")) || isTiny(image.getAttribute("height"))) continue;
    if (NOT_A_PHOTO.test(`${image.getAttribute("class") ?? ""} ${image.getAttribute("src") ?? ""}`)) continue;
    const src = imageSource(image);
    const url = src ? imageUrl(src, base, pageUrl) : null;
    if (url) return url;
  }
  return null;
}

const NOT_A_PHOTO = /logo|avatar|icon|sprite|spacer|pixel/i;

// Lazy loaders keep the real address in data-* and a placeholder (often a data: GIF) in src.
const LAZY_ATTRIBUTES = ["data-src", "data-lazy-src", "data-original", "data-url"];

function imageSource(image: Element): string | null {
  const src = image.getAttribute("src")?.trim();
  if (src && !src.startsWith("data:")) return src;
  for (const attribute of LAZY_ATTRIBUTES) {
    const value = image.getAttribute(attribute)?.trim();
    if (value) return value;
  }
  return firstSrcsetUrl(image.getAttribute("srcset") ?? image.getAttribute("data-srcset"));
}

function isTiny(size: string | null): boolean {
  const pixels = size ? Number.parseInt(size, 10) : Number.NaN;
  return Number.isFinite(pixels) && pixels < 50;
}

function firstSrcsetUrl(srcset: string | null): string | null {
  return srcset?.trim().split(/\s+/)[0] || null;
}

/**
 * An absolute image URL, or null. Only http(s), or file: when the page itself
 * is a file (the CLI): a data: placeholder or a javascript: URL is no image.
 */
function imageUrl(value: string, base: string, pageUrl: string): string | null {
  const url = resolveUrl(value, base);
  if (!url) return null;
  const protocol = new URL(url).protocol;
  return protocol === "http:" || protocol === "https:" || (protocol === "file:" && pageUrl.startsWith("file:")) ? url : null;
}
