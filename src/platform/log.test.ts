import { describe, expect, it } from "vitest";
import { createLogger, formatLogLine } from "./log.js";

const at = (hours: number, minutes: number) => new Date(2026, 10, 25, hours, minutes, 9).getTime();

describe("formatLogLine", () => {
  it.each([
    [{ level: 30, time: at(14, 5), pid: 1, hostname: "h", msg: "Rassegna started", role: "all", engine: "pglite" }, "14:05:09 INFO  Rassegna started role=all engine=pglite\n"],
    [{ level: 20, time: at(9, 0), reqId: "req-1", msg: "GET /api/health", status: 200, ms: 3 }, "09:00:09 DEBUG GET /api/health status=200 ms=3\n"],
    [{ level: 40, time: at(9, 0), msg: "feed failed", feed: "Il Post", detail: { tries: 2 } }, '09:00:09 WARN  feed failed feed="Il Post" detail={"tries":2}\n'],
    [{ level: 40, time: at(9, 0), msg: "slow", err: { type: "Error", message: "took 3 s", stack: "Error: took 3 s\n    at x" } }, '09:00:09 WARN  slow err="took 3 s"\n'],
  ])("%j reads as one line", (event, expected) => {
    expect(formatLogLine(JSON.stringify(event))).toBe(expected);
  });

  it("puts an error's stack under its line, indented", () => {
    const line = formatLogLine(JSON.stringify({ level: 50, time: at(9, 0), msg: "shutdown failed", err: { message: "boom", stack: "Error: boom\n    at main" } }));
    expect(line).toBe('09:00:09 ERROR shutdown failed err=boom\n    Error: boom\n        at main\n');
  });

  it("colours the level and dims the rest only when asked", () => {
    const line = formatLogLine(JSON.stringify({ level: 30, time: at(9, 0), msg: "hi" }), true);
    expect(line).toContain("\u001b[32mINFO \u001b[0m");
  });

  it("passes through what is not JSON", () => {
    expect(formatLogLine("plain text\n")).toBe("plain text\n");
  });
});

describe("createLogger", () => {
  it("writes readable lines to a terminal", () => {
    const written: string[] = [];
    const terminal = { isTTY: true, hasColors: () => false, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
    createLogger("info", terminal).info({ port: 3000 }, "listening");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}listening port=3000\n$/);
  });
});
