import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";

/** A file read from the cache, with what its ETag is made of. */
export interface CachedFile {
  bytes: Buffer;
  size: number;
  modifiedMs: number;
}

/** Files and bytes, counted or removed. */
export interface FileTally {
  files: number;
  bytes: number;
}

export interface PictureCacheOptions {
  /** IMAGE_CACHE_DIR: created on the first write. */
  dir: string;
  /** IMAGE_CACHE_MAX_MB in bytes: past it the least recently used files go. */
  maxBytes: number;
  now?: () => number;
}

/** A file as the index knows it; the index's order is the order of use, least recent first. */
interface Entry {
  size: number;
  /** When the last use was written to the file's atime, so it outlives a restart. */
  savedAt: number;
}

/** An eviction takes the cache this far below its cap, so that the next writes do not each evict again. */
const EVICT_TO = 0.9;
/** A file's last use is written to disk at most this often: a hit costs no write. */
const SAVE_USE_EVERY_MS = 60 * 60_000;
/** A temporary file older than this is a crashed write's. */
const STALE_TEMP_MS = 10 * 60_000;
const TEMP_SUFFIX = ".tmp";
const KEY = /^[0-9a-f]{64}$/;

/**
 * The pictures on disk (docs/architecture.md#pictures): `dir/ab/abcd…/name`,
 * one folder per picture (its key, picture-key.ts) holding the original and
 * each width made. Files are written whole (a temporary file renamed), so a
 * reader never sees half of one. The total stays under `maxBytes`, least
 * recently used first out; the index of sizes and uses is read from disk on
 * first use and kept in memory, in order of use.
 */
export class PictureCache {
  private readonly now: () => number;
  private index: Promise<Map<string, Entry>> | undefined;
  private total = 0;
  private evicting: Promise<void> | undefined;

  constructor(private readonly options: PictureCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A cached file, or undefined; a hit counts as a use. */
  async read(key: string, name: string): Promise<CachedFile | undefined> {
    const index = await this.loadIndex();
    const file = this.file(key, name);
    let handle;
    try {
      handle = await open(file, "r");
    } catch (error) {
      if (!isMissing(error)) throw error;
      this.forget(index, entryName(key, name));
      return undefined;
    }
    try {
      const stats = await handle.stat();
      const bytes = await handle.readFile();
      this.use(index, entryName(key, name), stats.size, file, stats.mtime);
      return { bytes, size: stats.size, modifiedMs: Math.floor(stats.mtimeMs) };
    } finally {
      await handle.close();
    }
  }

  /** Stores a file whole, then makes room if the cache is over its cap. */
  async write(key: string, name: string, bytes: Uint8Array): Promise<CachedFile> {
    const index = await this.loadIndex();
    const file = this.file(key, name);
    const temporary = `${file}.${randomUUID()}${TEMP_SUFFIX}`;
    // An eviction may remove the picture's folder between its creation and the write, while it is empty: once more then.
    for (let attempt = 1; ; attempt++) {
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(temporary, bytes);
        break;
      } catch (error) {
        if (!isMissing(error) || attempt === 2) throw error;
      }
    }
    await rename(temporary, file);
    const stats = await stat(file);
    this.forget(index, entryName(key, name));
    index.set(entryName(key, name), { size: stats.size, savedAt: this.now() });
    this.total += stats.size;
    if (this.total > this.options.maxBytes) await this.evict(index);
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), size: stats.size, modifiedMs: Math.floor(stats.mtimeMs) };
  }

  /** How many files the cache holds and their bytes. */
  async figures(): Promise<FileTally> {
    const index = await this.loadIndex();
    return { files: index.size, bytes: this.total };
  }

  /**
   * Removes every picture whose key `keep` refuses, with all its files, but
   * none written in the last `graceMs` (its article may be newer than the
   * caller's list). Reads the folders afresh: another process may share them.
   */
  async removeUnless(keep: (key: string) => boolean, graceMs: number): Promise<FileTally> {
    const index = await this.loadIndex();
    const removed: FileTally = { files: 0, bytes: 0 };
    for (const key of await this.keysOnDisk()) {
      if (keep(key)) continue;
      const folder = this.folder(key);
      const files = await listFiles(folder);
      if (files.some((file) => file.modifiedMs > this.now() - graceMs)) continue;
      await rm(folder, { recursive: true, force: true });
      await removeIfEmpty(path.dirname(folder));
      for (const file of files) {
        removed.files += 1;
        removed.bytes += file.size;
        this.forget(index, entryName(key, file.name));
      }
    }
    return removed;
  }

  private file(key: string, name: string): string {
    return path.join(this.folder(key), name);
  }

  private folder(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a picture key: ${key}`);
    return path.join(this.options.dir, key.slice(0, 2), key);
  }

  /** Marks a file used now (last in the order of use), and every hour writes that to its atime. */
  private use(index: Map<string, Entry>, name: string, size: number, file: string, modified: Date): void {
    const known = index.get(name);
    const now = this.now();
    if (known) {
      index.delete(name);
      this.total -= known.size;
    }
    const entry = { size, savedAt: known?.savedAt ?? 0 };
    index.set(name, entry);
    this.total += size;
    if (now - entry.savedAt >= SAVE_USE_EVERY_MS) {
      entry.savedAt = now;
      // The modification time stays: the ETag is made of it.
      utimes(file, new Date(now), modified).catch(() => {});
    }
  }

  private forget(index: Map<string, Entry>, name: string): void {
    const known = index.get(name);
    if (!known) return;
    index.delete(name);
    this.total -= known.size;
  }

  /** Least recently used first, down to 90 % of the cap; one eviction at a time. */
  private async evict(index: Map<string, Entry>): Promise<void> {
    if (this.evicting) return this.evicting;
    this.evicting = (async () => {
      const target = this.options.maxBytes * EVICT_TO;
      for (const name of [...index.keys()]) {
        if (this.total <= target) break;
        const [key = "", file = ""] = name.split("/");
        this.forget(index, name);
        await unlink(this.file(key, file)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
        await removeIfEmpty(this.folder(key));
      }
    })().finally(() => (this.evicting = undefined));
    return this.evicting;
  }

  private loadIndex(): Promise<Map<string, Entry>> {
    this.index ??= this.scan().catch((error: unknown) => {
      this.index = undefined;
      throw error;
    });
    return this.index;
  }

  /** Reads sizes and last uses from disk, oldest use first; drops a crashed write's temporary files. */
  private async scan(): Promise<Map<string, Entry>> {
    const found: Array<[string, Entry & { usedAt: number }]> = [];
    for (const key of await this.keysOnDisk()) {
      for (const file of await listFiles(this.folder(key))) {
        if (file.name.endsWith(TEMP_SUFFIX)) {
          if (file.modifiedMs < this.now() - STALE_TEMP_MS) await unlink(path.join(this.folder(key), file.name)).catch(() => {});
          continue;
        }
        const usedAt = Math.max(file.accessedMs, file.modifiedMs);
        found.push([entryName(key, file.name), { size: file.size, usedAt, savedAt: usedAt }]);
      }
    }
    found.sort((a, b) => a[1].usedAt - b[1].usedAt);
    this.total = found.reduce((sum, [, entry]) => sum + entry.size, 0);
    return new Map(found.map(([name, { size, savedAt }]) => [name, { size, savedAt }]));
  }

  private async keysOnDisk(): Promise<string[]> {
    const keys: string[] = [];
    for (const prefix of await listNames(this.options.dir)) {
      if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
      for (const key of await listNames(path.join(this.options.dir, prefix))) if (KEY.test(key) && key.startsWith(prefix)) keys.push(key);
    }
    return keys;
  }
}

function entryName(key: string, name: string): string {
  return `${key}/${name}`;
}

/** The names in a folder; none when it does not exist. */
async function listNames(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The files of one picture's folder with their sizes and times. */
async function listFiles(folder: string): Promise<Array<{ name: string; size: number; modifiedMs: number; accessedMs: number }>> {
  const files = [];
  for (const name of await listNames(folder)) {
    try {
      const stats = await stat(path.join(folder, name));
      if (stats.isFile()) files.push({ name, size: stats.size, modifiedMs: stats.mtimeMs, accessedMs: stats.atimeMs });
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return files;
}

/** Removes a folder left empty; one still in use (another write) stays. */
async function removeIfEmpty(folder: string): Promise<void> {
  await rmdir(folder).catch(() => {});
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}
