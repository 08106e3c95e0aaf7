import { describe, expect, it } from "vitest";
import type { StatusFigures } from "./health-status.js";
import { sustainedAlerts, sustainedStatus, type TimedFigures } from "./sustained-status.js";

const calm: StatusFigures = { cpu: 10, memory: 20, disk: 30, databaseMs: 5 };
const START = Date.parse("2026-11-25T13:30:00Z");

/** Readings at the given minutes after 14:30 Rome (seconds allowed), oldest first as written, answered newest first as stored. */
function readings(...entries: Array<[minute: number, change: Partial<StatusFigures>]>): TimedFigures[] {
  return entries.map(([minute, change]) => ({ at: new Date(START + minute * 60_000), ...calm, ...change })).reverse();
}
const at = (minute: number) => new Date(START + minute * 60_000).toISOString();
const minutes = (from: number, to: number, change: Partial<StatusFigures>) =>
  Array.from({ length: to - from + 1 }, (_, i): [number, Partial<StatusFigures>] => [from + i, change]);

describe("the sustained status rule", () => {
  it("one spike makes no alarm", () => {
    const alerts = sustainedAlerts(readings(...minutes(0, 9, {}), [10, { cpu: 100 }]));
    expect(alerts).toEqual([]);
    expect(sustainedStatus(alerts)).toBe("healthy");
  });

  it("a figure past 90 % in every reading for 5 minutes is critical, since its first reading", () => {
    const alerts = sustainedAlerts(readings([0, {}], ...minutes(2, 8, { cpu: 96 })));
    expect(alerts).toEqual([{ figure: "cpu", level: "critical", since: at(2), until: at(8) }]);
    expect(sustainedStatus(alerts)).toBe("critical");
  });

  it("4 minutes are not yet 5; a worker's minute a few seconds short still counts", () => {
    expect(sustainedAlerts(readings(...minutes(0, 4, { cpu: 96 })))).toEqual([]);
    expect(sustainedAlerts(readings(...minutes(0, 4, { cpu: 96 }), [4.99, { cpu: 93 }]))).toHaveLength(1);
  });

  it("a full disk is critical from its first reading: a disk fills, it does not spike", () => {
    const alerts = sustainedAlerts(readings(...minutes(0, 9, {}), [10, { disk: 95 }]));
    expect(alerts).toEqual([{ figure: "disk", level: "critical", since: at(10), until: at(10) }]);
    expect(sustainedStatus(alerts)).toBe("critical");
    expect(sustainedAlerts(readings([0, { disk: 75 }]))).toEqual([{ figure: "disk", level: "warning", since: at(0), until: at(0) }]);
  });

  it("recovers at the first reading back under the threshold", () => {
    expect(sustainedAlerts(readings(...minutes(0, 9, { cpu: 96 }), [10, { cpu: 40 }]))).toEqual([]);
  });

  it("a reading between thresholds ends a critical run but not a warning one", () => {
    const alerts = sustainedAlerts(readings(...minutes(0, 6, { memory: 95 }), [7, { memory: 80 }], [8, { memory: 97 }]));
    expect(alerts).toEqual([{ figure: "memory", level: "warning", since: at(0), until: at(8) }]);
    expect(sustainedStatus(alerts)).toBe("warning");
  });

  it("a silence of over two and a half minutes breaks the run: nobody saw what happened", () => {
    expect(sustainedAlerts(readings([0, { cpu: 99 }], [3, { cpu: 99 }], [4, { cpu: 99 }], [5, { cpu: 99 }]))).toEqual([]);
    expect(sustainedAlerts(readings([0, { cpu: 99 }], [2.5, { cpu: 99 }], [5, { cpu: 99 }]))).toHaveLength(1);
  });

  it("names every figure past a threshold, the critical ones first, the query in ms", () => {
    const alerts = sustainedAlerts(readings(...minutes(0, 5, { disk: 75, databaseMs: 1_200 })));
    expect(alerts.map(({ figure, level }) => [figure, level])).toEqual([
      ["database", "critical"],
      ["disk", "warning"],
    ]);
    expect(sustainedStatus(alerts)).toBe("critical");
  });

  it("has nothing to say without readings", () => {
    expect(sustainedAlerts([])).toEqual([]);
  });
});
