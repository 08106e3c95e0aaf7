/**
 * The article body a page declares in its JSON-LD (schema.org `articleBody` of
 * a NewsArticle, Article, BlogPosting...), as the best extractors read it: it
 * is the publisher's own text, without captions, share bars or teasers. Read
 * before Readability, which removes scripts.
 */
import { parseHTML } from "linkedom";
import { articleText } from "./article-text.js";

const ARTICLE_TYPES = /^(?:\w+)?(?:Article|BlogPosting|Report|NewsArticle|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|LiveBlogPosting)$/;

/** The `articleBody` of the page's JSON-LD article as plain text ("\n\n" between paragraphs), or null. */
export function jsonLdArticleBody(document: Document): string | null {
  let best: string | null = null;
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json" i]'))) {
    for (const node of nodesOf(parseJson(script.textContent ?? ""))) {
      const body = node.articleBody;
      if (!isArticle(node) || typeof body !== "string") continue;
      const text = bodyText(body);
      if (text && text.length > (best?.length ?? 0)) best = text;
    }
  }
  return best;
}

/** Whether the page calls itself an article (og:type or a JSON-LD article type): a page of teasers does not. */
export function declaresArticle(document: Document): boolean {
  const ogType = document.querySelector('meta[property="og:type"]')?.getAttribute("content") ?? "";
  if (/article/i.test(ogType)) return true;
  return Array.from(document.querySelectorAll('script[type="application/ld+json" i]')).some((script) =>
    nodesOf(parseJson(script.textContent ?? "")).some(isArticle),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Some CMSs leave raw newlines or a trailing comma: not worth repairing, the page text is there.
    return null;
  }
}

type JsonNode = Record<string, unknown>;

/** Every object of a JSON-LD value: arrays, @graph and mainEntity are walked (bounded depth). */
function nodesOf(value: unknown, depth = 0): JsonNode[] {
  if (depth > 4 || value === null || typeof value !== "object") return [];
  if (Array.isArray(value)) return value.flatMap((item) => nodesOf(item, depth + 1));
  const node = value as JsonNode;
  return [node, ...nodesOf(node["@graph"], depth + 1), ...nodesOf(node.mainEntity, depth + 1)];
}

function isArticle(node: JsonNode): boolean {
  const types = Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  return types.some((type) => typeof type === "string" && ARTICLE_TYPES.test(type));
}

/** articleBody is meant to be text, but some CMSs put HTML (or escaped HTML) in it. */
function bodyText(body: string): string {
  const trimmed = body.trim();
  if (!/<\/?[a-z][^>]*>|&[a-z#0-9]+;/i.test(trimmed)) {
    return trimmed
      .split(/\n\s*\n|\r?\n/)
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n\n");
  }
  const { document } = parseHTML(`<!DOCTYPE html><html><body><div>${trimmed.replace(/\r?\n\s*\r?\n/g, "<br><br>")}</div></body></html>`);
  return articleText(document.body as unknown as Node);
}
