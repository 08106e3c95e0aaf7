import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { articles, articleTombstones } from "../../db/schema/index.js";
import { pictureKey } from "../../pictures/picture-key.js";

const pictureDir = path.join(os.tmpdir(), `rassegna-storage-pictures-${randomUUID()}`);
const testDb = useTestDatabase();
const server = useTestApp(testDb, { imageCacheDir: pictureDir });
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
  await rm(pictureDir, { recursive: true, force: true });
});
afterAll(async () => {
  await rm(pictureDir, { recursive: true, force: true });
});

/** Files of a picture in the cache as the picture service leaves them, written a day ago. */
async function cachedPicture(imageUrl: string, files: Record<string, number>): Promise<string> {
  const key = pictureKey(imageUrl);
  const folder = path.join(pictureDir, key.slice(0, 2), key);
  await mkdir(folder, { recursive: true });
  const dayAgo = new Date(Date.now() - 86_400_000);
  for (const [name, size] of Object.entries(files)) {
    await writeFile(path.join(folder, name), Buffer.alloc(size));
    await utimes(path.join(folder, name), dayAgo, dayAgo);
  }
  return folder;
}

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

function admin(method: "GET" | "POST", url: string, payload?: object) {
  return server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

describe("GET /api/admin/storage", () => {
  it("counts the articles, their text in UTF-8 bytes, the recent ones and the database's real size", async () => {
    await insertPublished(testDb.db, [
      { content_summary: "città", content_original: "perché", published_at: daysAgo(1) },
      { content_summary: "abc", content_original: null, published_at: daysAgo(40) },
    ]);

    const response = await admin("GET", "/api/admin/storage");

    expect(response.statusCode).toBe(200);
    const stats = response.json();
    // "città" is 6 bytes, "perché" 7, "abc" 3.
    expect(stats).toMatchObject({ article_count: 2, estimated_bytes: 16, recent_articles: 1, average_bytes: 8, capacity_bytes: 1024 ** 3, picture_files: 0, picture_bytes: 0 });
    expect(stats.database_bytes).toBeGreaterThan(1_000_000);
  });

  it("counts the picture cache's files and bytes", async () => {
    await cachedPicture("https://fonte.example.it/foto.jpg", { original: 5_000, "640.webp": 1_200 });
    expect((await admin("GET", "/api/admin/storage")).json()).toMatchObject({ picture_files: 2, picture_bytes: 6_200 });
  });

  it("answers zeros on an empty site", async () => {
    expect((await admin("GET", "/api/admin/storage")).json()).toMatchObject({ article_count: 0, estimated_bytes: 0, recent_articles: 0, average_bytes: 0 });
  });

  it("is for the administrator only", async () => {
    expect((await server.app.inject({ method: "GET", url: "/api/admin/storage" })).statusCode).toBe(401);
  });
});

describe("POST /api/admin/storage/cleanup", () => {
  it("deletes the articles published before the period and says how many, leaving tombstones", async () => {
    await insertPublished(testDb.db, [{ published_at: daysAgo(100) }, { published_at: daysAgo(95) }, { published_at: daysAgo(10) }]);

    const response = await admin("POST", "/api/admin/storage/cleanup", { days: 90 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect(await testDb.db.select().from(articles)).toHaveLength(1);
    expect(await testDb.db.select().from(articleTombstones)).toHaveLength(2);
    expect((await admin("POST", "/api/admin/storage/cleanup", { days: 90 })).json()).toEqual({ deleted: 0 });
  });

  it.each([[0], [366], [1.5], ["90"], [null]])("refuses %j days with 400 and deletes nothing", async (days) => {
    await insertPublished(testDb.db, [{ published_at: daysAgo(400) }]);
    const response = await admin("POST", "/api/admin/storage/cleanup", { days });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
    expect(await testDb.db.select().from(articles)).toHaveLength(1);
  });
});

describe("POST /api/admin/storage/orphan-pictures", () => {
  it("removes the cached pictures no article stores any more and says how many files and bytes it freed", async () => {
    await insertPublished(testDb.db, [{ image_url: "https://fonte.example.it/tenuta.jpg" }]);
    const kept = await cachedPicture("https://fonte.example.it/tenuta.jpg", { original: 4_000, "640.webp": 900 });
    const orphan = await cachedPicture("https://fonte.example.it/orfana.jpg", { original: 3_000, "320.webp": 400, "640.webp": 700 });

    const response = await admin("POST", "/api/admin/storage/orphan-pictures");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ removed_files: 3, removed_bytes: 4_100 });
    expect([existsSync(kept), existsSync(orphan)]).toEqual([true, false]);
    expect((await admin("GET", "/api/admin/storage")).json()).toMatchObject({ picture_files: 2, picture_bytes: 4_900 });
    expect((await admin("POST", "/api/admin/storage/orphan-pictures")).json()).toEqual({ removed_files: 0, removed_bytes: 0 });
  });

  it("is for the administrator only", async () => {
    await cachedPicture("https://fonte.example.it/orfana.jpg", { original: 3_000 });
    expect((await server.app.inject({ method: "POST", url: "/api/admin/storage/orphan-pictures" })).statusCode).toBe(401);
    expect((await admin("GET", "/api/admin/storage")).json()).toMatchObject({ picture_files: 1 });
  });
});

describe("the archive routes", () => {
  it("archive the old articles, count them, find one by its title words and restore it", async () => {
    const [old] = await insertPublished(testDb.db, [{ title: "Frana sulla statale del Brennero", published_at: daysAgo(400) }, { published_at: daysAgo(10) }]);

    expect((await admin("GET", "/api/admin/storage/archive")).json()).toMatchObject({ archived_articles: 0, replaced_bytes: 0 });
    const archived = await admin("POST", "/api/admin/storage/archive", { days: 365 });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ archived: 1 });
    const figures = (await admin("GET", "/api/admin/storage/archive")).json();
    expect(figures.archived_articles).toBe(1);
    expect(figures.replaced_bytes).toBeGreaterThan(0);
    expect(figures.archive_bytes).toBeGreaterThan(0);

    const found = await admin("GET", `/api/admin/storage/archive/search?q=${encodeURIComponent("brennero frana")}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().articles).toEqual([expect.objectContaining({ id: old, title: "Frana sulla statale del Brennero", source_name: "Fonte di prova" })]);

    const restored = await admin("POST", "/api/admin/storage/archive/restore", { ids: [old] });
    expect(restored.json()).toEqual({ restored: 1 });
    expect(await testDb.db.select({ id: articles.id }).from(articles)).toHaveLength(2);
    expect((await admin("GET", "/api/admin/storage/archive")).json()).toMatchObject({ archived_articles: 0 });
  });

  it("refuse bad input with a clear error", async () => {
    const tooSoon = await admin("POST", "/api/admin/storage/archive", { days: 5 });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toContain("days must be from 30 to 3650");
    expect((await admin("GET", "/api/admin/storage/archive/search?q=%20")).statusCode).toBe(400);
    expect((await admin("POST", "/api/admin/storage/archive/restore", { ids: ["not-an-id"] })).statusCode).toBe(400);
  });

  it("are for the administrator only", async () => {
    expect((await server.app.inject({ method: "POST", url: "/api/admin/storage/archive", payload: { days: 90 } })).statusCode).toBe(401);
    expect((await server.app.inject({ method: "GET", url: "/api/admin/storage/archive/search?q=a" })).statusCode).toBe(401);
  });
});
