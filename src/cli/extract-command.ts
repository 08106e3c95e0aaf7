/**
 * `npm run --silent cli -- extract [--url URL] FILE...`: extracts the article
 * of each saved HTML page and prints one JSON line per file. Reads files only,
 * never the network; a file that fails gives `ok:false` and the run goes on.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { decodeDocument } from "../feeds/charset.js";
import { extractArticle } from "../feeds/extract/extract-article.js";
import { parseFileArguments, writeLine } from "./file-command.js";

const USAGE = "Usage: npm run --silent cli -- extract [--url URL] FILE...";

/** One output line; the same keys on success and failure so that `jq` needs no guards. */
export interface ExtractLine {
  file: string;
  ok: boolean;
  error?: string;
  title: string | null;
  byline: string | null;
  text: string | null;
  image: string | null;
  publishedAt: string | null;
  wordCount: number;
}

/** Runs `extract` on the files named in args, writing JSON lines to stdout; 0 even when some files fail, 1 on a usage error. */
export async function extractCommand(args: string[]): Promise<number> {
  const parsed = parseFileArguments(args, "url");
  if (typeof parsed === "string") {
    process.stderr.write(`${parsed}\n${USAGE}\n`);
    return 1;
  }
  for (const file of parsed.files) {
    await writeLine(`${JSON.stringify(await extractFile(file, parsed.url))}\n`);
  }
  return 0;
}

/** The JSON line for one file: its article, or ok:false with the reason. */
export async function extractFile(file: string, pageUrl: string | null): Promise<ExtractLine> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return failure(file, `Cannot read the file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const url = pageUrl ?? pathToFileURL(path.resolve(file)).href;
  const article = extractArticle(decodeDocument(bytes, null, "html"), url);
  if (!article) return failure(file, "No readable article in the page");
  return {
    file,
    ok: true,
    title: article.title,
    byline: article.byline,
    text: article.text,
    image: article.image,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    wordCount: article.wordCount,
  };
}

function failure(file: string, error: string): ExtractLine {
  return { file, ok: false, error, title: null, byline: null, text: null, image: null, publishedAt: null, wordCount: 0 };
}
