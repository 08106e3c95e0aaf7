import { activeMeters } from "./registry.js";

/** The one route label of every request no route took: the raw URL would make the series unbounded. */
export const UNMATCHED_ROUTE = "unmatched";
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/articles/:id/view`), never the URL; undefined when no route matched. */
  route: string | undefined;
  status: number;
  seconds: number;
}

/** Counts and times one answered request (http_requests_total, http_request_duration_seconds); every label has a bounded set of values. */
export function observeHttpRequest(answered: AnsweredRequest): void {
  const meters = activeMeters();
  if (!meters) return;
  const labels = {
    method: METHODS.has(answered.method) ? answered.method : "other",
    route: answered.route ?? UNMATCHED_ROUTE,
    status_class: `${Math.floor(answered.status / 100)}xx`,
  };
  meters.httpRequests.inc(labels);
  meters.httpDurations.observe(labels, answered.seconds);
}
