import { pipeline, Transform, type Readable, type TransformCallback } from "node:stream";
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from "node:zlib";
import { FeedError } from "../types.js";

/** Decoders read what the server sent; a truncated final block is tolerated as browsers do. */
const ZLIB_OPTIONS = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };

/**
 * "deflate" is zlib-wrapped by the standard but raw in some servers; the
 * first byte tells which (the same sniffing undici's fetch does).
 */
class DeflateDecoder extends Transform {
  private inner: Transform | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.inner) {
      this.inner = (chunk[0]! & 0x0f) === 0x08 ? createInflate(ZLIB_OPTIONS) : createInflateRaw(ZLIB_OPTIONS);
      this.inner.on("data", (data: Buffer) => this.push(data));
      this.inner.on("error", (error) => this.destroy(error));
    }
    this.inner.write(chunk, callback);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.inner) return callback();
    this.inner.once("end", () => callback());
    this.inner.end();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.inner?.destroy();
    callback(error);
  }
}

/** The decoder for a Content-Encoding, null for identity; throws for an encoding we never asked for. */
function decoderFor(contentEncoding: string | undefined): Transform | null {
  const encoding = (contentEncoding ?? "").trim().toLowerCase();
  if (encoding === "" || encoding === "identity") return null;
  if (encoding === "gzip" || encoding === "x-gzip") return createGunzip(ZLIB_OPTIONS);
  if (encoding === "deflate") return new DeflateDecoder();
  if (encoding === "br") return createBrotliDecompress();
  throw new FeedError("parse_error", `Unsupported Content-Encoding "${encoding}"`);
}

/**
 * Reads a response body, decoding gzip/deflate/br, and fails with too_large
 * as soon as the DECODED size passes maxBytes: a compression bomb is cut off
 * after maxBytes, never held whole in memory. With `overflow: "truncate"` it
 * returns the first maxBytes instead (enough to look at an error page).
 */
export async function readCappedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  overflow: "fail" | "truncate" = "fail",
): Promise<Uint8Array> {
  const decoder = decoderFor(contentEncoding);
  let rawBytes = 0;
  let sourceError: unknown = null;
  body.on("error", (error) => (sourceError = error));
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      rawBytes += chunk.length;
      callback(null, chunk);
    },
  });
  const decoded = decoder ? pipeline(body, counter, decoder, () => {}) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      if (size + chunk.length > maxBytes && overflow === "truncate") {
        chunks.push(chunk.subarray(0, maxBytes - size));
        size = maxBytes;
        decoded.destroy();
        body.destroy();
        break;
      }
      size += chunk.length;
      if (size > maxBytes) {
        throw new FeedError("too_large", `Response body is larger than ${formatBytes(maxBytes)}${decoder ? " once decompressed" : ""}`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    // Decided before destroying: undici reports its own destroy as an abort error.
    const failure = error instanceof FeedError ? error : sourceError;
    decoded.destroy();
    body.destroy();
    if (failure) throw failure;
    // An empty body labelled gzip (some servers do this on errors) is just empty.
    if (rawBytes === 0) return new Uint8Array();
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedError("parse_error", `Could not decode the ${contentEncoding} response body: ${message}`);
  }
  return Buffer.concat(chunks, size);
}

/** "10 MB", "512 KB", "300 bytes": limits in messages for administrators. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
