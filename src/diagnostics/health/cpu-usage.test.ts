import { describe, expect, it } from "vitest";
import { CPU_MAX_SPAN_MS, CPU_WINDOW_MS, cpuPercentBetween, createCpuSampler, readCpuTimes, type CpuTimes } from "./cpu-usage.js";

describe("cpuPercentBetween", () => {
  it.each<[string, CpuTimes, CpuTimes, number]>([
    ["half the time busy", { busy: 100, total: 400 }, { busy: 200, total: 600 }, 50],
    ["idle", { busy: 100, total: 400 }, { busy: 100, total: 500 }, 0],
    ["all busy", { busy: 100, total: 400 }, { busy: 300, total: 600 }, 100],
    ["no time passed", { busy: 100, total: 400 }, { busy: 100, total: 400 }, 0],
  ])("%s", (_label, before, after, expected) => {
    expect(cpuPercentBetween(before, after)).toBe(expected);
  });

  it("sums every core of os.cpus(): user, nice, sys and irq are busy, idle is not", () => {
    const core = (user: number, idle: number) => ({ model: "x", speed: 1, times: { user, nice: 1, sys: 2, irq: 3, idle } });
    expect(readCpuTimes([core(10, 84), core(20, 74)])).toEqual({ busy: 16 + 26, total: 200 });
  });
});

describe("createCpuSampler", () => {
  /** A machine whose cores are busy `share` of the time (a quarter to begin with), on an injected clock. */
  function quarterBusyMachine() {
    let clock = 0;
    let busy = 0;
    const waits: number[] = [];
    const machine = {
      share: 0.25,
      waits,
      advance(ms: number) {
        clock += ms;
        busy += ms * machine.share;
      },
      sampler: createCpuSampler({
        readTimes: () => ({ busy, total: clock }),
        now: () => clock,
        wait: async (ms) => {
          waits.push(ms);
          machine.advance(ms);
        },
      }),
    };
    return machine;
  }

  it("samples a short window the first time, then measures since the previous reading", async () => {
    const machine = quarterBusyMachine();
    expect(await machine.sampler()).toBe(25);
    expect(machine.waits).toEqual([CPU_WINDOW_MS]);
    machine.advance(60_000);
    expect(await machine.sampler()).toBe(25);
    expect(machine.waits).toEqual([CPU_WINDOW_MS]);
  });

  it("answers the previous figure again within a second, without waiting, then measures since that sample", async () => {
    const machine = quarterBusyMachine();
    expect(await machine.sampler()).toBe(25);
    machine.share = 1;
    machine.advance(500);
    expect(await machine.sampler()).toBe(25);
    expect(machine.waits).toEqual([CPU_WINDOW_MS]);
    machine.advance(60_000);
    expect(await machine.sampler()).toBe(100);
  });

  it("samples a fresh window when the previous reading is too old to mean now", async () => {
    const machine = quarterBusyMachine();
    await machine.sampler();
    machine.advance(CPU_MAX_SPAN_MS + 1);
    await machine.sampler();
    expect(machine.waits).toEqual([CPU_WINDOW_MS, CPU_WINDOW_MS]);
  });

  it("reads this machine's CPU use as a percentage", async () => {
    const percent = await createCpuSampler()();
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  });
});
