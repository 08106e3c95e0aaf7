/**
 * The offline demo's stand-in for the publishers' web sites: a static HTTP
 * server on 127.0.0.1 that serves demo/ (feeds, article pages, images) with
 * `{{BASE}}` replaced by its own origin (and, given a `now`, every date moved
 * into the 48 hours before it: demo-dates.ts), and saved real feeds under
 * /corpus/ byte for byte (from one or more corpus folders: the first that
 * holds a file serves it).
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { demoRedater } from "./demo-dates.js";

export interface DemoHost {
  origin: string;
  close(): Promise<void>;
}

/** The placeholder the demo files use for the host's origin, known only at run time. */
export const BASE_PLACEHOLDER = "{{BASE}}";

const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/feed+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};
const BINARY_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp", ".gif": "image/gif" };

/** The media type of an XML feed from its root element, and the charset its prolog declares. */
function xmlContentType(head: string, withCharset: boolean): string {
  const type = /<feed[\s>]/.test(head) ? "application/atom+xml" : /<rss[\s>]|<rdf:RDF[\s>]/.test(head) ? "application/rss+xml" : "application/xml";
  if (!withCharset) return type;
  const declared = /^<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1];
  return `${type}; charset=${declared ?? "utf-8"}`;
}

/**
 * Maps a URL path to the files it may name inside the roots (the first that
 * exists is served), or null. Segments are decoded one by one so `%2e%2e` and
 * `..` are refused alike, never resolved.
 */
function resolveFile(urlPath: string, root: string, corpusDirs: readonly string[]): { files: string[]; corpus: boolean } | "refused" | null {
  let segments: string[];
  try {
    segments = urlPath.split("/").filter(Boolean).map((segment) => decodeURIComponent(segment));
  } catch {
    return "refused";
  }
  if (segments.some((s) => s === ".." || s === "." || s.includes("/") || s.includes("\\") || s.includes("\0"))) return "refused";
  if (segments.length < 2) return null;
  const corpus = segments[0] === "corpus";
  const bases = corpus ? corpusDirs : [root];
  const files = bases.map((base) => path.resolve(base, ...(corpus ? segments.slice(1) : segments)));
  if (files.some((file, i) => !file.startsWith(bases[i]! + path.sep))) return "refused";
  // Only the demo's content folders are public: not README.md or sources.json at demo/'s top.
  if (!corpus && !["feeds", "pages", "images"].includes(segments[0]!)) return null;
  return { files, corpus };
}

/** The first of `files` that is a regular file, or null. */
async function firstFile(files: readonly string[]): Promise<string | null> {
  for (const file of files) {
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) return file;
  }
  return null;
}

/** What the host does to a demo file's text before serving it. */
type Rewrite = (text: string) => string;
const DATED = new Set([".xml", ".json", ".html"]);

/**
 * A demo file with `{{BASE}}` replaced and its dates rewritten. latin1 maps each byte to one char and back,
 * so ASCII rewrites keep a feed's encoding intact; pages are UTF-8, read as such for their bylines' weekdays ("giovedì").
 */
function rewritten(raw: Buffer, ext: string, origin: string, redate: Rewrite): Buffer {
  const encoding = ext === ".html" ? "utf8" : "latin1";
  const text = raw.toString(encoding).replaceAll(BASE_PLACEHOLDER, origin);
  return Buffer.from(DATED.has(ext) ? redate(text) : text, encoding);
}

async function readServedBody(files: readonly string[], corpus: boolean, origin: string, redate: Rewrite): Promise<{ body: Buffer; type: string } | null> {
  const file = await firstFile(files);
  if (!file) return null;
  const raw = await fs.readFile(file);
  const ext = path.extname(file).toLowerCase();
  const body = corpus ? raw : rewritten(raw, ext, origin, redate);
  if (ext === ".xml") return { body, type: xmlContentType(raw.subarray(0, 512).toString("latin1"), !corpus) };
  // The corpus keeps its saved bytes and says nothing of their charset, so the app must work it out as for a real site.
  const type = TEXT_TYPES[ext] ?? BINARY_TYPES[ext];
  if (!type) return null;
  return { body, type: corpus && ext === ".html" ? "text/html" : type };
}

function send(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** The rewriter of dates for `now`, its range read from the feeds once, at start; none without a `now`. */
async function redaterFor(root: string, now: Date | undefined): Promise<Rewrite> {
  if (!now) return (text) => text;
  const dir = path.join(root, "feeds");
  const names = await fs.readdir(dir).catch(() => []);
  const texts = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), "latin1")));
  return demoRedater(texts, now);
}

/**
 * Starts the demo feed host on 127.0.0.1 (a free port unless `port` is given).
 * `/corpus/*` is looked up in `corpusDirs` in order; none means no corpus.
 * With `now`, demo/'s feeds and pages are dated in the 48 hours before it;
 * without, they are served with the dates they were written with.
 */
export async function startDemoHost(options: { root: string; corpusDirs?: readonly string[]; port?: number; now?: Date }): Promise<DemoHost> {
  const root = path.resolve(options.root);
  const corpusDirs = (options.corpusDirs ?? []).map((dir) => path.resolve(dir));
  const redate = await redaterFor(root, options.now);
  let origin = "";
  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("allow", "GET, HEAD");
        return send(res, 405, "Method not allowed");
      }
      const urlPath = (req.url ?? "/").split("?")[0]!.split("#")[0]!;
      const target = resolveFile(urlPath, root, corpusDirs);
      if (target === "refused") return send(res, 403, "Forbidden");
      const served = target && (await readServedBody(target.files, target.corpus, origin, redate));
      if (!served) return send(res, 404, "Not found");
      // Validators let the app's conditional GET answer 304 on a second sync, as real publishers do.
      const etag = `"${createHash("sha1").update(served.body).digest("base64url").slice(0, 20)}"`;
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, { etag });
        return res.end();
      }
      res.writeHead(200, { "content-type": served.type, "content-length": served.body.length, etag, "cache-control": "no-cache" });
      res.end(req.method === "HEAD" ? undefined : served.body);
    })().catch(() => {
      if (!res.headersSent) send(res, 500, "Internal error");
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
