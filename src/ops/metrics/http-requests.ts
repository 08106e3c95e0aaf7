import { Counter, Histogram } from "prom-client";
import { metricsRegistry } from "./registry.js";

/** The one route label of every request no route took: the raw URL would make the series unbounded. */
export const UNMATCHED_ROUTE = "unmatched";
const LABELS = ["method", "route", "status_class"] as const;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const requests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status class",
  labelNames: LABELS,
  registers: [metricsRegistry],
});

const durations = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route pattern and status class",
  labelNames: LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/articles/:id`), never the URL; undefined when no route matched. */
  route: string | undefined;
  status: number;
  seconds: number;
}

/** Counts and times one answered request; every label has a bounded set of values. */
export function observeHttpRequest(answered: AnsweredRequest): void {
  const labels = {
    method: METHODS.has(answered.method) ? answered.method : "other",
    route: answered.route ?? UNMATCHED_ROUTE,
    status_class: `${Math.floor(answered.status / 100)}xx`,
  };
  requests.inc(labels);
  durations.observe(labels, answered.seconds);
}
