/**
 * Article extraction quality on the labelled pages: shingle F1 (the public
 * article-extraction benchmark's measure, tests/helpers/shingle-f1.ts) of
 * plain Readability.js on jsdom (run as that benchmark runs it: `textContent`
 * of `new Readability(new JSDOM(html, { url }).window.document).parse()`)
 * beside our extractArticle, per page and averaged, on the tuning pages and
 * on the held-out pages (tests/helpers/labelled-pages.ts). The ceiling is the
 * label itself (F1 1.000). Speed: bench/extractor-timing.ts.
 *
 *   npx tsx bench/extractors.ts [--pages] [--held-out-only] [--unlabelled DIR]
 *
 * `--unlabelled DIR` adds any folder of saved HTML pages without labels (up to
 * 200, recursively): how many give no text with each, and how close our text
 * is to Readability's (shingle F1 taking Readability's text as the reference:
 * an agreement, not a quality figure).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readability } from "@mozilla/readability";
import { JSDOM } from "jsdom";
import { extractArticle } from "../src/feeds/extract/extract-article.js";
import { loadLabelledPages, type LabelledPage } from "../tests/helpers/labelled-pages.js";
import { averageScores, pageF1, scorePage, type PageScore } from "../tests/helpers/shingle-f1.js";

const showPages = process.argv.includes("--pages");
const unlabelledFlag = process.argv.indexOf("--unlabelled");
const unlabelledDir = unlabelledFlag > 0 ? process.argv[unlabelledFlag + 1] : undefined;
const heldOutOnly = process.argv.includes("--held-out-only");

function plainReadability(page: LabelledPage): string {
  const dom = new JSDOM(page.html, { url: page.url });
  try {
    return new Readability(dom.window.document).parse()?.textContent ?? "";
  } finally {
    dom.window.close();
  }
}

function ours(page: LabelledPage): string {
  return extractArticle(page.html, page.url)?.text ?? "";
}

interface Row {
  page: LabelledPage;
  readability: PageScore;
  ours: PageScore;
  readabilityEmpty: boolean;
  oursEmpty: boolean;
}

const rows: Row[] = loadLabelledPages()
  .filter((page) => !heldOutOnly || page.set === "held-out")
  .map((page) => {
    const plain = plainReadability(page);
    const mine = ours(page);
    return {
      page,
      readability: scorePage(page.truth, plain),
      ours: scorePage(page.truth, mine),
      readabilityEmpty: !plain.trim(),
      oursEmpty: !mine.trim(),
    };
  });

if (showPages) {
  console.log("| set | page | Readability.js F1 | ours F1 |");
  console.log("|---|---|---:|---:|");
  for (const row of rows) {
    console.log(`| ${row.page.set} | ${row.page.name} | ${pageF1(row.readability).toFixed(3)} | ${pageF1(row.ours).toFixed(3)} |`);
  }
  console.log("");
}

console.log("| set | pages | Readability.js F1 (P / R) | ours F1 (P / R) | ours / Readability | empty: Readability / ours |");
console.log("|---|---:|---|---|---:|---|");
for (const set of ["tuning", "held-out"] as const) {
  const inSet = rows.filter((row) => row.page.set === set);
  if (inSet.length === 0) continue;
  const plain = averageScores(inSet.map((row) => row.readability));
  const mine = averageScores(inSet.map((row) => row.ours));
  const format = (score: typeof plain) => `${score.f1.toFixed(3)} (${score.precision.toFixed(3)} / ${score.recall.toFixed(3)})`;
  console.log(
    `| ${set} | ${inSet.length} | ${format(plain)} | ${format(mine)} | ${(mine.f1 / plain.f1).toFixed(3)} | ` +
      `${inSet.filter((row) => row.readabilityEmpty).length} / ${inSet.filter((row) => row.oursEmpty).length} |`,
  );
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return htmlFiles(path);
      return entry.name.endsWith(".html") ? [path] : [];
    });
}

if (unlabelledDir) {
  const files = htmlFiles(unlabelledDir).slice(0, 200);
  let readabilityEmpty = 0;
  let oursEmpty = 0;
  let agreement = 0;
  for (const file of files) {
    const page: LabelledPage = { name: file, url: `https://unlabelled.example/${file.replace(/^\/+/, "")}`, html: readFileSync(file, "utf8"), truth: "", set: "tuning" };
    const plain = plainReadability(page);
    const mine = ours(page);
    if (!plain.trim()) readabilityEmpty += 1;
    if (!mine.trim()) oursEmpty += 1;
    agreement += pageF1(scorePage(plain, mine));
  }
  console.log(
    `\nUnlabelled pages in ${unlabelledDir}: ${files.length}; no text: Readability.js ${readabilityEmpty}, ours ${oursEmpty}; ` +
      `mean agreement with Readability.js's text ${(agreement / Math.max(1, files.length)).toFixed(3)}`,
  );
}
