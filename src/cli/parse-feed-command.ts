/**
 * `npm run --silent cli -- parse-feed [--base URL] FILE...`: parses each saved
 * feed and prints one JSON line per file. Reads files only, never the network;
 * a file that fails gives `ok:false` and the run goes on.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { decodeDocument } from "../feeds/charset.js";
import { parseFeed } from "../feeds/parse/parse-feed.js";
import { FeedError, type ParsedFeed } from "../feeds/types.js";
import { parseFileArguments, writeLine } from "./file-command.js";

const USAGE = "Usage: npm run --silent cli -- parse-feed [--base URL] FILE...";

/** One output line; the same keys on success and failure so that `jq` needs no guards. */
export interface ParseFeedLine {
  file: string;
  ok: boolean;
  error?: string;
  feed: Pick<ParsedFeed, "title" | "link" | "description" | "language"> | null;
  items: Array<{
    guid: string | null;
    title: string;
    link: string | null;
    summary: string;
    publishedAt: string | null;
    image: string | null;
  }>;
}

/** Runs `parse-feed` on the files named in args, writing JSON lines to stdout; 0 even when some files fail, 1 on a usage error. */
export async function parseFeedCommand(args: string[]): Promise<number> {
  const parsed = parseFileArguments(args, "base");
  if (typeof parsed === "string") {
    process.stderr.write(`${parsed}\n${USAGE}\n`);
    return 1;
  }
  for (const file of parsed.files) {
    await writeLine(`${JSON.stringify(await parseFeedFile(file, parsed.url))}\n`);
  }
  return 0;
}

/** The JSON line for one file: its feed and items, or ok:false with the reason. */
export async function parseFeedFile(file: string, base: string | null): Promise<ParseFeedLine> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return failure(file, `Cannot read the file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const feedUrl = base ?? pathToFileURL(path.resolve(file)).href;
  try {
    const feed = parseFeed(decodeDocument(bytes, null, looksLikeJson(bytes) ? "json" : "xml"), feedUrl);
    return {
      file,
      ok: true,
      feed: { title: feed.title, link: feed.link, description: feed.description, language: feed.language },
      items: feed.items.map((item) => ({
        guid: item.guid,
        title: item.title,
        link: item.link,
        summary: item.summary,
        publishedAt: item.publishedAt?.toISOString() ?? null,
        image: item.image,
      })),
    };
  } catch (error) {
    if (error instanceof FeedError) return failure(file, `${error.reason}: ${error.message}`);
    throw error;
  }
}

/** A saved file has no Content-Type: a JSON Feed is told apart by its first character. */
function looksLikeJson(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0xef || byte === 0xbb || byte === 0xbf) continue;
    return byte === 0x7b || byte === 0x5b; // "{" or "["
  }
  return false;
}

function failure(file: string, error: string): ParseFeedLine {
  return { file, ok: false, error, feed: null, items: [] };
}
