import { describe, expect, it } from "vitest";
import type { HealthReading } from "../../../shared/health";
import { barLevel, barWidth, figureText, formatDuration, formatMs, formatPercent, statusLines, trendReadings, withNewReading } from "./health-view";

function reading(overrides: Partial<HealthReading> = {}): HealthReading {
  return {
    id: "r1",
    timestamp: "2026-11-25T13:05:09.000Z",
    status: "healthy",
    cpu_usage: 12.34,
    memory_usage: 55,
    disk_usage: 71.2,
    active_connections: 3,
    api_response_time: 4.26,
    database_query_time: 0.8,
    scope: "full",
    ...overrides,
  };
}

describe("the usage bars", () => {
  it.each([
    [0, "green"],
    [50, "green"],
    [50.1, "yellow"],
    [70, "yellow"],
    [70.1, "red"],
    [100, "red"],
  ] as const)("%d %% is %s", (percent, level) => {
    expect(barLevel(percent)).toBe(level);
  });

  it("never draws past the track or below it", () => {
    expect([barWidth(-3), barWidth(42.5), barWidth(130)]).toEqual([0, 42.5, 100]);
  });
});

describe("the figures", () => {
  it.each([
    [0, "0,0%"],
    [12.34, "12,3%"],
    [41, "41,0%"],
    [70.04, "70,0%"],
    [99.96, "100,0%"],
  ])("%d reads %s", (value, shown) => {
    expect(formatPercent(value)).toBe(shown);
  });

  it.each([
    [0.42, "0,4 ms"],
    [2, "2,0 ms"],
    [4.26, "4,3 ms"],
    [12.6, "13 ms"],
    [1250, "1250 ms"],
    [12_500, "12.500 ms"],
  ])("%d ms reads %s", (value, shown) => {
    expect(formatMs(value)).toBe(shown);
  });

  it.each([
    [0, "meno di 1 ms"],
    [3, "3 ms"],
    [12.4, "12 ms"],
    [999, "999 ms"],
    [1312, "1,3 s"],
    [65_000, "65,0 s"],
  ])("a tool's %d ms read %s", (value, shown) => {
    expect(formatDuration(value)).toBe(shown);
  });

  it("reads every figure of a full reading", () => {
    const full = reading();
    expect(["cpu", "memory", "disk", "connections", "api", "database"].map((figure) => figureText(full, figure as never))).toEqual([
      "12,3%",
      "55,0%",
      "71,2%",
      "3",
      "4,3 ms",
      "0,8 ms",
    ]);
  });

  it("has no connections and no API time from a worker without HTTP (shown as n/d), and a real zero stays zero", () => {
    const worker = reading({ scope: "no_http", active_connections: null, api_response_time: null });
    expect(figureText(worker, "connections")).toBeNull();
    expect(figureText(worker, "api")).toBeNull();
    expect(figureText(reading({ active_connections: 0 }), "connections")).toBe("0");
  });
});

describe("the trend list", () => {
  it("keeps the newest ten of the twenty read", () => {
    const readings = Array.from({ length: 20 }, (_, i) => reading({ id: `r${i}` }));
    expect(trendReadings(readings).map((one) => one.id)).toEqual(readings.slice(0, 10).map((one) => one.id));
    expect(trendReadings(readings.slice(0, 3))).toHaveLength(3);
  });

  it("puts the reading just taken on top, once, and keeps the list's length", () => {
    const readings = Array.from({ length: 20 }, (_, i) => reading({ id: `r${i}` }));
    const taken = reading({ id: "new" });
    const next = withNewReading(readings, taken);
    expect(next).toHaveLength(20);
    expect(next[0]!.id).toBe("new");
    expect(next[19]!.id).toBe("r18");
    expect(withNewReading(next, taken).filter((one) => one.id === "new")).toHaveLength(1);
    expect(withNewReading(undefined, taken)).toEqual([taken]);
  });

});

describe("the banner's explanation", () => {
  it.each([
    [{}, "healthy", ["Tutti i valori sono nella norma."]],
    [{ cpu_usage: 99.8 }, "critical", ["Oltre la soglia critica (90% o 1000 ms): CPU 99,8%."]],
    [
      { cpu_usage: 95, memory_usage: 72, disk_usage: 30, database_query_time: 1500 },
      "critical",
      ["Oltre la soglia critica (90% o 1000 ms): CPU 95,0%, Query database 1500 ms.", "Oltre la soglia di attenzione (70% o 300 ms): Memoria 72,0%."],
    ],
    [{ disk_usage: 70 }, "healthy", ["Tutti i valori sono nella norma."]],
    [{ database_query_time: 300.5 }, "warning", ["Oltre la soglia di attenzione (70% o 300 ms): Query database 301 ms."]],
    // A status the figures do not explain (another rule on the server) still says what it means.
    [{}, "warning", ["Almeno un valore ha superato la soglia di attenzione: CPU, memoria o disco oltre il 70% oppure query oltre 300 ms."]],
  ] as const)("%j (%s) reads %j", (figures, status, lines) => {
    expect(statusLines(reading({ memory_usage: 40, disk_usage: 30, ...figures, status }))).toEqual(lines);
  });
});
