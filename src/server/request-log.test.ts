import Fastify, { type FastifyBaseLogger } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { DebugRequestLog } from "./request-log.js";

async function linesLogged(level: string): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, logController: new DebugRequestLog() });
  app.get("/ok", async () => ({ ok: true }));
  await app.inject({ method: "GET", url: "/ok?x=1" });
  await app.close();
  return lines;
}

describe("DebugRequestLog", () => {
  it("writes no line per request at the default info level", async () => {
    expect(await linesLogged("info")).toEqual([]);
  });

  it("writes one line per request at debug level: method, URL, status and time", async () => {
    const lines = await linesLogged("debug");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, msg: "GET /ok?x=1", status: 200 });
    expect(typeof lines[0]!.ms).toBe("number");
  });
});

describe("slow reads", () => {
  it("are a performance warning with the route pattern, one a minute with the count of the others", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    let now = 0;
    // Every read counts as slow here: the threshold is the input, not a measured duration.
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger, logController: new DebugRequestLog({ slowMs: 0, now: () => now }) });
    app.get("/articolo/:id", async () => ({ ok: true }));
    app.post("/sync", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: "/articolo/1?token=x" });
    await app.inject({ method: "GET", url: "/articolo/2" });
    await app.inject({ method: "POST", url: "/sync" });
    await app.inject({ method: "GET", url: "/articolo/3" });
    now = 60_000;
    await app.inject({ method: "GET", url: "/articolo/4" });
    await app.close();
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, category: "performance", source: "http", route: "/articolo/:id", status: 200, other_slow_requests: 0, msg: "slow request" }),
      expect.objectContaining({ level: 40, category: "performance", route: "/articolo/:id", other_slow_requests: 2, msg: "slow request" }),
    ]);
  });
});
