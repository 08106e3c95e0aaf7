import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../../tests/helpers/article-rows.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { articles } from "../../db/schema/index.js";
import { claimArticle, claimPendingArticles, PROCESSING_LEASE_MS, renewClaimsOf } from "./claim.js";
import { releaseAllClaims, releaseClaimsOf } from "./release.js";

const testDb = useTestDatabase();
const now = new Date("2026-11-21T10:00:00Z");

describe("claiming articles", () => {
  it("hands each article to one claimer only, even when claims race (separate connections on PostgreSQL)", async () => {
    await insertPendingArticles(testDb.db, 60);
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimPendingArticles(testDb.db, 10, now)));
    const ids = claims.flat().map((article) => article.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it("takes the newest first and sets a lease", async () => {
    const ids = await insertPendingArticles(testDb.db, 3);
    const [claimed] = await claimPendingArticles(testDb.db, 1, now, { leaseMs: 60_000 });
    expect(claimed!.id).toBe(ids[0]);
    const [row] = await testDb.db.select().from(articles).where(eq(articles.id, ids[0]!));
    expect(row).toMatchObject({ processing_status: "processing", processing_lease_until: new Date(now.getTime() + 60_000) });
  });

  it("a single claim says why it could not take the article", async () => {
    const [id] = await insertPendingArticles(testDb.db, 1);
    expect((await claimArticle(testDb.db, id!, now)).claimed?.id).toBe(id);
    expect(await claimArticle(testDb.db, id!, now)).toEqual({ claimed: null, status: "processing" });
    await testDb.db.update(articles).set({ processing_status: "completed" }).where(eq(articles.id, id!));
    expect(await claimArticle(testDb.db, id!, now)).toEqual({ claimed: null, status: "completed" });
    expect(await claimArticle(testDb.db, "00000000-0000-4000-8000-000000000000", now)).toEqual({ claimed: null, status: "missing" });
  });

  it("a failed article can be claimed again", async () => {
    const [id] = await insertPendingArticles(testDb.db, 1);
    await testDb.db.update(articles).set({ processing_status: "failed" }).where(eq(articles.id, id!));
    expect((await claimArticle(testDb.db, id!, now)).claimed?.id).toBe(id);
  });

  it("releases every claim at start-up on the embedded database", async () => {
    await insertPendingArticles(testDb.db, 2);
    await claimPendingArticles(testDb.db, 2, now);
    await releaseAllClaims(testDb.db);
    const rows = await testDb.db.select({ status: articles.processing_status, lease: articles.processing_lease_until }).from(articles);
    expect(rows).toEqual([
      { status: "pending", lease: null },
      { status: "pending", lease: null },
    ]);
  });

  it("takes a killed worker's claims about a minute after its last renewal, never a live worker's", async () => {
    await insertPendingArticles(testDb.db, 4);
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const live = await claimPendingArticles(testDb.db, 2, now, { owner: "live-host:7:aaaa" });
    const dead = await claimPendingArticles(testDb.db, 2, now, { owner: "dead-host:7:bbbb" });
    const lease = PROCESSING_LEASE_MS / 1000;
    // The live worker renews every 20 s; the dead one has stopped.
    for (let t = 20; t < lease; t += 20) await renewClaimsOf(testDb.db, "live-host:7:aaaa", at(t));
    expect(await claimPendingArticles(testDb.db, 10, at(lease - 1), { owner: "next:1:cccc" })).toEqual([]);
    const takenOver = await claimPendingArticles(testDb.db, 10, at(lease + 1), { owner: "next:1:cccc" });
    expect(takenOver.map((article) => article.id).sort()).toEqual(dead.map((article) => article.id).sort());
    for (let t = lease + 20; t < 10 * lease; t += 20) {
      await renewClaimsOf(testDb.db, "live-host:7:aaaa", at(t));
      await renewClaimsOf(testDb.db, "next:1:cccc", at(t));
      expect(await claimPendingArticles(testDb.db, 10, at(t + 1), { owner: "next:1:cccc" })).toEqual([]);
    }
    expect(live).toHaveLength(2);
  });

  it("puts back at once the articles of a worker that stops cleanly, and only its own", async () => {
    await insertPendingArticles(testDb.db, 3);
    await claimPendingArticles(testDb.db, 2, now, { owner: "stopping:1:aaaa" });
    await claimPendingArticles(testDb.db, 1, now, { owner: "staying:2:bbbb" });
    expect(await releaseClaimsOf(testDb.db, "stopping:1:aaaa")).toBe(2);
    const rows = await testDb.db.select({ status: articles.processing_status, owner: articles.processing_owner }).from(articles);
    expect(rows.filter((row) => row.status === "pending")).toEqual([
      { status: "pending", owner: null },
      { status: "pending", owner: null },
    ]);
    expect(rows.filter((row) => row.status === "processing")).toEqual([{ status: "processing", owner: "staying:2:bbbb" }]);
  });
});
