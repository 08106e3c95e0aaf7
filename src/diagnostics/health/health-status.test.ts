import { describe, expect, it } from "vitest";
import { healthStatus, type HealthStatus, type StatusFigures } from "./health-status.js";

const calm: StatusFigures = { cpu: 10, memory: 20, disk: 30, databaseMs: 5 };

describe("the status rule", () => {
  it.each<[string, Partial<StatusFigures>, HealthStatus]>([
    ["everything calm", {}, "healthy"],
    ["CPU at exactly 70 %", { cpu: 70 }, "healthy"],
    ["CPU just above 70 %", { cpu: 70.1 }, "warning"],
    ["memory at exactly 90 %", { memory: 90 }, "warning"],
    ["memory just above 90 %", { memory: 90.1 }, "critical"],
    ["disk above 70 %", { disk: 71 }, "warning"],
    ["disk above 90 %", { disk: 95 }, "critical"],
    ["the query at exactly 300 ms", { databaseMs: 300 }, "healthy"],
    ["the query just over 300 ms", { databaseMs: 300.1 }, "warning"],
    ["the query at exactly 1000 ms", { databaseMs: 1000 }, "warning"],
    ["the query over 1000 ms", { databaseMs: 1000.1 }, "critical"],
    ["a warning and a critical figure together", { cpu: 80, databaseMs: 1500 }, "critical"],
    ["CPU full", { cpu: 100 }, "critical"],
  ])("%s: %s", (_label, change, expected) => {
    expect(healthStatus({ ...calm, ...change })).toBe(expected);
  });
});
