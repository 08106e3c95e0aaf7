import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../shared/constants.js";
import { canonicalUrl } from "./canonical-url.js";
import { parseOpml } from "./opml.js";
import { readStarterFeeds, STARTER_OPML_FILE } from "./starter-feeds.js";

describe("the starter OPML (starter-feeds/italia.opml)", () => {
  it("parses, and every outline is a feed with an http(s) URL", async () => {
    const text = await readFile(STARTER_OPML_FILE, "utf8");
    const { feeds, invalid } = await parseOpml(text);
    expect(invalid).toBe(0);
    expect(feeds.length).toBeGreaterThanOrEqual(20);
    // Every outline with an address is counted: none is dropped as a folder by mistake.
    expect(feeds).toHaveLength(text.match(/xmlUrl=/g)!.length);
    for (const feed of feeds) {
      expect(feed.feed_url).toMatch(/^https:\/\//);
      expect(feed.site_url).toMatch(/^https:\/\//);
      expect(feed.name.length).toBeGreaterThan(0);
      expect(feed.folder).toBeTruthy();
    }
  });

  it("lists each feed once, with categories among the twelve", async () => {
    const feeds = await readStarterFeeds();
    expect(new Set(feeds.map((feed) => canonicalUrl(feed.feed_url))).size).toBe(feeds.length);
    expect(new Set(feeds.map((feed) => feed.name)).size).toBe(feeds.length);
    const text = await readFile(STARTER_OPML_FILE, "utf8");
    const written = [...text.matchAll(/category="([^"]*)"/g)].map((match) => match[1]);
    expect(written.every((category) => (CATEGORIES as readonly string[]).includes(category!))).toBe(true);
    expect(feeds.filter((feed) => feed.category !== null)).toHaveLength(written.length);
  });

  it("keeps the publishers the docs name", async () => {
    const hosts = new Set((await readStarterFeeds()).map((feed) => new URL(feed.feed_url).hostname));
    for (const host of ["www.ansa.it", "www.ilpost.it", "www.repubblica.it", "xml2.corriereobjects.it", "www.ilsole24ore.com", "www.rainews.it", "www.internazionale.it", "www.wired.it", "www.fanpage.it"]) {
      expect(hosts).toContain(host);
    }
  });
});
