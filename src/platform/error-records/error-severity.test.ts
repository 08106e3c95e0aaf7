import { describe, expect, it } from "vitest";
import { errorSeverity, type SeverityEvent } from "./error-severity.js";

describe("errorSeverity, the rule of docs/product.md#operational-data", () => {
  it.each<[SeverityEvent, string]>([
    [{ kind: "database_unreachable" }, "critical"],
    [{ kind: "disk_usage", percent: 90.5 }, "critical"],
    [{ kind: "disk_usage", percent: 90 }, "medium"],
    [{ kind: "all_feeds_failing" }, "critical"],
    [{ kind: "all_providers_failing" }, "critical"],
    [{ kind: "job_failed", consecutiveFailures: 1 }, "medium"],
    [{ kind: "job_failed", consecutiveFailures: 2 }, "medium"],
    [{ kind: "job_failed", consecutiveFailures: 3 }, "critical"],
    [{ kind: "job_failed", consecutiveFailures: 7 }, "critical"],
    [{ kind: "feed_failed", consecutiveFailures: 1 }, "medium"],
    [{ kind: "feed_failed", consecutiveFailures: 4 }, "medium"],
    [{ kind: "feed_failed", consecutiveFailures: 5 }, "high"],
    [{ kind: "feed_failed", consecutiveFailures: 12 }, "high"],
    [{ kind: "feed_failed", consecutiveFailures: 1, addressRefused: true }, "high"],
    [{ kind: "provider_failed" }, "high"],
    [{ kind: "low_confidence" }, "medium"],
    [{ kind: "http_5xx" }, "medium"],
    [{ kind: "other" }, "medium"],
  ])("%j is %s", (event, severity) => {
    expect(errorSeverity(event)).toBe(severity);
  });
});
