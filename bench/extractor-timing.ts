/**
 * linkedom against jsdom under Readability, on the same pipeline
 * (extractArticleFromDocument): time per page and whether the two DOMs give
 * the same article. Numbers go into docs/decisions/005-article-extraction.md.
 *
 *   npx tsx bench/extractor-timing.ts [--runs N]
 *
 * Pages: tests/fixtures/pages/*.html, the saved real HTML pages of
 * tests/fixtures/feeds/encoding/ (plus any more in the workspace's
 * ../shared/corpus/feeds/encoding/, when it is beside the repository) and synthetic big pages:
 * a heavy page (1.5 MB of inline JSON, 300 teaser links) and very long texts,
 * which extractArticleFromDocument cuts at 500,000 characters on both DOMs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { decodeDocument } from "../src/feeds/charset.js";
import { extractArticle, extractArticleFromDocument } from "../src/feeds/extract/extract-article.js";
import type { ExtractedArticle } from "../src/feeds/types.js";

interface Page {
  name: string;
  url: string;
  html: string;
}

const ROOT = new URL("../", import.meta.url);
const runsFlag = process.argv.indexOf("--runs");
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 20;

function pagesIn(directory: URL, urlBase: string): Page[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => ({
      name: file,
      url: `${urlBase}${file}`,
      html: decodeDocument(readFileSync(new URL(file, directory)), null, "html"),
    }));
}

function newsPortal(pages: Page[]): string {
  return pages.find((page) => page.name === "news-portal-cronaca.html")!.html;
}

/** A very long article: the news portal's text block repeated until the page weighs about `bytes`. */
function longText(pages: Page[], bytes: number): Page {
  const source = newsPortal(pages);
  const [, open, body, close] = source.match(/(<div class="testo-articolo"[^>]*>)([\s\S]*?)(<\/div>\s*<div class="box-newsletter">)/)!;
  const copies = Math.ceil(bytes / body!.length);
  return {
    name: `long text ${(bytes / 1e6).toFixed(2)} MB`,
    url: "https://www.quotidianodelborgo.example/cronaca/lungo/",
    html: source.replace(`${open}${body}${close}`, () => `${open}${body!.repeat(copies)}${close}`),
  };
}

/** A heavy real-world shape: the news portal with 1.5 MB of inline JSON state and 300 teaser links. */
function heavyPage(pages: Page[]): Page {
  const state = JSON.stringify({ props: Array.from({ length: 6000 }, (_, id) => ({ id, title: "Titolo di un articolo correlato", body: "x".repeat(200) })) });
  const teasers = Array.from({ length: 300 }, (_, id) => `<li><a href="/cronaca/${id}/">Notizia correlata numero ${id} della valle</a></li>`).join("");
  const html = newsPortal(pages)
    .replace("</head>", () => `<script id="__NEXT_DATA__" type="application/json">${state}</script></head>`)
    .replace('<aside class="colonna-destra">', () => `<aside class="colonna-destra"><ul class="elenco">${teasers}</ul>`);
  return { name: "heavy page (scripts, teasers)", url: "https://www.quotidianodelborgo.example/cronaca/pesante/", html };
}

function withJsdom(page: Page): ExtractedArticle | null {
  const dom = new JSDOM(page.html, { url: page.url });
  try {
    return extractArticleFromDocument(dom.window.document, page.url);
  } finally {
    dom.window.close();
  }
}

function withLinkedom(page: Page): ExtractedArticle | null {
  return extractArticle(page.html, page.url);
}

/** Median milliseconds of `runs` runs after two warm-up runs. */
function time(run: () => unknown, runs: number): number {
  run();
  run();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** Share of the paragraphs of `a` also found in `b`: 1 when the texts hold the same paragraphs. */
function paragraphOverlap(a: string, b: string): number {
  const ours = a.split("\n\n");
  const theirs = new Set(b.split("\n\n"));
  return ours.filter((paragraph) => theirs.has(paragraph)).length / Math.max(1, ours.length);
}

function describe(article: ExtractedArticle | null): string {
  return article ? `${article.wordCount} w` : "null";
}

const fixtures = pagesIn(new URL("tests/fixtures/pages/", ROOT), "https://pagine.example/");
const savedPages = pagesIn(new URL("tests/fixtures/feeds/encoding/", ROOT), "https://corpus.example/");
const workspaceCorpus = new URL("../shared/corpus/feeds/encoding/", ROOT);
const corpus = [...savedPages, ...pagesIn(workspaceCorpus, "https://corpus.example/").filter((page) => !savedPages.some((saved) => saved.name === page.name))];
const pages = [...fixtures, ...corpus, heavyPage(fixtures), longText(fixtures, 0.25e6), longText(fixtures, 1e6), longText(fixtures, 5e6)];

console.log(`Readability 0.6.0, ${RUNS} runs per page (median), Node ${process.version}`);
console.log(existsSync(workspaceCorpus) ? "" : `(no workspace corpus at ${fileURLToPath(workspaceCorpus)}: the repository's saved pages only)\n`);
console.log("| page | KB | linkedom ms | jsdom ms | jsdom/linkedom | linkedom | jsdom | same text | paragraphs shared | same title | same image | same date |");
console.log("|---|---:|---:|---:|---:|---:|---:|---|---:|---|---|---|");

let linkedomTotal = 0;
let jsdomTotal = 0;
let identical = 0;
for (const page of pages) {
  const big = page.html.length > 500_000;
  const runs = big ? Math.min(RUNS, 3) : RUNS;
  const linkedomMs = time(() => withLinkedom(page), runs);
  const jsdomMs = time(() => withJsdom(page), runs);
  const a = withLinkedom(page);
  const b = withJsdom(page);
  const sameText = (a?.text ?? null) === (b?.text ?? null);
  if (!big) {
    linkedomTotal += linkedomMs;
    jsdomTotal += jsdomMs;
    if (sameText && a?.title === b?.title) identical += 1;
  }
  console.log(
    [
      page.name,
      (Buffer.byteLength(page.html) / 1024).toFixed(0),
      linkedomMs.toFixed(1),
      jsdomMs.toFixed(1),
      `${(jsdomMs / linkedomMs).toFixed(1)}x`,
      describe(a),
      describe(b),
      sameText ? "yes" : "no",
      a && b ? `${Math.round(paragraphOverlap(a.text, b.text) * 100)}%` : "-",
      a?.title === b?.title ? "yes" : `no: ${JSON.stringify(a?.title)} / ${JSON.stringify(b?.title)}`,
      a?.image === b?.image ? "yes" : `no: ${a?.image} / ${b?.image}`,
      a?.publishedAt?.getTime() === b?.publishedAt?.getTime() ? "yes" : "no",
    ].join(" | ").replace(/^/, "| ").concat(" |"),
  );
}
const small = pages.filter((page) => page.html.length <= 500_000).length;
console.log(
  `\nPages under 500 KB: ${small}; same text and title on both DOMs: ${identical}. ` +
    `Sum of medians: linkedom ${linkedomTotal.toFixed(1)} ms, jsdom ${jsdomTotal.toFixed(1)} ms (${(jsdomTotal / linkedomTotal).toFixed(1)}x).`,
);
