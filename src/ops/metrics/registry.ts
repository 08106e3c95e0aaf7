import { collectDefaultMetrics, Registry } from "prom-client";

/** This process's metrics (docs/product.md#operational-data), one registry that GET /metrics renders. */
export const metricsRegistry = new Registry();

let processMetricsOn = false;

/**
 * Adds Node's process metrics (CPU, memory, event loop lag, GC, handles)
 * once, when /metrics is configured: the event loop and GC observers cost a
 * little all the time, so a server whose metrics are off does not keep them.
 */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
