import { TooManyRequestsError } from "../platform/errors.js";
import { AUTH_ERROR_CODES } from "../shared/auth.js";

/**
 * Where a password check waits: "priority" for a trusted device or an address
 * that has not been guessing (the owner, even on a new browser), "ordinary"
 * for an address with failures behind it.
 */
export type CheckLane = "priority" | "ordinary";

export interface PasswordChecksOptions {
  /** Checks running at once; each holds a core for about 100 ms. */
  concurrency?: number;
  /** Checks waiting at most, both lanes together: about this many tenths of a second of queue. */
  maxWaiting?: number;
}

interface Waiter {
  start: () => void;
  refuse: (error: Error) => void;
}

function busy(message: string): TooManyRequestsError {
  return new TooManyRequestsError(message, 1, AUTH_ERROR_CODES.signInBusy);
}

/**
 * The password checks of this process, bounded (docs/security.md, "Signing
 * in"): one at a time, a few waiting, one per client key; anything past that
 * is refused at once with 429 instead of queueing CPU work nobody will wait
 * for. The priority lane goes first, and when the queue is full a priority
 * check takes the place of the newest ordinary one, so an attacker's guesses
 * never crowd out the owner.
 */
export class PasswordChecks {
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly lanes: Record<CheckLane, Waiter[]> = { priority: [], ordinary: [] };
  private readonly clients = new Set<string>();
  private running = 0;

  constructor(options: PasswordChecksOptions = {}) {
    this.concurrency = options.concurrency ?? 1;
    this.maxWaiting = options.maxWaiting ?? 16;
  }

  /** Checks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.lanes.priority.length + this.lanes.ordinary.length };
  }

  /**
   * Refuses with 429 a check that could not get a place in any lane, before
   * the caller spends database queries on it: a flood is turned away in
   * memory, leaving the main thread to the pages.
   */
  assertRoom(client: string): void {
    if (this.clients.has(client)) throw busy("A sign-in from this address is already being checked. Try again in a moment.");
    if (this.running >= this.concurrency && this.load.waiting >= this.maxWaiting && this.lanes.ordinary.length === 0) {
      throw busy("Too many sign-ins are being checked. Try again in a moment.");
    }
  }

  /** Runs `check` for the client in its lane, or refuses it with 429 (TooManyRequestsError). */
  async run<T>(client: string, lane: CheckLane, check: () => Promise<T>): Promise<T> {
    if (this.clients.has(client)) throw busy("A sign-in from this address is already being checked. Try again in a moment.");
    this.clients.add(client);
    try {
      await this.turn(lane);
      try {
        return await check();
      } finally {
        this.running -= 1;
        this.startNext();
      }
    } finally {
      this.clients.delete(client);
    }
  }

  private turn(lane: CheckLane): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.load.waiting >= this.maxWaiting) {
      const displaced = lane === "priority" ? this.lanes.ordinary.pop() : undefined;
      if (!displaced) return Promise.reject(busy("Too many sign-ins are being checked. Try again in a moment."));
      displaced.refuse(busy("Too many sign-ins are being checked. Try again in a moment."));
    }
    return new Promise<void>((resolve, reject) => {
      this.lanes[lane].push({ start: resolve, refuse: reject });
    });
  }

  private startNext(): void {
    while (this.running < this.concurrency) {
      const next = this.lanes.priority.shift() ?? this.lanes.ordinary.shift();
      if (!next) return;
      this.running += 1;
      next.start();
    }
  }
}
