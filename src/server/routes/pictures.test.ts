import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../../tests/servers/feed-host.js";
import { picturePath, pictureSources } from "../../shared/pictures.js";

// GET /img/...: the pictures of public articles from this origin, over a real publisher on 127.0.0.1.

const dir = path.join(os.tmpdir(), `rassegna-picture-route-${randomUUID()}`);
const testDb = useTestDatabase();
// As in the tests and the demo, local hosts are allowed (ALLOW_PRIVATE_NETWORK), the same rule as for feeds.
const server = useTestApp(testDb, { imageCacheDir: dir, allowPrivateNetwork: true });
let host: FeedHost;

beforeAll(async () => {
  host = await startFeedHost();
  const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1e3a8a" } }).jpeg().toBuffer();
  host.route("/foto.jpg", { headers: { "content-type": "image/jpeg" }, body: jpeg });
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  host.reset();
  // Every test's publisher serves the same URLs: each starts from an empty cache.
  await rm(dir, { recursive: true, force: true });
});

async function article(picture: string): Promise<{ id: string; imageUrl: string }> {
  const imageUrl = host.url(picture);
  const [id] = await insertPublished(testDb.db, [{ image_url: imageUrl }]);
  return { id: id!, imageUrl };
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = "203.0.113.7") => server.app.inject({ method: "GET", url, headers, remoteAddress });

describe("GET /img/{article}/{version}/{width}.webp", () => {
  it("answers the picture at that width as WebP, cached by browsers for a year, with an ETag that gets a 304", async () => {
    const { id, imageUrl } = await article("/foto.jpg");
    const response = await get(picturePath(id, imageUrl, 480));

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "webp", width: 480, height: 270 });
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);

    const again = await get(picturePath(id, imageUrl, 480), { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(host.requests("/foto.jpg")).toHaveLength(1);
  });

  it("serves every address the pages write in srcset", async () => {
    const { id, imageUrl } = await article("/foto.jpg");
    const candidates = pictureSources(id, imageUrl)!.srcSet.split(", ").map((candidate) => candidate.split(" ")[0]!);
    const statuses = await Promise.all(candidates.map(async (url) => (await get(url)).statusCode));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(host.requests("/foto.jpg")).toHaveLength(1);
  });

  it.each([
    ["a width not offered", (id: string, url: string) => picturePath(id, url, 480).replace("480.webp", "500.webp"), 400],
    ["another format", (id: string, url: string) => picturePath(id, url, 480).replace(".webp", ".png"), 400],
    ["a version that is not 8 hex digits", (id: string) => `/img/${id}/zzzz/480.webp`, 400],
    ["an id that is not an article's", (_id: string, url: string) => picturePath("00000000-0000-4000-8000-000000000000", url, 480), 404],
    ["an out-of-date version", (id: string) => `/img/${id}/0badc0de/480.webp`, 404],
  ])("refuses %s, asking no one", async (_name, address, status) => {
    const { id, imageUrl } = await article("/foto.jpg");
    const response = await get(address(id, imageUrl));
    expect(response.statusCode).toBe(status);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(host.requests()).toHaveLength(0);
  });

  it("answers 502 when the publisher's picture cannot be had, and at once from memory after that", async () => {
    const { id, imageUrl } = await article("/non-esiste.jpg");
    expect((await get(picturePath(id, imageUrl, 640))).statusCode).toBe(502);
    expect((await get(picturePath(id, imageUrl, 320))).statusCode).toBe(502);
    expect(host.requests("/non-esiste.jpg")).toHaveLength(1);
  });

  it("limits the picture work one address may cause, while pictures already made stay free", async () => {
    const { id, imageUrl } = await article("/foto.jpg");
    const made = picturePath(id, imageUrl, 320);
    expect((await get(made)).statusCode).toBe(200);
    // Unknown ids each cost a database read: 300 a minute, the first picture's included (the bucket refills as the seconds pass).
    const unknown = Array.from({ length: 340 }, () => picturePath(randomUUID(), imageUrl, 320));
    const statuses: number[] = [];
    for (const url of unknown) statuses.push((await get(url)).statusCode);
    expect(statuses.slice(0, 299)).toEqual(Array.from({ length: 299 }, () => 404));
    expect(statuses).toContain(429);
    expect((await get(made)).statusCode).toBe(200);
    // Another address has its own budget.
    expect((await get(picturePath(randomUUID(), imageUrl, 320), {}, "198.51.100.9")).statusCode).toBe(404);
  });
});
