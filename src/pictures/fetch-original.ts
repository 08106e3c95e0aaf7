import { createFetcher, type Fetcher } from "../feeds/fetch/fetcher.js";
import { FeedError } from "../feeds/types.js";
import { PictureUnavailableError } from "./picture-errors.js";

/** A publisher's picture may weigh this much; larger ones are cut off while they download. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
/** Connect, headers and each pause of the body; the whole download gets three times this. */
const PICTURE_TIMEOUT_MS = 5_000;
const ACCEPT = "image/avif,image/webp,image/png,image/jpeg,image/gif,image/svg+xml;q=0.9,*/*;q=0.5";
/** Declared types the decoder may still look at: some servers label every file as bytes, or not at all. */
const UNLABELLED = new Set(["", "application/octet-stream", "binary/octet-stream"]);

/**
 * The fetcher pictures go through: the feeds' own (the SSRF guard at every
 * hop, ALLOW_PRIVATE_NETWORK as for feeds, host limits), with a connection
 * pool of its own and a picture's size and time limits.
 */
export function createPictureFetcher(options: { userAgent: string; allowPrivateNetwork: boolean; ssrfExemptAddresses?: readonly string[] }): Fetcher {
  return createFetcher({ ...options, maxBytes: MAX_PICTURE_BYTES, timeoutMs: PICTURE_TIMEOUT_MS });
}

/**
 * Downloads a publisher's picture: an http(s) URL only, and an answer labelled
 * as an image (or not labelled at all: the decoder then decides). Any failure
 * of the fetch is a PictureUnavailableError with the fetcher's English reason.
 */
export async function fetchOriginal(fetcher: Fetcher, url: string, signal?: AbortSignal): Promise<Uint8Array> {
  if (!/^https?:\/\//i.test(url)) throw new PictureUnavailableError("The picture's URL is not http(s)");
  let outcome;
  try {
    outcome = await fetcher.fetch(url, { accept: ACCEPT, ...(signal && { signal }) });
  } catch (error) {
    if (error instanceof FeedError) throw new PictureUnavailableError(`Fetching the picture failed: ${error.message}`);
    throw error;
  }
  // Nothing was asked conditionally, so a 304 is the server's mistake.
  if (outcome.notModified) throw new PictureUnavailableError("Fetching the picture failed: HTTP 304 to an unconditional request");
  const type = (outcome.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (!type.startsWith("image/") && !UNLABELLED.has(type)) throw new PictureUnavailableError(`Not a picture: the answer is ${type}`);
  return outcome.body;
}
