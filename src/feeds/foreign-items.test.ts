import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rss } from "../../tests/helpers/feed-builder.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startFeedHost, type FeedHost } from "../../tests/servers/feed-host.js";
import { ENGLISH_REPORT } from "../../tests/servers/ai-provider.js";
import { aiConfigs, articles, rssFeeds } from "../db/schema/index.js";
import type { ForeignItems } from "../shared/constants.js";
import { createFetcher, type Fetcher } from "./fetch/fetcher.js";
import { syncAllFeeds } from "./sync-all.js";

const testDb = useTestDatabase();
let host: FeedHost;
let fetcher: Fetcher;

beforeEach(async () => {
  host = await startFeedHost();
  fetcher = createFetcher({ userAgent: "Rassegna-test", allowPrivateNetwork: true, timeoutMs: 3_000 });
});
afterEach(async () => {
  await fetcher.close();
  await host.close();
});

const ITALIAN = {
  title: "Terremoto nell'Italia centrale, danni agli edifici a Norcia",
  text: "Una forte scossa di magnitudo 5.8 ha colpito l'Italia centrale lunedì mattina. A Norcia crolli e danni agli edifici antichi.",
};

async function syncFeed(foreignItems: ForeignItems): Promise<{ title: string; language: string | null }[]> {
  host.route("/feed.xml", {
    body: rss("Notizie dal mondo", [
      { title: ENGLISH_REPORT.title, text: ENGLISH_REPORT.text, link: host.url("/en/1") },
      { title: ITALIAN.title, text: ITALIAN.text, link: host.url("/it/1") },
      { title: "Lazio-Crotone", text: "2-1", link: host.url("/it/2") },
    ]),
  });
  await testDb.db.insert(rssFeeds).values({ name: "Notizie dal mondo", feed_url: host.url("/feed.xml"), max_age_days: 0, scrape_mode: "never", foreign_items: foreignItems });
  await syncAllFeeds({ db: testDb.db, fetcher });
  const rows = await testDb.db.select({ title: articles.title, language: articles.language }).from(articles);
  return rows.sort((a, b) => a.title.localeCompare(b.title));
}

describe("foreign items at sync (docs/product.md#feed-rss)", () => {
  it("stores each item's language, unknown for a title too short to tell, and imports foreign items by default", async () => {
    expect(await syncFeed("import")).toEqual([
      { title: "Lazio-Crotone", language: null },
      { title: ENGLISH_REPORT.title, language: "en" },
      { title: ITALIAN.title, language: "it" },
    ]);
  });

  it("skips a foreign item when the feed says so and no provider could translate it; Italian and unknown ones come in", async () => {
    expect((await syncFeed("skip")).map((row) => row.title)).toEqual(["Lazio-Crotone", ITALIAN.title]);
  });

  it("imports it all the same when a provider is configured: it will be translated", async () => {
    await testDb.db.insert(aiConfigs).values({ provider: "openai", api_key: "key-openai-0123456789abcdef", model_name: "m", endpoint: "http://127.0.0.1:9/v1" });
    expect((await syncFeed("skip")).map((row) => row.language)).toEqual([null, "en", "it"]);
  });
});
