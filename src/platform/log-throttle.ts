/**
 * At most one log line per interval for an event that can repeat thousands
 * of times a second (load shed, dropped log lines, slow requests): the line
 * that gets through says how many were held back since the previous one.
 */
export class LogThrottle {
  private last = Number.NEGATIVE_INFINITY;
  private held = 0;

  constructor(
    private readonly intervalMs = 60_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The number of events held back since the last report when this one may be logged, else null (and it is counted). */
  take(): number | null {
    const now = this.now();
    if (now - this.last < this.intervalMs) {
      this.held += 1;
      return null;
    }
    const held = this.held;
    this.last = now;
    this.held = 0;
    return held;
  }
}
