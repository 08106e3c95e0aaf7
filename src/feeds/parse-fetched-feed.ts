import { decodeDocument } from "./charset.js";
import { parseFeed } from "./parse/parse-feed.js";
import type { FetchedDocument, ParsedFeed } from "./types.js";

/** JSON Feed by its content type, or by a body that opens with "{" (feeds are often served as text/plain). */
function looksLikeJson(body: Uint8Array, contentType: string | null): boolean {
  if (contentType && /json/i.test(contentType)) return true;
  const first = body.find((byte) => byte > 0x20 && byte !== 0xef && byte !== 0xbb && byte !== 0xbf);
  return first === 0x7b; // "{"
}

/** Decodes and parses a fetched feed the same way for a sync, a test and the benchmark. */
export function parseFetchedFeed(document: FetchedDocument, now?: Date): ParsedFeed {
  const kind = looksLikeJson(document.body, document.contentType) ? "json" : "xml";
  return parseFeed(decodeDocument(document.body, document.contentType, kind), document.url, now);
}
