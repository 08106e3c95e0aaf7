import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * What an archived article's payload holds: the article row (without its search vectors, which the
 * articles trigger writes again when it is stored back) and its dependent rows, each as to_jsonb wrote it.
 */
export interface ArchivedPayload {
  article: Record<string, unknown> & { id: string; canonical_url: string };
  statistics: Record<string, unknown>[];
  daily_views: Record<string, unknown>[];
  view_totals: Record<string, unknown>[];
  social_posts: Record<string, unknown>[];
  /** ai_training_examples lose their link when the article goes (on delete set null); restore links these again. */
  training_examples: string[];
}

/** The payload as stored: JSON text, gzip-compressed (docs/decisions.md, "The archive"). Async: the event loop keeps serving. */
export async function packPayload(json: string): Promise<Buffer> {
  return gzipAsync(Buffer.from(json, "utf8"));
}

export async function unpackPayload(stored: Buffer): Promise<ArchivedPayload> {
  return JSON.parse((await gunzipAsync(stored)).toString("utf8")) as ArchivedPayload;
}
