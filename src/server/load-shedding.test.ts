import { describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../platform/errors.js";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { reportShedLoad, WorkGate } from "./load-shedding.js";

/** A piece of work that takes as long as the test says: once `started`, it ends when `finish` is called, after moving the clock. */
function slowWork(clock: { now: number }) {
  let finish!: (tookMs: number) => void;
  let begin!: () => void;
  const started = new Promise<void>((resolve) => (begin = resolve));
  const done = new Promise<string>((resolve) => {
    finish = (tookMs) => {
      clock.now += tookMs;
      resolve("done");
    };
  });
  return {
    work: () => {
      begin();
      return done;
    },
    started,
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("WorkGate", () => {
  it("runs up to its concurrency at once and queues the next while the expected wait is short", async () => {
    const clock = { now: 0 };
    const gate = new WorkGate({ concurrency: 2, maxWaitMs: 2_000, initialServiceMs: 100, now: () => clock.now });
    const pieces = [slowWork(clock), slowWork(clock), slowWork(clock)];
    const runs = pieces.map((piece) => gate.run(piece.work));
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    await pieces[0]!.started;
    pieces[0]!.finish(100);
    await settle();
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    pieces[1]!.finish(0);
    pieces[2]!.finish(0);
    expect(await Promise.all(runs)).toEqual(["done", "done", "done"]);
  });

  it("refuses at once, with 503 and Retry-After, a request that would wait more than the limit", async () => {
    const clock = { now: 0 };
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 2_000, initialServiceMs: 1_000, now: () => clock.now });
    const holder = slowWork(clock);
    const running = gate.run(holder.work);
    // One piece takes about a second: the first two in line would wait 1 s and 2 s, the third 3 s.
    const first = gate.run(async () => "first");
    const second = gate.run(async () => "second");
    const third = gate.run(async () => "third");
    await expect(third).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(third).rejects.toMatchObject({ status: 503, retryAfterSeconds: 2 });
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    await holder.started;
    holder.finish(1_000);
    expect(await Promise.all([running, first, second])).toEqual(["done", "first", "second"]);
  });

  it("learns how long work takes: slow pieces shorten the line it accepts", async () => {
    const clock = { now: 0 };
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 2_000, initialServiceMs: 100, now: () => clock.now });
    for (let i = 0; i < 10; i++) {
      const piece = slowWork(clock);
      const run = gate.run(piece.work);
      await piece.started;
      piece.finish(3_000);
      await run;
    }
    const holder = slowWork(clock);
    const running = gate.run(holder.work);
    await expect(gate.run(async () => "late")).rejects.toBeInstanceOf(ServiceUnavailableError);
    await holder.started;
    holder.finish(0);
    await running;
  });

  it("refuses, instead of running late, a request that waited past the limit when its turn comes", async () => {
    const clock = { now: 0 };
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 2_000, initialServiceMs: 100, now: () => clock.now });
    const holder = slowWork(clock);
    const running = gate.run(holder.work);
    let ran = false;
    const queued = gate.run(async () => {
      ran = true;
    });
    await holder.started;
    holder.finish(2_500);
    await running;
    await expect(queued).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(ran).toBe(false);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("lets the server read other requests between two pieces of work that never wait on a socket", async () => {
    const gate = new WorkGate({ concurrency: 1 });
    const events: string[] = [];
    const first = gate.run(async () => {
      events.push("first piece");
      // A request arriving meanwhile is read in the next turn of the event loop.
      setImmediate(() => events.push("health check read"));
    });
    const second = gate.run(async () => void events.push("second piece"));
    await Promise.all([first, second]);
    expect(events).toEqual(["first piece", "health check read", "second piece"]);
  });

  it("frees its slot when a piece of work fails", async () => {
    const gate = new WorkGate({ concurrency: 1 });
    await expect(gate.run(async () => Promise.reject(new Error("query failed")))).rejects.toThrow("query failed");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});

describe("refusals in the system log", () => {
  it("are a performance warning: the first at once, then one a minute with the count of the others", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const clock = { now: 0 };
    const gate = new WorkGate({ concurrency: 1, maxWaitMs: 0, initialServiceMs: 1_000, now: () => clock.now, onShed: reportShedLoad(log as unknown as FastifyBaseLogger, () => clock.now) });
    const holder = slowWork(clock);
    const running = gate.run(holder.work);
    for (let n = 0; n < 5; n++) await expect(gate.run(async () => "refused")).rejects.toBeInstanceOf(ServiceUnavailableError);
    clock.now = 60_000;
    await expect(gate.run(async () => "refused")).rejects.toBeInstanceOf(ServiceUnavailableError);
    await holder.started;
    holder.finish(0);
    await running;
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, category: "performance", source: "load-shedding", other_refusals: 0 }),
      expect.objectContaining({ level: 40, category: "performance", source: "load-shedding", other_refusals: 4 }),
    ]);
  });
});
