import type { Database } from "../../db/database.js";
import { readQueueDepth } from "./queue-depth.js";
import { enableMetrics } from "./registry.js";

/** Every metric in Prometheus text format, the gauges read at scrape time first. */
export async function renderMetrics(db: Database): Promise<{ contentType: string; body: string }> {
  const meters = await enableMetrics();
  await readQueueDepth(db, meters);
  return { contentType: meters.registry.contentType, body: await meters.registry.metrics() };
}
