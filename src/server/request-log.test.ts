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
