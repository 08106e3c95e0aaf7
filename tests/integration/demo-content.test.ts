import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseFeed } from "feedsmith";
import { JSDOM } from "jsdom";
import { DOMParser as HtmlParser } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_PLACEHOLDER, startDemoHost, type DemoHost } from "../../scripts/demo-host.js";
import { CATEGORIES } from "../../src/shared/constants.js";

/**
 * The offline demo's content (demo/) and its host: what `npm run demo` shows
 * must be well-formed feeds whose links, pages and images all exist.
 */
const root = path.resolve(import.meta.dirname, "../..");
const demoDir = path.join(root, "demo");
/** Saved real feeds the host can serve under /corpus/ (tests and benchmarks ask for them; the demo does not). */
const corpusDir = path.join(root, "tests", "fixtures", "feeds");
const corpusFeeds = fs.readdirSync(path.join(corpusDir, "it")).map((file) => `/corpus/it/${file}`);
const manifest = JSON.parse(fs.readFileSync(path.join(demoDir, "sources.json"), "utf8")) as {
  feeds: Array<{ name: string; path: string; format: "rss" | "atom" | "json" }>;
};
const { window } = new JSDOM("");

interface Item {
  title: string;
  link: string;
  categories: string[];
  date: string;
  images: string[];
  text: string;
}

/** Decodes a feed as its prolog says, as a feed reader would. */
function feedText(bytes: Buffer): string {
  const declared = /^<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(bytes.subarray(0, 200).toString("latin1"))?.[1];
  return new TextDecoder(declared ?? "utf-8").decode(bytes);
}

function parseXml(text: string): Document {
  const doc = new window.DOMParser().parseFromString(text, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

// linkedom for pages: ten times faster than jsdom, and well-formedness only matters for the feeds.
const parseHtml = (html: string) => new HtmlParser().parseFromString(html, "text/html");
const imgSources = (html: string) => [...parseHtml(html).querySelectorAll("img")].map((img) => img.getAttribute("src")!);
const byTag = (el: Element, tag: string) => [...el.getElementsByTagName(tag)];
const textOf = (el: Element, tag: string) => byTag(el, tag)[0]?.textContent ?? "";

/** The items of one demo feed, whatever its format. */
function readItems(format: "rss" | "atom" | "json", text: string): Item[] {
  if (format === "json") {
    const feed = JSON.parse(text) as { items: Array<{ title: string; url: string; tags: string[]; date_published: string; image?: string; content_html?: string; content_text?: string }> };
    return feed.items.map((i) => ({ title: i.title, link: i.url, categories: i.tags, date: i.date_published, images: [i.image ?? "", ...imgSources(i.content_html ?? "")].filter(Boolean), text: i.content_html ?? i.content_text ?? "" }));
  }
  const doc = parseXml(text);
  if (format === "atom") {
    return byTag(doc.documentElement, "entry").map((e) => ({
      title: textOf(e, "title"),
      link: byTag(e, "link").find((l) => l.getAttribute("rel") === "alternate")!.getAttribute("href")!,
      categories: byTag(e, "category").map((c) => c.getAttribute("term")!),
      date: textOf(e, "published"),
      images: imgSources(textOf(e, "content")),
      text: textOf(e, "content") || textOf(e, "summary"),
    }));
  }
  return byTag(doc.documentElement, "item").map((item) => {
    const full = textOf(item, "content:encoded");
    const media = [...byTag(item, "enclosure"), ...byTag(item, "media:content"), ...byTag(item, "media:thumbnail")];
    return {
      title: textOf(item, "title"),
      link: textOf(item, "link"),
      categories: byTag(item, "category").map((c) => c.textContent!),
      date: textOf(item, "pubDate"),
      images: [...media.map((m) => m.getAttribute("url")!), ...imgSources(full)],
      text: full || textOf(item, "description"),
    };
  });
}

/** The file a demo URL names, or null when it points off the demo host. */
function fileFor(url: string): string | null {
  if (!url.startsWith(`${BASE_PLACEHOLDER}/`)) return null;
  const pathname = new URL(url.replace(BASE_PLACEHOLDER, "http://demo.invalid")).pathname;
  return path.join(demoDir, decodeURIComponent(pathname));
}

const IT_NAMES: Record<string, string> = { lun: "Mon", mar: "Tue", mer: "Wed", gio: "Thu", ven: "Fri", sab: "Sat", dom: "Sun", gen: "Jan", mag: "May", giu: "Jun", lug: "Jul", ago: "Aug", set: "Sep", ott: "Oct", dic: "Dec" };
/** Milliseconds of a feed date, Italian RFC 822 names included ("mar" is Tuesday before the comma, March after it). */
function itemTime(date: string): number {
  const [day, rest] = date.includes(",") ? date.split(", ") : ["", date];
  const english = `${day ? `${IT_NAMES[day!] ?? day}, ` : ""}${rest!.replace(/ ([a-z]{3}) /, (m, name: string) => (name === "mar" ? " Mar " : ` ${IT_NAMES[name] ?? name} `))}`;
  return Date.parse(english);
}
const words = (html: string) => html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
const feeds = manifest.feeds.map((f) => {
  const bytes = fs.readFileSync(path.join(demoDir, f.path));
  return { ...f, bytes, items: readItems(f.format, feedText(bytes)) };
});

describe("the demo content", () => {
  it("lists every feed file in sources.json, at least 7 sources and 50 articles", () => {
    const files = fs.readdirSync(path.join(demoDir, "feeds")).map((f) => `/feeds/${f}`).sort();
    expect(manifest.feeds.map((f) => f.path).sort()).toEqual(files);
    expect(feeds.length).toBeGreaterThanOrEqual(7);
    expect(feeds.reduce((n, f) => n + f.items.length, 0)).toBeGreaterThanOrEqual(50);
  });

  it.each(feeds.map((f) => [f.path, f] as const))("%s is a well-formed feed of its format with dated items", (_path, feed) => {
    expect(parseFeed(feedText(feed.bytes)).format).toBe(feed.format);
    expect(feed.items.length).toBeGreaterThanOrEqual(6);
    for (const item of feed.items) expect(item.date, item.link).toMatch(/^\d{4}-\d\d-\d\dT|^\w{3}, \d{1,2} \w{3} 2026 \d\d:\d\d:\d\d (GMT|[+-]\d{4})$/);
  });

  it("covers all 12 categories, with full-text, excerpt-only, image, Atom, JSON and Italian-date feeds among them", () => {
    const categories = new Set(feeds.flatMap((f) => f.items.flatMap((i) => i.categories.map((c) => c.toLowerCase()))));
    expect(CATEGORIES.filter((c) => !categories.has(c))).toEqual([]);
    const text = (f: (typeof feeds)[number]) => f.bytes.toString("latin1");
    expect(feeds.some((f) => text(f).includes("<content:encoded>") && f.items.every((i) => words(i.text) >= 150))).toBe(true);
    expect(feeds.some((f) => f.format === "rss" && f.items.every((i) => words(i.text) < 60))).toBe(true);
    expect(feeds.some((f) => /<media:content |<enclosure /.test(text(f)))).toBe(true);
    expect(feeds.some((f) => f.items.some((i) => /^(lun|mar|mer|gio|ven|sab|dom), \d+ (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) /.test(i.date)))).toBe(true);
    expect(feeds.filter((f) => f.format === "atom")).not.toHaveLength(0);
    expect(JSON.parse(feedText(feeds.find((f) => f.format === "json")!.bytes)).version).toBe("https://jsonfeed.org/version/1.1");
  });

  it("has an ISO-8859-1 feed made of Latin-1 bytes with Italian accents", () => {
    const latin = feeds.find((f) => /^<\?xml[^>]*encoding="ISO-8859-1"/.test(f.bytes.toString("latin1")))!;
    expect(latin).toBeDefined();
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(latin.bytes)).toThrow();
    expect(latin.bytes.includes(Buffer.from("citt\u00e0", "latin1"))).toBe(true);
    const text = feedText(latin.bytes);
    for (const word of ["città", "perché", " è ", "più", "Università"]) expect(text).toContain(word);
  });

  it("links every item to an existing article page of 250-600 words with og:image and published time", () => {
    for (const item of feeds.flatMap((f) => f.items)) {
      const file = fileFor(item.link);
      expect(file && fs.existsSync(file), item.link).toBe(true);
      const doc = parseHtml(fs.readFileSync(file!, "utf8"));
      const meta = (property: string) => doc.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
      expect(meta("og:image"), item.link).toMatch(/^\{\{BASE\}\}\/images\//);
      expect(Date.parse(meta("article:published_time") ?? ""), item.link).toBe(itemTime(item.date));
      const body = words(doc.querySelector("article .article-body")?.innerHTML ?? "");
      expect(body, item.link).toBeGreaterThanOrEqual(250);
      expect(body, item.link).toBeLessThanOrEqual(600);
    }
  });

  it("names only images and pages that exist, in feeds and pages alike", () => {
    const urls = new Set(feeds.flatMap((f) => f.items.flatMap((i) => i.images)));
    for (const dir of fs.readdirSync(path.join(demoDir, "pages"))) {
      for (const page of fs.readdirSync(path.join(demoDir, "pages", dir))) {
        const doc = parseHtml(fs.readFileSync(path.join(demoDir, "pages", dir, page), "utf8"));
        for (const el of doc.querySelectorAll("img[src], a[href], link[href], meta[property='og:image']")) {
          urls.add(el.getAttribute("src") ?? el.getAttribute("href") ?? el.getAttribute("content")!);
        }
      }
    }
    const missing = [...urls].map((u) => fileFor(u)).filter((file): file is string => file !== null && !fs.existsSync(file));
    expect(missing).toEqual([]);
    expect([...urls].filter((u) => u.endsWith(".svg")).length).toBeGreaterThanOrEqual(50);
  });

  // Issue 26: the earthquake articles showed copies of other articles' pictures (fog on the motorway, dinosaur tracks...).
  it.each(feeds.flatMap((f) => f.items.map((item) => [item.title, item] as const)))("gives «%s» the picture drawn for it", (_title, item) => {
    const page = /\/pages\/([\w-]+)\/([\w-]+)\.html/.exec(item.link)!;
    const own = `${BASE_PLACEHOLDER}/images/${page[1]}/${page[2]}.svg`;
    const doc = parseHtml(fs.readFileSync(fileFor(item.link)!, "utf8"));
    const figure = doc.querySelector("article figure img");
    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!) as { image: string[] };
    const alt = doc.querySelector('meta[property="og:image:alt"]')?.getAttribute("content");
    // Every picture the feed and the page give the item is the one named after its page.
    const named = [...item.images, doc.querySelector('meta[property="og:image"]')?.getAttribute("content"), figure?.getAttribute("src"), ...jsonLd.image];
    expect(new Set(named)).toEqual(new Set([own]));
    // And that picture is this article's: its headline, its caption, one of its categories.
    const svg = parseXml(fs.readFileSync(fileFor(own)!, "utf8")).documentElement;
    const headline = byTag(svg, "tspan").map((t) => t.textContent).join(" ");
    expect(headline).toBe(item.title.replace(/\s+/g, " ").trim());
    expect(textOf(svg, "title")).toBe(alt);
    expect(svg.getAttribute("aria-label")).toBe(alt);
    expect(figure?.getAttribute("alt")).toBe(alt);
    const label = byTag(svg, "text").find((t) => t.getAttribute("letter-spacing"))!.textContent!;
    expect(item.categories.map((c) => c.toUpperCase())).toContain(label);
  });

  it("draws a picture of its own for every article: no two are the same file", () => {
    const pictures = feeds.flatMap((f) => f.items.map((item) => fs.readFileSync(fileFor(item.link.replace("/pages/", "/images/").replace(/\.html.*$/, ".svg"))!, "utf8")));
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});

function rawGet(origin: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // A raw path: fetch() would normalise "/../" away before it left the client.
    http.get({ hostname, port, path: rawPath }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += String(chunk)));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    }).on("error", reject);
  });
}

describe("the demo host", () => {
  let host: DemoHost;
  beforeAll(async () => {
    host = await startDemoHost({ root: demoDir, corpusDirs: [corpusDir] });
  });
  afterAll(async () => {
    await host.close();
  });

  it.each([
    ["/feeds/corriere-valdoria.rss.xml", "application/rss+xml; charset=UTF-8"],
    ["/feeds/econotizie.rss.xml", "application/rss+xml; charset=ISO-8859-1"],
    ["/feeds/salute-oggi.atom.xml", "application/atom+xml; charset=utf-8"],
    ["/feeds/viaggiatore-curioso.json", "application/feed+json; charset=utf-8"],
    ["/pages/salute-oggi/dieta-mediterranea-cuore.html", "text/html; charset=utf-8"],
    ["/images/salute-oggi/dieta-mediterranea-cuore.svg", "image/svg+xml"],
  ])("serves %s as %s with {{BASE}} replaced by its origin", async (urlPath, type) => {
    const response = await fetch(`${host.origin}${urlPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    const served = Buffer.from(await response.arrayBuffer());
    const source = fs.readFileSync(path.join(demoDir, urlPath));
    expect(served.toString("latin1")).toBe(source.toString("latin1").replaceAll(BASE_PLACEHOLDER, host.origin));
    expect(served.includes(BASE_PLACEHOLDER)).toBe(false);
  });

  it("serves an article link with tracking parameters, and answers 304 to a matching If-None-Match", async () => {
    const first = await fetch(`${host.origin}/pages/la-platea/fari-spenti-tour.html?utm_source=rss&utm_medium=feed`);
    expect(first.status).toBe(200);
    const again = await fetch(`${host.origin}/pages/la-platea/fari-spenti-tour.html`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it.each(corpusFeeds.map((c) => [c]))("serves the corpus feed %s byte for byte", async (urlPath) => {
    const response = await fetch(`${host.origin}${urlPath}`);
    expect(response.status).toBe(200);
    const saved = fs.readFileSync(path.join(corpusDir, urlPath.replace(/^\/corpus\//, "")));
    expect(Buffer.from(await response.arrayBuffer()).toString("latin1")).toBe(saved.toString("latin1"));
  });

  it("serves /corpus/ from a further folder (the workspace's corpus) when the repository's copy lacks the file", async () => {
    const extra = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-corpus-"));
    fs.mkdirSync(path.join(extra, "it"));
    fs.writeFileSync(path.join(extra, "it", "extra.rss.xml"), "<rss/>");
    fs.writeFileSync(path.join(extra, "it", "romatoday.rss.xml"), "<rss>not the repository's copy</rss>");
    const both = await startDemoHost({ root: demoDir, corpusDirs: [corpusDir, extra] });
    try {
      expect(await (await fetch(`${both.origin}/corpus/it/extra.rss.xml`)).text()).toBe("<rss/>");
      const first = Buffer.from(await (await fetch(`${both.origin}/corpus/it/romatoday.rss.xml`)).arrayBuffer());
      expect(first.equals(fs.readFileSync(path.join(corpusDir, "it", "romatoday.rss.xml")))).toBe(true);
    } finally {
      await both.close();
      fs.rmSync(extra, { recursive: true, force: true });
    }
  });

  it.each([
    ["/../package.json", 403],
    ["/feeds/..%2f..%2fpackage.json", 403],
    ["/feeds/%2e%2e/%2e%2e/package.json", 403],
    ["/corpus/../../main/package.json", 403],
    ["/package.json", 404],
    ["/sources.json", 404],
    ["/README.md", 404],
    ["/feeds/", 404],
    ["/pages/salute-oggi", 404],
    ["/feeds/nessuno.xml", 404],
  ])("refuses %s with %i and never shows a file outside its roots", async (rawPath, status) => {
    const response = await rawGet(host.origin, rawPath);
    expect(response.status).toBe(status);
    expect(response.body).not.toContain('"name": "rassegna"');
  });

  it("answers 405 to anything but GET and HEAD", async () => {
    expect((await fetch(`${host.origin}/feeds/la-platea.rss.xml`, { method: "POST" })).status).toBe(405);
  });
});
