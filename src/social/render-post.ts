import { articleUrl } from "../seo/site-pages.js";
import { CATEGORY_LABELS } from "../shared/labels.js";
import { cutAtWord } from "../shared/cut-at-word.js";
import { graphemes as split } from "../shared/graphemes.js";
import { postLength } from "./post-length.js";

/**
 * A post's text from its template (docs/product.md#social-media): {{title}},
 * {{url}} (our article page), {{category}} (its Italian label) and
 * {{source}}; any other {{name}} stays as typed. Cut to the platform's limit
 * at whole characters (graphemes), the title first with "…", then the rest;
 * the link is never cut.
 */

export interface PostArticle {
  id: string;
  title: string;
  category: string | null;
  source_name: string;
}

export interface RenderOptions {
  publicUrl: string;
  /** The longest text the platform takes (POST_LIMITS in social/platforms/post-limits.ts). */
  maxLength: number;
  /** X: every URL counts as this many characters, and characters are weighed as X weighs them. */
  urlLength?: number;
}

type Piece = { kind: "title" | "url" | "text"; value: string };

/** The template rendered and cut to options.maxLength; `link` is the article's page. */
export function renderPost(template: string, article: PostArticle, options: RenderOptions): { text: string; link: string } {
  const link = articleUrl(options.publicUrl, article.id);
  const pieces = parse(template, article, link);
  const measure = (text: string) => postLength(text, options.urlLength);
  const join = (title: string) => pieces.map((piece) => (piece.kind === "title" ? title : piece.value)).join("");

  const title = article.title.normalize("NFC").trim();
  if (measure(join(title)) <= options.maxLength) return { text: join(title), link };

  // 1. The title, shortened: the most graphemes that still fit, then "…".
  const fits = (count: number) => measure(join(shortened(title, count))) <= options.maxLength;
  if (fits(0)) {
    let low = 0;
    let high = candidates(title, options) - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle - 1;
    }
    return { text: join(shortened(title, low)), link };
  }
  // 2. Even "…" alone for a title is too long: without the title, the rest is cut from its end; the link stays whole.
  return { text: cutRest(pieces, measure, options.maxLength), link };
}

/**
 * How many of the title's graphemes could fit, without segmenting a
 * 60,000-character title (slow): every grapheme counts at least one UTF-16
 * unit, and on X a URL inside the title may count less than its length, hence the margin.
 */
function candidates(title: string, options: RenderOptions): number {
  const reach = options.urlLength === undefined ? options.maxLength : options.maxLength * 8;
  return split(title, reach + 1).length;
}

/**
 * `count` graphemes of `text`, then "…": whole characters (an accented letter or
 * an emoji with its modifiers is never split), cut at the limit rather than at a
 * word, since on a platform's limit every character counts.
 */
function shortened(text: string, count: number): string {
  return cutAtWord(text, count + 1, { unit: "graphemes", minShareAtWord: 1 });
}

function cutRest(pieces: Piece[], measure: (text: string) => number, maxLength: number): string {
  const parts = pieces.filter((piece) => piece.kind !== "title").map((piece) => ({ kind: piece.kind, whole: split(piece.value), text: piece.value }));
  const text = () => parts.map((part) => part.text).join("");
  for (let index = parts.length - 1; index >= 0 && measure(text()) > maxLength; index--) {
    const part = parts[index]!;
    if (part.kind === "url") continue;
    // The longest head of this part that fits, with "…" where it was cut; nothing when none does.
    const gap = /\s*$/u.exec(part.text)![0];
    const body = part.text.slice(0, part.text.length - gap.length);
    const head = (count: number) => (count === 0 ? "" : `${shortened(body, count)}${gap}`);
    let low = 0;
    let high = part.whole.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      part.text = head(middle);
      if (measure(text()) <= maxLength) low = middle;
      else high = middle - 1;
    }
    part.text = head(low);
  }
  return text().trim();
}

/** The template split into literal text and variables; unknown {{names}} stay literal. */
function parse(template: string, article: PostArticle, link: string): Piece[] {
  const values: Record<string, string> = {
    url: link,
    category: categoryLabel(article.category),
    source: article.source_name.normalize("NFC").trim(),
  };
  const pieces: Piece[] = [];
  let last = 0;
  const source = template.normalize("NFC");
  for (const match of source.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)) {
    const name = match[1]!;
    if (name !== "title" && !(name in values)) continue;
    pieces.push({ kind: "text", value: source.slice(last, match.index) });
    pieces.push(name === "title" ? { kind: "title", value: "" } : { kind: name === "url" ? "url" : "text", value: values[name]! });
    last = match.index + match[0].length;
  }
  pieces.push({ kind: "text", value: source.slice(last) });
  return pieces.filter((piece) => piece.kind !== "text" || piece.value !== "");
}

function categoryLabel(category: string | null): string {
  if (category === null) return "";
  return (CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}
