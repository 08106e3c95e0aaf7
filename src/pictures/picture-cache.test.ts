import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PictureCache } from "./picture-cache.js";
import { pictureKey } from "./picture-key.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "rassegna-picture-cache-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const KEY = { a: pictureKey("https://a.example/1.jpg"), b: pictureKey("https://b.example/2.jpg"), c: pictureKey("https://c.example/3.jpg"), d: pictureKey("https://d.example/4.jpg") };
const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);
const onDisk = (key: string, name: string) => existsSync(path.join(dir, key.slice(0, 2), key, name));

describe("PictureCache", () => {
  it("stores a file whole under its picture's folder and reads it back with its size and time", async () => {
    const cache = new PictureCache({ dir, maxBytes: 1_000_000 });
    const written = await cache.write(KEY.a, "640.webp", bytes(1234, 7));
    const read = await cache.read(KEY.a, "640.webp");
    expect(read).toEqual({ bytes: Buffer.from(bytes(1234, 7)), size: 1234, modifiedMs: written.modifiedMs });
    expect(await readdir(path.join(dir, KEY.a.slice(0, 2), KEY.a))).toEqual(["640.webp"]);
    expect(await cache.read(KEY.a, "320.webp")).toBeUndefined();
    expect(await cache.figures()).toEqual({ files: 1, bytes: 1234 });
  });

  it("keeps the total under its cap, least recently used out first", async () => {
    const cache = new PictureCache({ dir, maxBytes: 10_000 });
    await cache.write(KEY.a, "640.webp", bytes(3_000));
    await cache.write(KEY.b, "640.webp", bytes(3_000));
    await cache.write(KEY.c, "640.webp", bytes(3_000));
    // A read makes A the most recently used: B is now the oldest.
    await cache.read(KEY.a, "640.webp");
    await cache.write(KEY.d, "640.webp", bytes(3_000));

    expect(await cache.figures()).toEqual({ files: 3, bytes: 9_000 });
    expect([KEY.a, KEY.b, KEY.c, KEY.d].map((key) => onDisk(key, "640.webp"))).toEqual([true, false, true, true]);
    // The evicted picture's folder goes with its last file.
    expect(existsSync(path.join(dir, KEY.b.slice(0, 2), KEY.b))).toBe(false);
  });

  it("counts what an earlier process left on disk, and drops a crashed write's temporary file", async () => {
    await new PictureCache({ dir, maxBytes: 1_000_000 }).write(KEY.a, "original", bytes(500));
    const stale = path.join(dir, KEY.a.slice(0, 2), KEY.a, "640.webp.123.tmp");
    await writeFile(stale, bytes(99));
    await utimes(stale, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));

    const restarted = new PictureCache({ dir, maxBytes: 1_000_000 });
    expect(await restarted.figures()).toEqual({ files: 1, bytes: 500 });
    expect(existsSync(stale)).toBe(false);
  });

  it("removes the pictures it is not told to keep, with every file, but not those written within the grace", async () => {
    let later = 0;
    const cache = new PictureCache({ dir, maxBytes: 1_000_000, now: () => Date.now() + later });
    await cache.write(KEY.a, "original", bytes(1_000));
    await cache.write(KEY.a, "640.webp", bytes(200));
    await cache.write(KEY.b, "original", bytes(2_000));
    await cache.write(KEY.c, "original", bytes(4_000));

    // Everything was just written: a grace of an hour keeps it all, until the hour has passed.
    expect(await cache.removeUnless((key) => key === KEY.b, 3_600_000)).toEqual({ files: 0, bytes: 0 });
    later = 2 * 3_600_000;
    expect(await cache.removeUnless((key) => key === KEY.b, 3_600_000)).toEqual({ files: 3, bytes: 5_200 });
    expect(await cache.figures()).toEqual({ files: 1, bytes: 2_000 });
    expect([onDisk(KEY.a, "original"), onDisk(KEY.b, "original"), onDisk(KEY.c, "original")]).toEqual([false, true, false]);
  });

  it("refuses a name that is not a picture key, so no path leaves its folder", async () => {
    const cache = new PictureCache({ dir, maxBytes: 1_000_000 });
    await expect(cache.write("../../etc", "passwd", bytes(1))).rejects.toThrow("not a picture key");
  });
});
