import type { Logger } from "pino";
import type { FileTally } from "./picture-cache.js";
import type { Pictures } from "./picture-proxy.js";

/** The daily cleanup's removal of orphan pictures (docs/product.md#automation-defaults), logged with what it freed. */
export async function sweepOrphanPictures(pictures: Pictures, logger: Logger): Promise<FileTally> {
  const removed = await pictures.removeOrphans();
  logger.info(
    { category: "system", removed_files: removed.files, removed_bytes: removed.bytes },
    "automatic cleanup: %d cached picture files no article uses removed",
    removed.files,
  );
  return removed;
}
