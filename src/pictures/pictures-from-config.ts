import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import { buildUserAgent } from "../feeds/fetch/fetcher.js";
import type { Config } from "../platform/config.js";
import { createPictureFetcher } from "./fetch-original.js";
import { PictureCache } from "./picture-cache.js";
import { createPictures, type Pictures } from "./picture-proxy.js";

/**
 * The process's pictures as configured: IMAGE_CACHE_DIR and its cap, and a
 * fetcher that follows ALLOW_PRIVATE_NETWORK like the feed fetcher does.
 * Nothing touches the disk or the network until the first picture.
 */
export function picturesFromConfig(config: Config, options: { db: Database; logger?: Logger; stopping?: AbortSignal }): Pictures {
  return createPictures({
    ...options,
    cache: new PictureCache({ dir: config.imageCacheDir, maxBytes: config.imageCacheMaxBytes }),
    fetcher: createPictureFetcher({ userAgent: buildUserAgent(config.publicUrl), allowPrivateNetwork: config.allowPrivateNetwork }),
  });
}
