import type { Database } from "../../db/database.js";
import { readQueueDepth } from "./queue-depth.js";
import { metricsRegistry } from "./registry.js";

/** Every metric in Prometheus text format, the gauges read at scrape time first. */
export async function renderMetrics(db: Database): Promise<{ contentType: string; body: string }> {
  await readQueueDepth(db);
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
