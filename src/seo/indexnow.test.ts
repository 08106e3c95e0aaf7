import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { createTestApp } from "../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { articles } from "../db/schema/index.js";
import { IndexNow } from "./indexnow.js";

const testDb = useTestDatabase();
const KEY = "a1b2c3d4e5f6a7b8";
const received: Array<Record<string, unknown>> = [];
let status = 200;
const engine = createServer((request: IncomingMessage, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    received.push(JSON.parse(body) as Record<string, unknown>);
    response.writeHead(status).end();
  });
});
let endpoint = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => engine.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(engine.address() as AddressInfo).port}/indexnow`;
});
afterAll(() => new Promise<void>((resolve) => engine.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  status = 200;
});

const pinger = () => new IndexNow({ key: KEY, endpoint, publicUrl: "https://notizie.example.it/", fetch, batchMs: 60_000 });

describe("IndexNow", () => {
  it("announces a story page once two publishers tell the story, in one batch, naming the key's address", async () => {
    const [first, second, alone] = await insertPublished(testDb.db, [{ source_name: "ANSA" }, { source_name: "Il Mattino" }, { source_name: "ANSA" }]);
    await testDb.db.update(articles).set({ story_id: first! }).where(inArray(articles.id, [first!, second!]));
    await testDb.db.update(articles).set({ story_id: alone! }).where(inArray(articles.id, [alone!]));
    const indexNow = pinger();
    await indexNow.afterPublish(testDb.db, alone!);
    await indexNow.afterPublish(testDb.db, first!);
    await indexNow.afterPublish(testDb.db, second!);
    await indexNow.flush();
    expect(received).toEqual([
      { host: "notizie.example.it", key: KEY, keyLocation: `https://notizie.example.it/${KEY}.txt`, urlList: [`https://notizie.example.it/storia/${first}`] },
    ]);
  });

  it("sends nothing for a story of one publisher, and survives the engine's refusal", async () => {
    const [only] = await insertPublished(testDb.db, [{ source_name: "ANSA" }]);
    await testDb.db.update(articles).set({ story_id: only! }).where(inArray(articles.id, [only!]));
    const indexNow = pinger();
    await indexNow.afterPublish(testDb.db, only!);
    await indexNow.flush();
    expect(received).toEqual([]);
    status = 403;
    indexNow.announce("https://notizie.example.it/storia/x");
    await expect(indexNow.flush()).resolves.toBeUndefined();
    expect(received).toHaveLength(1);
  });
});

describe("the IndexNow key file", () => {
  it("answers the key at /{key}.txt when INDEXNOW_KEY is set, and nothing there when it is not", async () => {
    const withKey = await createTestApp(testDb.db, { indexNow: { key: KEY, endpoint } });
    const response = await withKey.app.inject({ url: `/${KEY}.txt` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(KEY);
    await withKey.app.close();
    const without = await createTestApp(testDb.db);
    expect((await without.app.inject({ url: `/${KEY}.txt` })).statusCode).toBe(404);
    await without.app.close();
  });
});
