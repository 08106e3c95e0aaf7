/**
 * A first-in first-out queue that holds at most `capacity` items, dropping
 * the oldest: every operation is constant time (amortized), so a flood of
 * log lines past the bound costs no more per line than one below it.
 */
export class BoundedQueue<T> {
  private items: T[] = [];
  private head = 0;

  constructor(private readonly capacity: number) {}

  get length(): number {
    return this.items.length - this.head;
  }

  /** Adds `item`; answers how many of the oldest were dropped to make room (0 or 1). */
  push(item: T): number {
    this.items.push(item);
    if (this.length <= this.capacity) return 0;
    this.head += 1;
    this.compact();
    return 1;
  }

  /** Takes up to `count` of the oldest. */
  take(count: number): T[] {
    const taken = this.items.slice(this.head, this.head + count);
    this.head += taken.length;
    this.compact();
    return taken;
  }

  clear(): void {
    this.items = [];
    this.head = 0;
  }

  /** Drops the consumed front once it is as long as what remains. */
  private compact(): void {
    if (this.head > 1_024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    if (this.head === this.items.length) this.clear();
  }
}
