import type { Meters } from "./meters.js";

let meters: Meters | undefined;
let enabling: Promise<Meters> | undefined;

/**
 * Turns metrics on for this process, once: loads prom-client, creates the
 * meters and Node's process metrics (CPU, memory, event loop lag, GC). Called
 * when METRICS_TOKEN is set; otherwise nothing is loaded or counted, since
 * nobody could read it (docs/decisions.md#health-probes-and-metrics).
 */
export function enableMetrics(): Promise<Meters> {
  enabling ??= (async () => {
    const [prom, { createMeters }] = await Promise.all([import("prom-client"), import("./meters.js")]);
    const created = createMeters(prom);
    prom.collectDefaultMetrics({ register: created.registry });
    meters = created;
    return created;
  })();
  return enabling;
}

/** The meters while metrics are on; undefined otherwise, and counting is then a no-op. */
export function activeMeters(): Meters | undefined {
  return meters;
}
