import type { Clock } from "../../src/worker/clock.js";

export interface ManualClock extends Clock {
  /** Moves time forward to `target`, firing each timer due on the way at its own time, oldest first, awaiting each tick. */
  advanceTo(target: Date | string): Promise<void>;
  /** The same, by `ms`. */
  advance(ms: number): Promise<void>;
}

interface Timer {
  next: number;
  ms: number;
  tick: () => Promise<void>;
  cancelled: boolean;
}

/**
 * A clock a test moves by hand: `now()` reads the time it was set to, and
 * timers fire only inside advance(), each at its due instant, with the tick's
 * work awaited before time moves on. No global timers are faked.
 */
export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start).getTime();
  const timers: Timer[] = [];
  const clock: ManualClock = {
    now: () => new Date(current),
    every(ms, tick) {
      const timer: Timer = { next: current + ms, ms, tick, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    async advanceTo(target) {
      const end = new Date(target).getTime();
      for (;;) {
        const due = timers.filter((timer) => !timer.cancelled && timer.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        current = due.next;
        due.next += due.ms;
        await due.tick();
      }
      current = Math.max(current, end);
    },
    advance(ms) {
      return clock.advanceTo(new Date(current + ms));
    },
  };
  return clock;
}
