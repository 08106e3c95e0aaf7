import { describe, expect, it } from "vitest";
import type { HealthAlert, HealthReading } from "../../../shared/health";
import { alertLine, barLevel, barWidth, figureText, formatDuration, formatMs, formatPercent, formatRunLength, statusLines, trendReadings, withNewReading } from "./health-view";

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
  // The latest reading is at 14:05:09 in Rome.
  const cpuCritical: HealthAlert = { figure: "cpu", level: "critical", since: "2026-11-25T12:59:02.000Z", until: "2026-11-25T13:05:09.000Z" };

  it.each([
    [{}, "healthy", [], ["Tutti i valori sono nella norma."]],
    // One high reading is shown for what it is, and does not make the status.
    [{ cpu_usage: 99.8 }, "healthy", [], ["Oltre la soglia critica (90% o 1000 ms) da meno di 5 minuti: CPU 99,8%."]],
    [{ cpu_usage: 99.8 }, "critical", [cpuCritical], ["CPU oltre il 90% da 6 minuti (dalle 13:59)."]],
    [
      { cpu_usage: 95, memory_usage: 72, database_query_time: 1500 },
      "critical",
      [cpuCritical, { figure: "database", level: "critical", since: "2026-11-25T13:00:09.000Z", until: "2026-11-25T13:05:09.000Z" }],
      [
        "CPU oltre il 90% da 6 minuti (dalle 13:59).",
        "Query database oltre 1000 ms da 5 minuti (dalle 14:00).",
        "Oltre la soglia di attenzione (70% o 300 ms) da meno di 5 minuti: Memoria 72,0%.",
      ],
    ],
    // A warning sustained while the latest reading is past the critical threshold: both said, the status is the warning.
    [
      { memory_usage: 93 },
      "warning",
      [{ figure: "memory", level: "warning", since: "2026-11-25T11:50:00.000Z", until: "2026-11-25T13:05:09.000Z" }],
      ["Memoria oltre il 70% da 1 ora e 15 minuti (dalle 12:50).", "Oltre la soglia critica (90% o 1000 ms) da meno di 5 minuti: Memoria 93,0%."],
    ],
    [{ disk_usage: 70 }, "healthy", [], ["Tutti i valori sono nella norma."]],
    // A status the figures do not explain (readings stored before the sustained rule) still says what it means.
    [{}, "warning", [], ["Almeno un valore è oltre la soglia di attenzione: CPU o memoria oltre il 70% o query oltre 300 ms da 5 minuti, oppure disco oltre il 70%."]],
  ] as const)("%j (%s, alerts %j) reads %j", (figures, status, alerts, lines) => {
    expect(statusLines(reading({ memory_usage: 40, disk_usage: 30, ...figures, status }), alerts)).toEqual(lines);
  });

  it("gives the day too when the run began on another day in Rome", () => {
    const alert: HealthAlert = { figure: "disk", level: "critical", since: "2026-11-24T22:40:00.000Z", until: "2026-11-25T13:05:09.000Z" };
    expect(alertLine(alert)).toBe("Disco oltre il 90% da 14 ore e 25 minuti (dal 24/11/26 23:40).");
  });

  it.each([
    [4.6 * 60_000, "5 minuti"],
    [60_000, "1 minuto"],
    [60 * 60_000, "1 ora"],
    [125 * 60_000, "2 ore e 5 minuti"],
  ])("a run of %d ms lasts %s", (ms, text) => {
    expect(formatRunLength(ms)).toBe(text);
  });
});
