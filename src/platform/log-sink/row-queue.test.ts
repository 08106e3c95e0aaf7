import { describe, expect, it } from "vitest";
import { BoundedQueue } from "./row-queue.js";

describe("BoundedQueue", () => {
  it("keeps the newest `capacity` items in order, saying what it dropped", () => {
    const queue = new BoundedQueue<number>(3);
    expect([1, 2, 3].map((n) => queue.push(n))).toEqual([0, 0, 0]);
    expect(queue.push(4)).toBe(1);
    expect(queue.length).toBe(3);
    expect(queue.take(2)).toEqual([2, 3]);
    expect(queue.take(5)).toEqual([4]);
    expect(queue.length).toBe(0);
  });

  it("stays in order across a long flood", () => {
    const queue = new BoundedQueue<number>(100);
    let dropped = 0;
    for (let n = 0; n < 10_000; n++) {
      dropped += queue.push(n);
      if (n % 7 === 0) queue.take(3);
    }
    const size = queue.length;
    const left = queue.take(1_000);
    expect(size).toBeLessThanOrEqual(100);
    expect(left).toHaveLength(size);
    expect(left).toEqual([...left].sort((a, b) => a - b));
    expect(left.at(-1)).toBe(9_999);
    expect(dropped).toBeGreaterThan(0);
  });
});
