import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoHost, type DemoHost } from "../../../scripts/demo-host.js";
import { decodeDocument } from "../../feeds/charset.js";
import { extractArticle } from "../../feeds/extract/extract-article.js";
import { createFetcher, type Fetcher } from "../../feeds/fetch/fetcher.js";
import { parseFetchedFeed } from "../../feeds/parse-fetched-feed.js";
import { stopFeedPool } from "../../feeds/pool/feed-pool.js";
import { prepareArticle } from "../../feeds/prepare-article.js";
import { FeedError } from "../../feeds/types.js";
import { articleText } from "../article-text.js";
import { analyzeArticleLocally } from "./analyze-article.js";
import { buildCorpusStats } from "./corpus-stats.js";
import { gluedJoins } from "./summarize-glued-joins.js";

/**
 * Every article of the corpus (tests/fixtures/feeds/**, tests/fixtures/pages/**)
 * and of the demo (demo/: its feeds, and its pages), imported as a sync
 * imports them (the feeds and pages served by the demo's host, pages scraped
 * when the feed's text is short) and summarised by the local analyzer: no
 * heading, caption or byline is glued onto a sentence, in the text or in the
 * summary a reader sees on the card (issue 26).
 */
const root = path.resolve(import.meta.dirname, "../../..");
const feedsDir = path.join(root, "tests", "fixtures", "feeds");
const pagesDir = path.join(root, "tests", "fixtures", "pages");
const demoDir = path.join(root, "demo");
const NOW = new Date("2026-11-21T12:00:00Z");

interface Imported {
  /** Where it came from: the feed's or page's path. */
  origin: string;
  title: string;
  text: string;
  /** The document the text was read from, to tell joins the publisher wrote from ours. */
  source: string;
  italian: boolean;
  url: string;
}

const ITALIAN_WORDS = new Set(["il", "la", "di", "che", "e", "è", "per", "un", "una", "del", "della", "non", "in", "con", "le", "gli", "nel", "sono", "al", "alla"]);
/** The check knows Italian function words; the encoding fixtures hold English, German and French text too. */
function looksItalian(language: string | null, text: string): boolean {
  if (language) return language.toLowerCase().startsWith("it");
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return words.filter((word) => ITALIAN_WORDS.has(word)).length >= words.length * 0.1;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

let host: DemoHost;
let fetcher: Fetcher;
const imported: Imported[] = [];

/** A feed from the demo's host, each item prepared as a sync prepares it (scraping its page when the text is short). */
async function importFeed(urlPath: string): Promise<void> {
  const document = await fetcher.fetch(`${host.origin}${urlPath}`).catch(() => null);
  if (!document || document.notModified) return;
  let feed;
  try {
    feed = parseFetchedFeed(document, NOW);
  } catch {
    return; // The formats folder holds broken and non-feed files on purpose.
  }
  const feedSource = decodeDocument(document.body, document.contentType, "xml");
  for (const item of feed.items) {
    const article = await prepareArticle(fetcher, item, { scrape: true, now: NOW });
    if (!article) continue;
    const source = article.content_extraction_method === "scraping" ? await pageSource(article.source_url) : feedSource;
    imported.push({ origin: urlPath, title: article.title, text: article.content_original, source, italian: looksItalian(feed.language, article.content_original), url: article.source_url });
  }
}

async function pageSource(url: string): Promise<string> {
  const page = await fetcher.fetch(url);
  return page.notModified ? "" : decodeDocument(page.body, page.contentType, "html");
}

/** A page read as the scraper reads it. */
function importPage(origin: string, html: string, url: string): void {
  const article = extractArticle(html, url);
  if (article) imported.push({ origin, title: article.title ?? origin, text: article.text, source: html, italian: true, url });
}

beforeAll(async () => {
  // The repository's saved feeds only: the product never reads the workspace beside it.
  host = await startDemoHost({ root: demoDir, corpusDirs: [feedsDir] });
  const local = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: false, ssrfExemptAddresses: ["127.0.0.1"] });
  // Offline, as the demo is: the corpus feeds link to publishers' real pages, which must not be fetched.
  fetcher = {
    fetch: (url, options) => (url.startsWith(`${host.origin}/`) ? local.fetch(url, options) : Promise.reject(new FeedError("dns", `offline: ${url}`))),
    close: () => local.close(),
  };
  const sources = JSON.parse(readFileSync(path.join(demoDir, "sources.json"), "utf8")) as { feeds: Array<{ path: string }> };
  for (const feed of sources.feeds) await importFeed(feed.path);
  for (const file of filesUnder(feedsDir).filter((name) => /\.(xml|rdf|json)$/.test(name))) await importFeed(`/corpus/${path.relative(feedsDir, file)}`);
  for (const file of readdirSync(pagesDir).filter((name) => name.endsWith(".html"))) {
    importPage(`pages/${file}`, decodeDocument(readFileSync(path.join(pagesDir, file)), null, "html"), `https://pagine.example/${file}`);
  }
  // The demo's pages, also those whose feed carries the full text and so is never scraped.
  for (const publisher of readdirSync(path.join(demoDir, "pages"))) {
    for (const file of readdirSync(path.join(demoDir, "pages", publisher)).filter((name) => name.endsWith(".html") && name !== "index.html")) {
      const html = readFileSync(path.join(demoDir, "pages", publisher, file), "utf8").replaceAll("{{BASE}}", host.origin);
      importPage(`demo/pages/${publisher}/${file}`, html, `${host.origin}/pages/${publisher}/${file}`);
    }
  }
}, 120_000);

afterAll(async () => {
  await fetcher?.close();
  await host?.close();
  await stopFeedPool();
});

/** A join whose words stand side by side in the publisher's own document is the publisher's text, not our flattening. */
function writtenSo(join: string, source: string): boolean {
  const [first, second] = join.split(" ");
  const escape = (word: string) => word!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[\\s>;])${escape(first!)}\\s+${escape(second!)}(?=\\s)`, "u").test(source);
}

let summarised: Array<Imported & { summary: string }> | undefined;

/** The local analyzer's summary of each Italian article, from what analyzers read of it once stored (made once). */
function summaries(): Array<Imported & { summary: string }> {
  summarised ??= summarise(imported.filter((article) => article.italian));
  return summarised;
}

function summarise(articles: readonly Imported[]): Array<Imported & { summary: string }> {
  const stats = buildCorpusStats(articles.map((article) => `${article.title} ${article.text}`));
  return articles.map((article) => {
    const text = articleText({
      id: article.url,
      title: article.title,
      source_name: article.origin,
      content_original: article.text,
      content_summary: null,
      source_url: article.url,
      source_categories: [],
      feed_name: null,
      feed_default_category: null,
      feed_summary_max_chars: null,
      tdm_reserved: false,
      published_at: NOW,
    });
    return { ...article, summary: analyzeArticleLocally(text, stats).summary };
  });
}

describe("the corpus and the demo, imported and summarised", () => {
  it("reads every feed and page", () => {
    expect(imported.filter((article) => article.origin.startsWith("/feeds/")).length).toBeGreaterThanOrEqual(58);
    expect(imported.filter((article) => article.origin.startsWith("/corpus/it/")).length).toBeGreaterThanOrEqual(40);
    expect(imported.filter((article) => article.origin.startsWith("pages/")).length).toBeGreaterThanOrEqual(11);
    expect(imported.filter((article) => article.origin.startsWith("demo/pages/")).length).toBeGreaterThanOrEqual(58);
  });

  it("glues no heading, caption or byline onto a sentence, in the text or in the summary", () => {
    const ours = summaries().flatMap((article) => {
        const joins = [...article.text.split("\n\n").flatMap(gluedJoins), ...gluedJoins(article.summary)];
        return joins.filter((join) => !writtenSo(join, article.source)).map((join) => `${article.origin}: ${join}`);
      });
    expect(ours).toEqual([]);
  });

  it("keeps captions and photo credits out of every summary", () => {
    const credited = summaries().filter((article) => /\b(?:Foto|Photo|Credits?)\s*:|\((?:ANSA|Foto\b[^)]*)\)|©/u.test(article.summary));
    expect(credited.map((article) => `${article.origin}: ${article.summary}`)).toEqual([]);
  });
});
