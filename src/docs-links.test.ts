import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: code, tests and docs cite docs/product.md
 * and docs/decisions.md, never documents outside the repository that a clone
 * does not have, and every `docs/…md#anchor` they cite names a real heading.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCANNED = ["src", "tests", "scripts", "bench", "drizzle", "docs"];
const SKIPPED_DIRS = new Set(["node_modules", ".git", "build", "test-results", "playwright-report"]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sql|css|json|sh)$/;
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Citations of the product documents kept outside the repository. */
const OUTSIDE_DOCUMENTS = [/\bSPEC\b/, /\b(DECISIONS|ARCHITECTURE|CONVENTIONS)\.md\b/, /\/work\/shared\b/];
/** A relative path into a `shared` folder, checked against the tree below. */
const SHARED_PATH = /((?:\.\.\/)+)shared\b(?:\/([\w.-]+))?/g;
/** The optional corpus beside the repository, which the demo and the benchmarks may read when it is there. */
const OPTIONAL_CORPUS = /\.\.\/shared\/corpus\b/;
const CORPUS_USERS = ["scripts/", "bench/"];

function listFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...listFiles(path));
    } else if (TEXT_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

interface Line {
  file: string;
  number: number;
  text: string;
}

function scannedLines(): Line[] {
  const lines: Line[] = [];
  for (const top of SCANNED) {
    const directory = join(ROOT, top);
    if (!existsSync(directory)) continue;
    for (const path of listFiles(directory)) {
      const file = relative(ROOT, path).split(sep).join("/");
      if (file === THIS_FILE.split(sep).join("/")) continue;
      readFileSync(path, "utf8")
        .split("\n")
        .forEach((text, index) => lines.push({ file, number: index + 1, text }));
    }
  }
  return lines;
}

/** Whether a `../shared/x` path in a file leads to a file of this repository (an import of src/shared), not beside it. */
function sharedPathInsideRepository(file: string, dots: string, entry: string | undefined): boolean {
  const folder = resolve(ROOT, dirname(file), dots, "shared");
  if (!folder.startsWith(ROOT + sep) || !existsSync(folder) || !statSync(folder).isDirectory()) return false;
  if (!entry) return true;
  // Imports name the compiled file ("errors.js") or no extension at all.
  const base = entry.replace(/\.js$/, "");
  return [entry, `${base}.ts`, `${base}.tsx`].some((name) => existsSync(join(folder, name)));
}

/** Files whose import paths belong to code snippets placed elsewhere in the tree, not to the file itself. */
const SNIPPET_FILES = ["src/lint-boundaries.test.ts"];

function citesOutsideDocument(line: Line): boolean {
  if (OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(line.text))) return true;
  if (SNIPPET_FILES.includes(line.file)) return false;
  if (OPTIONAL_CORPUS.test(line.text) && CORPUS_USERS.some((prefix) => line.file.startsWith(prefix))) return false;
  return [...line.text.matchAll(SHARED_PATH)].some((match) => !sharedPathInsideRepository(line.file, match[1]!, match[2]));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor of a markdown file, with GitHub's -1, -2 suffixes for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Citation {
  from: string;
  doc: string;
  anchor: string;
}

/** `docs/x.md#anchor` anywhere, and relative `(x.md#anchor)` / `(#anchor)` links inside docs/. */
function citations(lines: Line[], readme: Line[]): Citation[] {
  const found: Citation[] = [];
  for (const line of [...lines, ...readme]) {
    const from = `${line.file}:${line.number}`;
    for (const match of line.text.matchAll(/\bdocs\/([\w./-]+?\.md)#([\w-]+)/g)) {
      found.push({ from, doc: `docs/${match[1]}`, anchor: match[2]! });
    }
    if (!line.file.endsWith(".md")) continue;
    for (const match of line.text.matchAll(/\]\(([\w./-]*?\.md)?#([\w-]+)\)/g)) {
      const doc = match[1] ? relative(ROOT, resolve(ROOT, dirname(line.file), match[1])).split(sep).join("/") : line.file;
      found.push({ from, doc, anchor: match[2]! });
    }
  }
  return found;
}

describe("the repository explains itself", () => {
  const lines = scannedLines();

  it("cites no document outside the repository (only the demo and benchmarks may read the optional corpus)", () => {
    const offending = lines.filter(citesOutsideDocument).map((line) => `${line.file}:${line.number}: ${line.text.trim()}`);
    expect(offending).toEqual([]);
  });

  it("points every docs/…md#anchor at a heading that exists", () => {
    const readmePath = join(ROOT, "README.md");
    const readme = existsSync(readmePath)
      ? readFileSync(readmePath, "utf8")
          .split("\n")
          .map((text, index) => ({ file: "README.md", number: index + 1, text }))
      : [];
    const anchors = new Map<string, Set<string> | null>();
    const broken = citations(lines, readme).filter(({ doc, anchor }) => {
      if (!anchors.has(doc)) {
        const path = join(ROOT, doc);
        anchors.set(doc, existsSync(path) ? anchorsOf(readFileSync(path, "utf8")) : null);
      }
      return !anchors.get(doc)?.has(anchor);
    });
    expect(broken.map(({ from, doc, anchor }) => `${from}: ${doc}#${anchor}`)).toEqual([]);
  });

  it("lists every ADR in the index of docs/decisions.md", () => {
    const index = readFileSync(join(ROOT, "docs/decisions.md"), "utf8");
    const adrs = readdirSync(join(ROOT, "docs/decisions")).filter((name) => name.endsWith(".md"));
    expect(adrs.length).toBeGreaterThan(0);
    expect(adrs.filter((name) => !index.includes(`(decisions/${name})`))).toEqual([]);
  });

  it.each([
    ["Feed RSS", "feed-rss"],
    ["Foundations (issue 11)", "foundations-issue-11"],
    ["405 and Allow", "405-and-allow"],
    ["`GET /api/admin/automation`", "get-apiadminautomation"],
    ["Diagnostica Sistema", "diagnostica-sistema"],
  ])("turns the heading %j into the anchor %j, as GitHub does", (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});
