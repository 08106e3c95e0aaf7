/**
 * The scheduler's time: what time it is, and a repeating timer. Tests hand
 * in a clock they move by hand (tests/helpers/manual-clock.ts), so jobs are
 * driven across midnight and the clock changes without faking global timers.
 */
export interface Clock {
  now(): Date;
  /** Calls `tick` every `ms` until the returned function is called; a clock that waits for ticks awaits their promise. */
  every(ms: number, tick: () => Promise<void>): () => void;
}

/** The system's clock and timers. */
export const systemClock: Clock = {
  now: () => new Date(),
  every(ms, tick) {
    const timer = setInterval(() => void tick(), ms);
    return () => clearInterval(timer);
  },
};
