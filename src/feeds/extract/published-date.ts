/**
 * When an article was published, from what its page declares: the Open Graph
 * article:published_time, schema.org datePublished in JSON-LD, or a
 * <time datetime> in the article. A visible "15 aprile 2024" is not parsed:
 * pages that only show prose dates get null, and the feed's date stands.
 */
import { romeWallTime } from "../../shared/dates.js";

const META_DATE_SELECTORS = [
  'meta[property="article:published_time"]',
  'meta[name="article:published_time"]',
  'meta[property="og:article:published_time"]',
  'meta[itemprop="datePublished"]',
  'meta[name="parsely-pub-date"]',
  'meta[name="DC.date.issued"]',
];

// Readability removes page headers, where the <time> of a post often sits, so
// this one is read before Readability runs; the content's own <time> comes after.
const ARTICLE_TIME_SELECTOR = "article time[datetime], time[itemprop='datePublished'][datetime], time[pubdate][datetime]";

/** The publication date the page's metadata declares (meta, JSON-LD, <time> in an <article>), read before Readability alters the page. */
export function declaredPublishedDate(document: Document): Date | null {
  for (const selector of META_DATE_SELECTORS) {
    for (const meta of Array.from(document.querySelectorAll(selector))) {
      const date = parseDate(meta.getAttribute("content"));
      if (date) return date;
    }
  }
  const fromJsonLd = jsonLdDatePublished(document);
  if (fromJsonLd) return fromJsonLd;
  return timeDate(document.querySelector(ARTICLE_TIME_SELECTOR));
}

/** The first <time datetime> inside the extracted article content. */
export function contentPublishedDate(content: Element): Date | null {
  return timeDate(content.querySelector("time[datetime]"));
}

function timeDate(time: Element | null): Date | null {
  return time ? parseDate(time.getAttribute("datetime")) : null;
}

const ARTICLE_TYPES = /Article|BlogPosting|Report|LiveBlogPosting/;

/** datePublished of the page's Article-like JSON-LD object, else of any object that has one. */
function jsonLdDatePublished(document: Document): Date | null {
  const candidates: { date: Date; isArticle: boolean }[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const date = typeof record.datePublished === "string" ? parseDate(record.datePublished) : null;
    if (date) candidates.push({ date, isArticle: ARTICLE_TYPES.test(String(record["@type"] ?? "")) });
    for (const child of Object.values(record)) visit(child, depth + 1);
  };
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      visit(JSON.parse(script.textContent ?? ""), 0);
    } catch {
      // Broken JSON-LD is common (trailing commas, raw newlines); the other sources still count.
    }
  }
  return (candidates.find((candidate) => candidate.isArticle) ?? candidates[0])?.date ?? null;
}

const NAIVE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/**
 * An ISO 8601 (or RFC 2822) date; one written without an offset is Italian
 * local time (Europe/Rome), as these publishers mean it, not the server's zone.
 */
export function parseDate(value: string | null | undefined): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const naive = NAIVE_DATE_TIME.exec(text);
  // V8 reads almost anything as a date ("0" is the year 2000): a year must be written out.
  const date = naive ? romeLocalTime(naive) : /\d{4}/.test(text) ? new Date(text) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  // "1970-01-01" and typos like "20240-..." are placeholders, not dates.
  return year < 1990 || year > 2100 ? null : date;
}

function romeLocalTime(match: RegExpExecArray): Date | null {
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  // Date.UTC rolls "2024-13-45" over into 2025; a date that does not exist is no date.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return romeWallTime(year, month, day, hour, minute, second);
}
