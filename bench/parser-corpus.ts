/**
 * bench/parser-corpus: the share of a feed-parser test corpus's simple
 * expectations that our parser meets (docs/decisions/004-feed-parser.md).
 * Files in the format of Universal Feed Parser's test suite: an XML comment
 * at the top with `Description:`, `Expect:` (a Python expression such as
 * `not bozo and entries[0]['title'] == 'Example'`) and optional `Header:`
 * lines. By default it reads our own cases (tests/fixtures/feeds/reader-cases);
 * `--dir` reads others, e.g. a checkout of that suite's tests/ folder.
 *
 *   npx tsx bench/parser-corpus.ts [--dir DIR]... [--verbose]
 *
 * A clause is simple when it compares one field we keep (the feed's title,
 * link, description and language; an item's title, link, text, guid and date)
 * with a literal; `bozo`, counts and fields we do not keep (authors,
 * enclosures, a detail's type or base) are left out. Each file is parsed as
 * served from http://127.0.0.1:8097/<its path under the corpus root> (the
 * suite's own test server), or from its Content-Location header. Our text is
 * plain: an expected value is met when it equals ours as written or, when it
 * looks like HTML (an end tag, a reference), as the text a browser shows for
 * it (that suite keeps HTML in HTML constructs).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { decodeDocument } from "../src/feeds/charset.js";
import { cleanText } from "../src/feeds/clean-text.js";
import { parseFeed } from "../src/feeds/parse/parse-feed.js";
import type { ParsedFeed } from "../src/feeds/types.js";

const DEFAULT_DIR = new URL("../tests/fixtures/feeds/reader-cases/", import.meta.url).pathname;
const SERVER = "http://127.0.0.1:8097/";

const { values } = parseArgs({ options: { dir: { type: "string", multiple: true }, verbose: { type: "boolean", default: false } } });
const roots = values.dir?.length ? values.dir : [DEFAULT_DIR];

type Field = "title" | "link" | "description" | "language" | "guid" | "summary" | "date" | "count";
interface Check { where: "feed" | number; field: Field; expected: string | number }
interface Outcome { file: string; met: number; checks: number; misses: string[] }

const FEED_KEYS: Record<string, Field> = {
  title: "title", title_detail: "title", link: "link", links: "link", description: "description",
  description_detail: "description", subtitle: "description", subtitle_detail: "description", tagline: "description",
  tagline_detail: "description", language: "language",
};
const ENTRY_KEYS: Record<string, Field> = {
  title: "title", title_detail: "title", link: "link", links: "link", summary: "summary", summary_detail: "summary",
  description: "summary", description_detail: "summary", content: "summary", id: "guid", guid: "guid",
  published: "date", updated: "date", modified: "date", issued: "date", created: "date",
};

const outcomes: Outcome[] = [];
for (const root of roots) {
  for (const file of xmlFiles(root)) outcomes.push(run(root, file));
}
report(outcomes);

function xmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return xmlFiles(full);
      return name.endsWith(".xml") || name.endsWith(".rdf") ? [full] : [];
    });
}

function run(root: string, file: string): Outcome {
  const bytes = new Uint8Array(readFileSync(file));
  const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
  const relative = path.relative(path.dirname(path.resolve(root)), file).split(path.sep).join("/");
  const headers = new Map([...head.matchAll(/^\s*Header:\s*([\w-]+):\s*(.*?)\s*$/gim)].map((match) => [match[1]!.toLowerCase(), match[2]!]));
  const expect = /^\s*Expect:\s*(.*?)\s*$/im.exec(head)?.[1] ?? "";
  const checks = expect ? toChecks(expect) : [];
  const outcome: Outcome = { file: relative, met: 0, checks: checks.length, misses: [] };
  if (!checks.length) return outcome;
  const documentUrl = new URL(relative, SERVER).href;
  const feedUrl = headers.has("content-location") ? new URL(headers.get("content-location")!, documentUrl).href : documentUrl;
  let feed: ParsedFeed;
  try {
    feed = parseFeed(decodeDocument(bytes, headers.get("content-type") ?? null, "xml"), feedUrl);
  } catch (error) {
    outcome.misses.push(`${(error as Error).message}`);
    return outcome;
  }
  for (const check of checks) {
    const actual = valueOf(feed, check);
    if (meets(actual, check)) outcome.met++;
    else outcome.misses.push(`${check.where === "feed" ? "feed" : `items[${check.where}]`}.${check.field}: got ${JSON.stringify(actual)}, want ${JSON.stringify(check.expected)}`);
  }
  return outcome;
}

/** The simple clauses of an Expect line; a clause we cannot map is left out. */
function toChecks(expression: string): Check[] {
  return splitTopLevel(expression, " and ").flatMap((clause) => {
    const parts = splitTopLevel(clause.trim(), "==").map((part) => part.trim());
    if (parts.length < 2) return [];
    const literal = parseLiteral(parts[parts.length - 1]!);
    if (literal === null) return [];
    return parts.slice(0, -1).flatMap((left) => {
      const target = parseTarget(left);
      return target ? [{ ...target, expected: literal }] : [];
    });
  });
}

/** Splits on a separator outside quotes and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** feed['title'], feed.title, entries[0]['title_detail']['value'], entries[0]['links'][0]['href'], len(entries). */
function parseTarget(text: string): Omit<Check, "expected"> | null {
  if (text === "len(entries)") return { where: "feed", field: "count" };
  const match = /^(feed|entries\[(\d+)\])((?:\[(?:'[^']*'|"[^"]*"|\d+)\]|\.\w+)+)$/.exec(text);
  if (!match) return null;
  const keys = [...match[3]!.matchAll(/\[(?:'([^']*)'|"([^"]*)"|(\d+))\]|\.(\w+)/g)].map((key) => key[1] ?? key[2] ?? key[3] ?? key[4]!);
  const table = match[1] === "feed" ? FEED_KEYS : ENTRY_KEYS;
  const field = table[keys[0]!];
  if (!field) return null;
  const rest = keys.slice(1).join(".");
  // The value of a detail, of the first content or of the first link; nothing else of them.
  const allowed = keys[0] === "links" ? rest === "0.href" : keys[0] === "content" ? rest === "0.value" : keys[0]!.endsWith("_detail") ? rest === "value" : rest === "";
  if (!allowed) return null;
  return { where: match[2] === undefined ? "feed" : Number(match[2]), field };
}

/** A Python string or integer literal; null for anything else. */
function parseLiteral(text: string): string | number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const match = /^([rRuUbB]{0,2})(['"])([\s\S]*)\2$/.exec(text);
  if (!match) return null;
  const [, prefix, , body] = match;
  if (/r/i.test(prefix!)) return body!;
  return body!.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[\\'"ntr])/g, (_all, escape: string) => {
    if (/^[xuU]/.test(escape)) return String.fromCodePoint(parseInt(escape.slice(1), 16));
    return { n: "\n", t: "\t", r: "\r" }[escape] ?? escape;
  });
}

function valueOf(feed: ParsedFeed, check: Check): string | number | null {
  if (check.field === "count") return feed.items.length;
  if (check.where === "feed") {
    const field = check.field as "title" | "link" | "description" | "language";
    return feed[field] ?? null;
  }
  const item = feed.items[check.where];
  if (!item) return null;
  if (check.field === "date") return item.publishedAt?.toISOString() ?? null;
  return item[check.field as "title" | "link" | "summary" | "guid"] ?? null;
}

function meets(actual: string | number | null, check: Check): boolean {
  if (typeof check.expected === "number") return actual === check.expected;
  const expected = check.expected;
  if (check.field === "date") return actual !== null && new Date(expected).getTime() === new Date(String(actual)).getTime();
  if (check.field === "link") return actual === absolute(expected);
  // Empty expected text is met by nothing at all as well (we keep no empty description).
  const ours = flat(actual === null ? "" : String(actual));
  return ours === flat(expected) || (looksLikeHtml(expected) && ours === flat(cleanText(expected)));
}

/** The suite gives HTML for HTML constructs, which then has an end tag or a reference; "a <b> c" is text. */
function looksLikeHtml(text: string): boolean {
  return /<\/[A-Za-z][\w:-]*\s*>|&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/.test(text);
}

function absolute(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** One line with single spaces: paragraphs and no-break spaces are layout, not content. */
function flat(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function report(all: Outcome[]): void {
  const counted = all.filter((outcome) => outcome.checks > 0);
  const met = counted.reduce((sum, outcome) => sum + outcome.met, 0);
  const checks = counted.reduce((sum, outcome) => sum + outcome.checks, 0);
  const byFolder = new Map<string, { met: number; checks: number }>();
  for (const outcome of counted) {
    const folder = path.dirname(outcome.file);
    const row = byFolder.get(folder) ?? { met: 0, checks: 0 };
    row.met += outcome.met;
    row.checks += outcome.checks;
    byFolder.set(folder, row);
  }
  for (const [folder, row] of [...byFolder].sort()) console.log(`${folder.padEnd(40)} ${row.met}/${row.checks}`);
  if (values.verbose) {
    for (const outcome of counted.filter((entry) => entry.misses.length)) console.log(`MISS ${outcome.file}\n  ${outcome.misses.join("\n  ")}`);
  }
  console.log(`files: ${all.length}, with simple expectations: ${counted.length}`);
  console.log(`expectations met: ${met}/${checks} (${((100 * met) / Math.max(checks, 1)).toFixed(1)} %)`);
}
