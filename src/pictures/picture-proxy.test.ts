import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../tests/servers/feed-host.js";
import { signalContentChanged } from "../articles/content-events.js";
import { deleteArticles } from "../articles/delete-articles.js";
import { articles } from "../db/schema/index.js";
import { NotFoundError } from "../platform/errors.js";
import { pictureVersion, type PictureWidth } from "../shared/pictures.js";
import { createPictureFetcher } from "./fetch-original.js";
import { PictureCache } from "./picture-cache.js";
import { PictureUnavailableError } from "./picture-errors.js";
import { createPictures, type Pictures, type PicturesOptions } from "./picture-proxy.js";

// The picture service against a real publisher on 127.0.0.1 (the feed host) and a real database.

const testDb = useTestDatabase();
let host: FeedHost;
let dir: string;
const services: Pictures[] = [];

beforeAll(async () => {
  host = await startFeedHost();
  const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#b91c1c" } }).jpeg().toBuffer();
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#0f766e" } }).png().toBuffer();
  host.route("/foto.jpg", { headers: { "content-type": "image/jpeg" }, body: jpeg });
  host.route("/piccola.png", { headers: { "content-type": "image/png" }, body: png });
  host.route("/pagina.html", { headers: { "content-type": "text/html; charset=utf-8" }, body: "<!doctype html><p>Non è un'immagine</p>" });
  host.route("/enorme.jpg", { headers: { "content-type": "image/jpeg" }, body: Buffer.alloc(16 * 1024 * 1024, 0xff) });
  // The same without Content-Length: 1 MB chunks until the reader hangs up.
  host.route("/enorme-a-pezzi.jpg", (_request, response) => {
    response.writeHead(200, { "content-type": "image/jpeg" });
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    const send = (left: number) => (left === 0 || response.destroyed ? response.end() : response.write(chunk, () => send(left - 1)));
    send(16);
  });
  host.route("/lenta.jpg", { headers: { "content-type": "image/jpeg" }, body: jpeg, delayMs: 200 });
});
afterAll(async () => {
  await host.close();
});
beforeEach(async () => {
  host.reset();
  dir = await mkdtemp(path.join(os.tmpdir(), "rassegna-pictures-"));
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
  await rm(dir, { recursive: true, force: true });
});

/** The service as main.ts builds it, over this test's folder; the SSRF guard lets only 127.0.0.1 through, as the tests' outside world. */
function pictures(options: Partial<PicturesOptions> & { localHostsAllowed?: boolean } = {}): Pictures {
  const { localHostsAllowed = true, ...rest } = options;
  const service = createPictures({
    db: testDb.db,
    cache: new PictureCache({ dir, maxBytes: 50 * 1024 * 1024 }),
    fetcher: createPictureFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: false, ssrfExemptAddresses: localHostsAllowed ? ["127.0.0.1"] : [] }),
    ...rest,
  });
  services.push(service);
  return service;
}

async function articleWith(picturePath: string): Promise<{ articleId: string; version: string }> {
  const imageUrl = host.url(picturePath);
  const [articleId] = await insertPublished(testDb.db, [{ image_url: imageUrl }]);
  return { articleId: articleId!, version: pictureVersion(imageUrl) };
}

async function size(service: Pictures, article: { articleId: string; version: string }, width: PictureWidth) {
  const file = await service.serve({ ...article, width });
  return sharp(file.bytes).metadata();
}

async function failure(work: Promise<unknown>): Promise<Error> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error("expected the call to fail");
  return error;
}

describe("the pictures of public articles", () => {
  it("makes every width asked from one download, never wider than the original", async () => {
    const service = pictures();
    const photo = await articleWith("/foto.jpg");
    for (const width of [320, 480, 640, 960, 1280] as const) {
      expect(await size(service, photo, width)).toMatchObject({ format: "webp", width, height: width / 2 });
    }
    expect(host.requests("/foto.jpg")).toHaveLength(1);

    const small = await articleWith("/piccola.png");
    expect(await size(service, small, 1280)).toMatchObject({ width: 800, height: 400 });
  });

  it("answers a width made before from disk, in this process or the next, without asking the publisher", async () => {
    const photo = await articleWith("/foto.jpg");
    const first = await pictures().serve({ ...photo, width: 640 });
    const again = await pictures().serve({ ...photo, width: 640 });
    expect(again).toEqual(first);
    expect(host.requests("/foto.jpg")).toHaveLength(1);
  });

  it("downloads a picture once however many ask for it at the same time", async () => {
    const service = pictures();
    const photo = await articleWith("/lenta.jpg");
    const asked = [320, 320, 640, 640, 1280, 1280] as const;
    const files = await Promise.all(asked.map((width) => service.serve({ ...photo, width })));
    expect(files.map((file) => file.size > 0)).toEqual(asked.map(() => true));
    expect(host.requests("/lenta.jpg")).toHaveLength(1);
  });

  it("charges the client only for work memory and disk do not answer", async () => {
    const service = pictures();
    const photo = await articleWith("/foto.jpg");
    let charges = 0;
    const charge = () => void (charges += 1);
    await service.serve({ ...photo, width: 640 }, charge);
    expect(charges).toBe(1);
    await service.serve({ ...photo, width: 640 }, charge);
    expect(charges).toBe(1);
    await service.serve({ ...photo, width: 320 }, charge);
    expect(charges).toBe(2);
  });

  it("stays under its cap, least recently used out first", async () => {
    const service = pictures({ cache: new PictureCache({ dir, maxBytes: 40_000 }) });
    for (const picture of ["/foto.jpg", "/piccola.png"]) {
      const article = await articleWith(picture);
      for (const width of [320, 640, 1280] as const) await service.serve({ ...article, width });
    }
    expect((await service.figures()).bytes).toBeLessThanOrEqual(40_000);
  });
});

describe("what the service refuses", () => {
  it("an article that does not exist, is not public or has no picture, and an out-of-date address: 404, asking no one", async () => {
    const service = pictures();
    const photo = await articleWith("/foto.jpg");
    const [unpublished] = await insertPublished(testDb.db, [{ image_url: host.url("/foto.jpg"), ai_processed: false, processing_status: "pending" }]);
    const [bare] = await insertPublished(testDb.db, [{ image_url: null }]);
    for (const request of [
      { articleId: "00000000-0000-4000-8000-000000000000", version: photo.version },
      { articleId: "non-un-id", version: photo.version },
      { articleId: unpublished!, version: photo.version },
      { articleId: bare!, version: photo.version },
      { articleId: photo.articleId, version: "0badc0de" },
    ]) {
      expect(await failure(service.serve({ ...request, width: 640 }))).toBeInstanceOf(NotFoundError);
    }
    expect(host.requests()).toHaveLength(0);
  });

  it("a picture taken down: once public content changes, its address answers 404", async () => {
    const service = pictures();
    const photo = await articleWith("/foto.jpg");
    await service.serve({ ...photo, width: 640 });
    await testDb.db.update(articles).set({ processing_status: "pending", ai_processed: false }).where(eq(articles.id, photo.articleId));
    await signalContentChanged(testDb.db);
    expect(await failure(service.serve({ ...photo, width: 640 }))).toBeInstanceOf(NotFoundError);
  });

  it("an answer that is not a picture, remembered for a while so the publisher is not asked on every view", async () => {
    let now = Date.now();
    const service = pictures({ failureTtlMs: 60_000, now: () => now });
    const page = await articleWith("/pagina.html");
    const error = await failure(service.serve({ ...page, width: 640 }));
    expect(error).toBeInstanceOf(PictureUnavailableError);
    expect(error.message).toBe("Not a picture: the answer is text/html");

    const started = performance.now();
    expect((await failure(service.serve({ ...page, width: 320 }))).message).toBe(error.message);
    expect(performance.now() - started).toBeLessThan(50);
    expect(host.requests("/pagina.html")).toHaveLength(1);

    now += 61_000;
    await failure(service.serve({ ...page, width: 320 }));
    expect(host.requests("/pagina.html")).toHaveLength(2);
  });

  it.each([
    ["/enorme.jpg", "Fetching the picture failed: Response body of 16777216 bytes is larger than 15 MB"],
    ["/enorme-a-pezzi.jpg", "Fetching the picture failed: Response body is larger than 15 MB"],
  ])("a picture larger than 15 MB (%s), refused from its length or cut off while it downloads", async (picture, message) => {
    const huge = await articleWith(picture);
    const error = await failure(pictures().serve({ ...huge, width: 640 }));
    expect(error).toBeInstanceOf(PictureUnavailableError);
    expect(error.message).toBe(message);
  });

  it("a publisher's error: 502 with its status", async () => {
    const missing = await articleWith("/non-esiste.jpg");
    expect((await failure(pictures().serve({ ...missing, width: 640 }))).message).toBe("Fetching the picture failed: HTTP 404 Not Found");
  });

  it("a private address when local hosts are not allowed (ALLOW_PRIVATE_NETWORK unset): the SSRF guard refuses before connecting", async () => {
    const photo = await articleWith("/foto.jpg");
    const error = await failure(pictures({ localHostsAllowed: false }).serve({ ...photo, width: 640 }));
    expect(error).toBeInstanceOf(PictureUnavailableError);
    expect(error.message).toBe("Fetching the picture failed: Refused loopback address 127.0.0.1 (SSRF guard)");
    expect(host.requests()).toHaveLength(0);
  });
});

describe("orphan pictures", () => {
  it("are removed once no article stores them, with every file and the bytes they took; pictures in use stay", async () => {
    let later = 0;
    const service = pictures({ cache: new PictureCache({ dir, maxBytes: 50 * 1024 * 1024, now: () => Date.now() + later }) });
    const kept = await articleWith("/foto.jpg");
    const gone = await articleWith("/piccola.png");
    for (const article of [kept, gone]) for (const width of [320, 640] as const) await service.serve({ ...article, width });
    const before = await service.figures();
    expect(before.files).toBe(6);

    await deleteArticles(testDb.db, [gone.articleId], new Date());
    // Written within the hour: their article may be newer than the sweep's list, so they wait.
    expect(await service.removeOrphans()).toEqual({ files: 0, bytes: 0 });
    later = 2 * 60 * 60_000;
    const removed = await service.removeOrphans();
    expect(removed.files).toBe(3);
    expect(await service.figures()).toEqual({ files: 3, bytes: before.bytes - removed.bytes });
    expect(await size(service, kept, 640)).toMatchObject({ width: 640 });
    expect(host.requests("/foto.jpg")).toHaveLength(1);
  });
});
