import type { Logger } from "pino";
import { onContentChanged } from "../articles/content-events.js";
import type { Database } from "../db/database.js";
import type { Fetcher } from "../feeds/fetch/fetcher.js";
import { NotFoundError } from "../platform/errors.js";
import { TtlMap } from "../platform/ttl-map.js";
import { pictureVersion, type PictureWidth } from "../shared/pictures.js";
import { pictureKeysInUse, publicPictureUrl } from "./article-pictures.js";
import { fetchOriginal } from "./fetch-original.js";
import type { CachedFile, FileTally, PictureCache } from "./picture-cache.js";
import { PictureUnavailableError } from "./picture-errors.js";
import { pictureKey } from "./picture-key.js";
import { inspectOriginal, renderWidth, type OriginalInfo } from "./render-picture.js";
import { RenderSlots } from "./render-slots.js";

/** One asked-for picture: the route's path, `/img/{articleId}/{version}/{width}.webp`. */
export interface PictureRequest {
  articleId: string;
  version: string;
  width: PictureWidth;
}

export interface PicturesOptions {
  db: Database;
  cache: PictureCache;
  /** createPictureFetcher (fetch-original.ts); closed with the service. */
  fetcher: Fetcher;
  logger?: Logger;
  /** Aborted when the process stops: downloads under way end at once. */
  stopping?: AbortSignal;
  slots?: RenderSlots;
  /** How long a picture that could not be had is answered 502 without asking its publisher again. */
  failureTtlMs?: number;
  now?: () => number;
}

/** The article pictures of this process (docs/architecture.md#pictures). */
export interface Pictures {
  /**
   * The WebP file of a public article's picture at `width`, from disk or made
   * now (downloaded once however many ask at the same time). `charge` runs
   * before any work that neither memory nor disk answers (the route charges
   * the client's budget there). NotFoundError for an article without a public
   * picture or an out-of-date address; PictureUnavailableError (502) when the
   * picture cannot be had, remembered for a while.
   */
  serve(request: PictureRequest, charge?: () => void): Promise<CachedFile>;
  /** Files and bytes on disk (Spazio Server). */
  figures(): Promise<FileTally>;
  /** Removes the pictures no article stores any more ("Elimina immagini orfane", the daily cleanup). */
  removeOrphans(): Promise<FileTally>;
  /** Stops listening for content changes and closes the fetcher. */
  close(): Promise<void>;
}

/** The original as downloaded, kept beside the widths made from it, so another width needs no second download. */
const ORIGINAL = "original";
/** The orphan sweep leaves pictures written this recently: their article may be newer than its list. */
const ORPHAN_GRACE_MS = 60 * 60_000;

/** Builds the picture service over a disk cache and the guarded fetcher. */
export function createPictures(options: PicturesOptions): Pictures {
  const { db, cache, fetcher, logger, stopping } = options;
  const slots = options.slots ?? new RenderSlots();
  const now = options.now ?? Date.now;
  // Which URL each article's picture has: a takedown or an edit (a content change) forgets them all.
  const urls = new TtlMap<string | null>({ ttlMs: 60_000, maxEntries: 20_000, now });
  const stopListening = onContentChanged(() => urls.clear());
  const failures = new TtlMap<string>({ ttlMs: options.failureTtlMs ?? 10 * 60_000, maxEntries: 10_000, now });
  const originals = new Map<string, Promise<{ bytes: Uint8Array; info: OriginalInfo }>>();
  const variants = new Map<string, Promise<CachedFile>>();

  async function articlePictureUrl(articleId: string, charge: () => void): Promise<string | null> {
    const known = urls.get(articleId);
    if (known !== undefined) return known;
    charge();
    const url = await publicPictureUrl(db, articleId);
    urls.set(articleId, url);
    return url;
  }

  /** The original from disk, else downloaded, checked and stored. */
  async function loadOriginal(url: string, key: string): Promise<{ bytes: Uint8Array; info: OriginalInfo }> {
    const kept = await cache.read(key, ORIGINAL);
    if (kept) return { bytes: kept.bytes, info: await inspectOriginal(kept.bytes) };
    const bytes = await fetchOriginal(fetcher, url, stopping);
    const info = await inspectOriginal(bytes);
    await cache.write(key, ORIGINAL, bytes);
    return { bytes, info };
  }

  async function makeWidth(url: string, key: string, width: PictureWidth): Promise<CachedFile> {
    try {
      const original = await once(originals, key, () => loadOriginal(url, key));
      const webp = await slots.run(() => renderWidth(original.bytes, original.info, width));
      return await cache.write(key, fileName(width), webp);
    } catch (error) {
      if (error instanceof PictureUnavailableError) {
        failures.set(key, error.message);
        logger?.warn({ url, reason: error.message }, "article picture unavailable");
      }
      throw error;
    }
  }

  return {
    async serve(request, charge = () => {}) {
      let charged = false;
      const chargeOnce = () => {
        if (!charged) charge();
        charged = true;
      };
      const url = await articlePictureUrl(request.articleId, chargeOnce);
      if (!url) throw new NotFoundError("This article has no public picture");
      if (pictureVersion(url) !== request.version) throw new NotFoundError("This picture address is out of date");
      const key = pictureKey(url);
      const kept = await cache.read(key, fileName(request.width));
      if (kept) return kept;
      const failure = failures.get(key);
      if (failure !== undefined) throw new PictureUnavailableError(failure);
      chargeOnce();
      return once(variants, `${key}/${request.width}`, () => makeWidth(url, key, request.width));
    },
    figures: () => cache.figures(),
    async removeOrphans() {
      const inUse = await pictureKeysInUse(db);
      return cache.removeUnless((key) => inUse.has(key), ORPHAN_GRACE_MS);
    },
    async close() {
      stopListening();
      await fetcher.close();
    },
  };
}

function fileName(width: PictureWidth): string {
  return `${width}.webp`;
}

/** The work under way for `key`, or `work` started now: concurrent asks share one download, one resize. */
function once<T>(running: Map<string, Promise<T>>, key: string, work: () => Promise<T>): Promise<T> {
  const known = running.get(key);
  if (known) return known;
  const started = work().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}
