/**
 * Feed parser measurement behind docs/decisions/004-feed-parser.md.
 * `npx tsx bench/parsers.ts [--checks-only] [--verbose]`: correctness on the corpus and our format fixtures,
 * then speed (items/s) and retained memory. Every library gets the same text,
 * decoded once by src/feeds/charset.ts; "raw" rows show what the library alone
 * gives (its own dates, links, images), the last row our wrapper.
 */
import { readdirSync, readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { extractFromJson, extractFromXml } from "@extractus/feed-extractor";
import { parseFeed as rowanParse } from "@rowanmanning/feed-parser";
import { parseFeed as smithParse } from "feedsmith";
import RssParser from "rss-parser";
import { decodeDocument } from "../src/feeds/charset.js";
import { parseFeed as oursParse } from "../src/feeds/parse/parse-feed.js";

interface Item { guid: string | null; title: string; link: string | null; date: Date | null; image: string | null }
interface Feed { title: string; link: string | null; items: Item[]; raw?: unknown }
type Parse = (text: string, file: string) => Feed | Promise<Feed>;

const FIXTURES = new URL("../tests/fixtures/feeds/", import.meta.url);
const FILES = ["it", "encoding", "formats"].flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, FIXTURES)).map((name) => `${dir}/${name}`),
);
const TEXTS = new Map(
  FILES.map((file) => {
    const kind = file.endsWith(".json") ? "json" : file.endsWith(".html") ? "html" : "xml";
    return [file, decodeDocument(new Uint8Array(readFileSync(new URL(file, FIXTURES))), null, kind)];
  }),
);
const FEED_FILES = FILES.filter((file) => !/\.(html|txt)$|broken|truncated/.test(file));

/* eslint-disable @typescript-eslint/no-explicit-any -- library outputs are read loosely on purpose */
const str = (value: any): string | null => (value === undefined || value === null || value === "" ? null : String(value));
const date = (value: any): Date | null => {
  const parsed = value instanceof Date ? value : value ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
};
const isImage = (media: any) => media && (/^image\//.test(media.type ?? "") || media.medium === "image" || media.type === "image");

const rowan: Parse = (text) => {
  const feed = rowanParse(text);
  return {
    raw: feed,
    title: feed.title ?? "",
    link: feed.url,
    items: feed.items.map((item: any) => ({
      guid: item.id, title: item.title ?? "", link: item.url, date: item.published ?? item.updated,
      image: item.image?.url ?? item.media.find((media: any) => media.image)?.image ?? null,
    })),
  };
};

const smith: Parse = (text) => {
  const { format, feed } = smithParse(text) as { format: string; feed: any };
  if (format === "json") {
    return {
      raw: feed,
      title: feed.title ?? "", link: str(feed.home_page_url),
      items: (feed.items ?? []).map((item: any) => ({
        guid: str(item.id), title: item.title ?? "", link: str(item.url ?? item.external_url),
        date: date(item.date_published ?? item.date_modified), image: str(item.image ?? item.banner_image),
      })),
    };
  }
  if (format === "atom") {
    const alternate = (links: any[] = []) => str(links.find((link) => !link.rel || link.rel === "alternate")?.href);
    return {
      raw: feed,
      title: feed.title?.value ?? feed.title ?? "", link: alternate(feed.links),
      items: (feed.entries ?? []).map((entry: any) => ({
        guid: str(entry.id), title: entry.title?.value ?? "", link: alternate(entry.links),
        date: date(entry.published ?? entry.updated),
        image: str(entry.media?.thumbnails?.[0]?.url ?? entry.links?.find((link: any) => link.rel === "enclosure" && isImage(link))?.href),
      })),
    };
  }
  return {
    raw: feed,
    title: feed.title ?? "", link: str(feed.link),
    items: (feed.items ?? []).map((item: any) => ({
      guid: str(item.guid?.value ?? item.rdf?.about), title: item.title ?? "", link: str(item.link),
      date: date(item.pubDate ?? item.dc?.dates?.[0]),
      image: str(
        item.enclosures?.find(isImage)?.url ?? item.media?.contents?.find(isImage)?.url ?? item.media?.thumbnails?.[0]?.url ??
          item.media?.groups?.[0]?.thumbnails?.[0]?.url ?? item.itunes?.image,
      ),
    })),
  };
};

const rssParser = new RssParser({ customFields: { item: ["media:content", "media:thumbnail", "media:group"] } });
const rss: Parse = async (text) => {
  const feed = await rssParser.parseString(text);
  return {
    raw: feed,
    title: feed.title ?? "", link: str(feed.link),
    items: feed.items.map((item: any) => ({
      guid: str(item.guid ?? item.id), title: item.title ?? "", link: str(item.link), date: date(item.isoDate),
      image: str(
        (isImage(item.enclosure) ? item.enclosure.url : null) ?? item["media:content"]?.$?.url ?? item["media:thumbnail"]?.$?.url ??
          item["media:group"]?.["media:thumbnail"]?.[0]?.$?.url ?? item.itunes?.image,
      ),
    })),
  };
};

const extractus: Parse = (text, file) => {
  const options = {
    descriptionMaxLen: 0,
    getExtraEntryFields: (entry: any) => ({
      image: entry.enclosure?.["@_url"] ?? entry["media:content"]?.["@_url"] ?? entry["media:thumbnail"]?.["@_url"] ?? entry.image ?? null,
    }),
  };
  const feed: any = file.endsWith(".json") ? extractFromJson(text, options) : extractFromXml(text, options);
  return {
    raw: feed,
    title: feed.title ?? "", link: str(feed.link),
    items: (feed.entries ?? []).map((entry: any) => ({
      guid: str(entry.id), title: entry.title ?? "", link: str(entry.link), date: date(entry.published), image: str(entry.image),
    })),
  };
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const ours: Parse = (text, file) => {
  const feed = oursParse(text, `https://feeds.example.it/${file}`);
  return { ...feed, items: feed.items.map((item) => ({ ...item, date: item.publishedAt })) };
};

const PARSERS: Record<string, Parse> = {
  "@rowanmanning/feed-parser 2.1.5": rowan,
  "feedsmith 3.0.1 (raw)": smith,
  "rss-parser 3.13.0": rss,
  "@extractus/feed-extractor 8.0.3": extractus,
  "ours: feedsmith + wrapper": ours,
};

type Check = [category: string, file: string, test: (feed: Feed) => unknown];
const item = (feed: Feed, index: number) => feed.items[index];
const count = (file: string, n: number): Check => ["formats", file, (feed) => feed.items.length === n];
const when = (iso: string) => (value: Date | null | undefined) => value?.toISOString() === new Date(iso).toISOString();

const CHECKS: Check[] = [
  count("formats/rss-091.xml", 1), count("formats/rss-092.xml", 2), count("encoding/rdf_UTF8.xml", 60),
  count("formats/rss-10.rdf", 1), count("formats/rss-20-media.xml", 4), count("formats/atom-03.xml", 1),
  count("formats/atom-10.xml", 2), count("formats/json-feed-10.json", 1), count("formats/json-feed-11.json", 3),
  count("it/romatoday.rss.xml", 25), count("it/romanews.rss.xml", 10), count("it/dday.atom.xml", 1),
  count("it/idea-ricir.atom.xml", 1), count("encoding/large_rss.xml", 25), count("encoding/large_atom.xml", 25),
  count("encoding/encoding_ISO-8859-1.xml", 40), count("encoding/no_encoding_ISO-8859-1.xml", 10),
  ["accents", "formats/rss-091.xml", (feed) => feed.title === "Notizie di Città" && item(feed, 0)?.title === "Il sindaco è in visita"],
  ["accents", "it/hdblog-thumb.rss.xml", (feed) => item(feed, 0)?.title.startsWith("Fairphone 5 è ufficiale")],
  ["accents", "it/ilmessaggero-mondo.rss.xml", (feed) => item(feed, 0)?.title.includes("cosa è successo")],
  // The bytes as published ("GesÃ¹", double-encoded by the publisher) or repaired ("Gesù"), never decoded twice more.
  ["accents", "it/romatoday.rss.xml", (feed) => /Bambin Ges(?:ù|Ã¹):/.test(item(feed, 1)?.title ?? "")],
  ["accents", "encoding/iso-8859-1.xml", (feed) => feed.title === "Café"],
  ["accents", "encoding/windows-1252.xml", (feed) => feed.title === "Euro €"],
  ["accents", "encoding/utf8-incorrect-prolog.xml", (feed) => feed.title === "테스트 피드" && item(feed, 0)?.title === "Café"],
  ["accents", "encoding/invalid-prolog.xml", (feed) => feed.title === "테스트 피드" && item(feed, 0)?.title === "Café"],
  ["sloppy XML", "formats/rss-20-sloppy.xml", (feed) => item(feed, 0)?.title.includes("Roma") && item(feed, 0)?.title.includes("è pronta")],
  ["sloppy XML", "formats/rss-20-sloppy.xml", (feed) => item(feed, 0)?.link === "https://sloppy.example.it/derby?a=1&b=2"],
  ["accents", "formats/atom-10.xml", (feed) => item(feed, 0)?.title.replace(/<\/?em>/g, "") === "L’inverno più caldo"],
  ["dates", "it/ilmessaggero-mondo.rss.xml", (feed) => when("2022-11-15T23:38:15Z")(item(feed, 0)?.date)],
  ["dates", "formats/rss-20-media.xml", (feed) => when("2023-05-18T08:00:00Z")(item(feed, 0)?.date)],
  ["dates", "formats/rss-20-media.xml", (feed) => when("2023-05-18T09:00:00Z")(item(feed, 1)?.date)],
  ["dates", "it/ilgiornale-cronache.rss.xml", (feed) => when("2022-11-15T20:15:04Z")(item(feed, 0)?.date)],
  ["dates", "formats/rss-10.rdf", (feed) => when("2023-05-18T08:00:00Z")(item(feed, 0)?.date)],
  ["dates", "formats/atom-03.xml", (feed) => when("2005-07-31T12:29:29Z")(item(feed, 0)?.date)],
  ["dates", "formats/atom-10.xml", (feed) => when("2024-03-01T10:00:00Z")(item(feed, 0)?.date)],
  ["dates", "formats/json-feed-11.json", (feed) => when("2024-01-10T09:00:00Z")(item(feed, 0)?.date)],
  ["dates", "formats/rss-091.xml", (feed) => item(feed, 0) && item(feed, 0)?.date === null],
  ["links", "formats/rss-091.xml", (feed) => item(feed, 0)?.link === "https://citta.example.it/cronaca/sindaco-in-visita.html"],
  ["links", "formats/atom-10.xml", (feed) => feed.link === "https://atom.example.it/blog/"],
  ["links", "formats/atom-10.xml", (feed) => item(feed, 0)?.link === "https://atom.example.it/blog/2024/03/inverno"],
  ["links", "formats/atom-10.xml", (feed) => item(feed, 1)?.link === "https://altro.example.it/sezione/pagina.html"],
  ["links", "formats/rss-20-media.xml", (feed) => item(feed, 3)?.link === "https://quotidiano.example.it/a/4"],
  ["links", "formats/json-feed-11.json", (feed) => item(feed, 1)?.link === "https://json.example.it/post/2"],
  ["links", "it/dday.atom.xml", (feed) => item(feed, 0)?.link?.endsWith("/52184/alexa-ufficiale-parla-e-pensa-come-una-persona-e-sara-gratis-con-prime")],
  ["images", "it/ilmessaggero-mondo.rss.xml", (feed) => item(feed, 0)?.image?.endsWith("7054869_16003922_missili_polonia_1_.jpg")],
  ["images", "formats/rss-092.xml", (feed) => item(feed, 0)?.image === "https://radio.example.it/media/puntata-1.jpg" && item(feed, 1)?.image === null],
  ["images", "formats/rss-20-media.xml", (feed) => item(feed, 0)?.image === "https://cdn.example.it/1.jpg"],
  ["images", "formats/rss-20-media.xml", (feed) => item(feed, 1)?.image === "https://cdn.example.it/2-thumb.jpg"],
  ["images", "formats/rss-20-media.xml", (feed) => item(feed, 2)?.image === "https://cdn.example.it/3.jpg"],
  ["images", "formats/rss-20-media.xml", (feed) => item(feed, 3)?.image === "https://quotidiano.example.it/img/4.jpg"],
  ["images", "it/ilgiornale-cronache.rss.xml", (feed) => item(feed, 0)?.image?.includes("1664568527-schermata-2022-09-30-214250.jpg")],
  ["images", "it/idea-ricir.atom.xml", (feed) => item(feed, 0)?.image === "https://idea.ricir.net/assets/ComeSeguireAggiornamenti-social.png"],
  ["images", "formats/atom-10.xml", (feed) => item(feed, 0)?.image === "https://atom.example.it/img/inverno.jpg"],
  ["images", "formats/atom-10.xml", (feed) => item(feed, 1)?.image === "https://altro.example.it/sezione/thumb.jpg"],
  ["images", "formats/json-feed-11.json", (feed) => item(feed, 0)?.image === "https://json.example.it/img/1.png"],
  ["guid", "it/hdblog-thumb.rss.xml", (feed) => item(feed, 0)?.guid === "http://www.hdblog.it/?p=573063"],
  ["guid", "formats/rss-20-media.xml", (feed) => item(feed, 0)?.guid === "quotidiano-1" && item(feed, 2)?.guid === null],
  ["guid", "formats/rss-10.rdf", (feed) => item(feed, 0)?.guid === "https://rdf.example.it/n/1"],
  ["guid", "formats/atom-10.xml", (feed) => item(feed, 1)?.guid === "tag:atom.example.it,2024:seconda"],
  ["guid", "formats/json-feed-11.json", (feed) => item(feed, 1)?.guid === "2"],
];
const MUST_FAIL = ["formats/not-a-feed.html", "formats/broken.json", "formats/plain.txt"];

async function tryParse(parse: Parse, file: string): Promise<Feed | Error> {
  try {
    return await parse(TEXTS.get(file)!, file);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const VERBOSE = process.argv.includes("--verbose");
const CHECKS_ONLY = process.argv.includes("--checks-only");

async function correctness(name: string, parse: Parse): Promise<Record<string, string>> {
  const scores: Record<string, [number, number]> = {};
  for (const [index, [category, file, test]] of CHECKS.entries()) {
    const feed = await tryParse(parse, file);
    const score = (scores[category] ??= [0, 0]);
    score[1] += 1;
    if (!(feed instanceof Error) && test(feed)) score[0] += 1;
    else if (VERBOSE) console.log(`${name}: check #${index} ${category} ${file} failed${feed instanceof Error ? `: ${feed.message}` : ""}`);
  }
  let rejected = 0;
  for (const file of MUST_FAIL) if ((await tryParse(parse, file)) instanceof Error) rejected += 1;
  scores["rejects non-feeds"] = [rejected, MUST_FAIL.length];
  const truncated = await tryParse(parse, "formats/truncated.xml");
  const row = Object.fromEntries(Object.entries(scores).map(([key, [ok, total]]) => [key, `${ok}/${total}`]));
  row["truncated XML"] = truncated instanceof Error ? "error" : `${truncated.items.length} items`;
  return row;
}

/**
 * Items per second of CPU time (this process's user + system), best of 5 runs:
 * the machine is shared, and CPU time with the least disturbed run is what
 * stays comparable when other processes load it.
 */
async function itemsPerSecond(parse: Parse, files: string[], rounds: number): Promise<number | null> {
  let items = 0;
  for (const file of files) {
    const feed = await tryParse(parse, file);
    if (feed instanceof Error) return null;
    items += feed.items.length;
  }
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    for (let round = 0; round < rounds; round++) for (const file of files) await parse(TEXTS.get(file)!, file);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1e6);
  }
  return Math.round((items * rounds) / best);
}

/** The feed files every library reads (JSON Feed and sloppy XML left out), so the speeds compare the same work. */
async function commonFiles(): Promise<string[]> {
  const common: string[] = [];
  for (const file of FEED_FILES) {
    const results = await Promise.all(Object.values(PARSERS).map((parse) => tryParse(parse, file)));
    if (results.every((result) => !(result instanceof Error))) common.push(file);
  }
  return common;
}

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap still held by 20 parsed copies of large_rss.xml (the library's own result kept), per copy. */
async function retainedKiB(parse: Parse): Promise<number | null> {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: Feed[] = [];
  for (let copy = 0; copy < 20; copy++) {
    const feed = await tryParse(parse, "encoding/large_rss.xml");
    if (feed instanceof Error) return null;
    kept.push(feed);
  }
  gc();
  const perCopy = (process.memoryUsage().heapUsed - before) / kept.length / 1024;
  return Math.round(perCopy);
}

const rows: Record<string, Record<string, string | number | null>> = {};
for (const [name, parse] of Object.entries(PARSERS)) {
  rows[name] = await correctness(name, parse);
  if (CHECKS_ONLY) continue;
  await itemsPerSecond(parse, FEED_FILES, 5); // warm-up
  rows[name] = {
    ...rows[name],
    "large_rss items/s": await itemsPerSecond(parse, ["encoding/large_rss.xml"], 40),
    "large_atom items/s": await itemsPerSecond(parse, ["encoding/large_atom.xml"], 40),
    "common files items/s": await itemsPerSecond(parse, await commonFiles(), 10),
    "KiB per large_rss": await retainedKiB(parse),
  };
}
console.table(rows);
