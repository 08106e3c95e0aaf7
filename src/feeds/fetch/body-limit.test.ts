import { pipeline, Readable } from "node:stream";
import { brotliCompressSync, createGzip, deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FeedError } from "../types.js";
import { formatBytes, readCappedBody } from "./body-limit.js";

const TEXT = "<rss><channel><title>Perché così è più città</title></channel></rss>".repeat(50);

/** A body as undici hands it over: a stream of chunks. */
function stream(bytes: Buffer, chunkSize = 1000): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  return Readable.from(chunks);
}

describe("readCappedBody", () => {
  it.each([
    ["identity", undefined, Buffer.from(TEXT)],
    ["gzip", "gzip", gzipSync(TEXT)],
    ["x-gzip", "x-gzip", gzipSync(TEXT)],
    ["zlib deflate", "deflate", deflateSync(TEXT)],
    ["raw deflate", "deflate", deflateRawSync(TEXT)],
    ["brotli", "br", brotliCompressSync(TEXT)],
    ["upper-case GZIP", "GZIP", gzipSync(TEXT)],
  ])("decodes %s", async (_name, encoding, bytes) => {
    const body = await readCappedBody(stream(bytes), encoding, 1024 * 1024);
    expect(Buffer.from(body).toString("utf8")).toBe(TEXT);
  });

  it("stops an endless gzip stream at the cap (reading it whole would never end)", async () => {
    async function* zeros() {
      const chunk = Buffer.alloc(1024 * 1024);
      for (;;) yield chunk;
    }
    const bomb = pipeline(Readable.from(zeros()), createGzip(), () => {});
    const error = await readCappedBody(bomb, "gzip", 4 * 1024 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ reason: "too_large", message: "Response body is larger than 4 MB once decompressed" });
    expect(bomb.destroyed).toBe(true);
  });

  it("counts bytes exactly at the cap", async () => {
    const exact = Buffer.alloc(2048, "a");
    expect((await readCappedBody(stream(exact), undefined, 2048)).length).toBe(2048);
    await expect(readCappedBody(stream(Buffer.alloc(2049, "a")), undefined, 2048)).rejects.toMatchObject({ reason: "too_large" });
  });

  it("returns the first bytes in truncate mode", async () => {
    const body = await readCappedBody(stream(gzipSync(Buffer.alloc(100_000, "x"))), "gzip", 1000, "truncate");
    expect(body.length).toBe(1000);
  });

  it("reads what a truncated gzip body holds", async () => {
    const whole = gzipSync(TEXT);
    const body = await readCappedBody(stream(whole.subarray(0, whole.length - 8)), "gzip", 1024 * 1024);
    expect(Buffer.from(body).toString("utf8")).toBe(TEXT);
  });

  it("treats an empty gzip-labelled body as empty", async () => {
    expect((await readCappedBody(stream(Buffer.alloc(0)), "gzip", 1000)).length).toBe(0);
  });

  it.each([
    ["garbage labelled gzip", "gzip", Buffer.from("this is not gzip at all")],
    ["an encoding never asked for", "zstd", Buffer.from("x")],
  ])("fails with parse_error on %s", async (_name, encoding, bytes) => {
    await expect(readCappedBody(stream(bytes), encoding, 1000)).rejects.toMatchObject({ reason: "parse_error" });
  });

  it("passes the stream's own error through", async () => {
    const failing = new Readable({ read() {} });
    failing.push(Buffer.from("partial"));
    setImmediate(() => failing.destroy(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" })));
    await expect(readCappedBody(failing, undefined, 1000)).rejects.toMatchObject({ code: "ECONNRESET" });
  });
});

describe("formatBytes", () => {
  it.each([
    [10 * 1024 * 1024, "10 MB"],
    [512 * 1024, "512 KB"],
    [300, "300 bytes"],
    [1500, "1500 bytes"],
  ])("writes %i as %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
