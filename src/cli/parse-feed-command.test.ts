import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { ParseFeedLine } from "./parse-feed-command.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FEEDS = "tests/fixtures/feeds/";
const directory = mkdtempSync(path.join(tmpdir(), "parse-feed-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** `npm run --silent cli -- parse-feed ...` without npm: the same dispatcher, in its own process. */
function runParseFeed(args: string[]): Promise<{ code: number | null; lines: ParseFeedLine[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/rassegna.ts", "parse-feed", ...args], { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = stdout.split("\n").filter(Boolean).map((line) => JSON.parse(line) as ParseFeedLine);
      resolve({ code, lines, stderr });
    });
  });
}

describe("parse-feed command", () => {
  it("prints one JSON line per file, in order, and goes on past the files that fail", async () => {
    const files = [
      `${FEEDS}it/ilmessaggero-mondo.rss.xml`,
      `${FEEDS}formats/not-a-feed.html`,
      `${FEEDS}formats/no-such-feed.xml`,
      `${FEEDS}formats/broken.json`,
      FEEDS,
      `${FEEDS}formats/json-feed-11.json`,
    ];
    const { code, lines } = await runParseFeed(files);
    expect(code).toBe(0);
    expect(lines.map((line) => [line.file, line.ok])).toEqual([
      [files[0], true],
      [files[1], false],
      [files[2], false],
      [files[3], false],
      [files[4], false],
      [files[5], true],
    ]);
    expect(lines[1]).toMatchObject({ error: "not_a_feed: The document is not an RSS, Atom or JSON feed", feed: null, items: [] });
    expect(lines[2]?.error).toBe("Cannot read the file: ENOENT");
    expect(lines[3]?.error).toMatch(/^parse_error: /);
    expect(lines[4]?.error).toBe("Cannot read the file: EISDIR");
    expect(lines[5]?.items).toHaveLength(3);
  });

  it("prints the feed and its items with cleaned text, absolute links and ISO dates", async () => {
    const { lines } = await runParseFeed([`${FEEDS}it/ilmessaggero-mondo.rss.xml`, `${FEEDS}formats/rss-091.xml`]);
    expect(Object.keys(lines[0]!)).toEqual(["file", "ok", "feed", "items"]);
    expect(lines[0]?.feed).toEqual({ title: "ilmessaggero.it - mondo", link: "https://www.ilmessaggero.it/", description: "Le news della sezione mondo", language: "IT-it" });
    expect(lines[0]?.items[0]).toEqual({
      guid: "https://www.ilmessaggero.it/mondo/missili_polonia_cosa_e_successo_davvero-7054869.html",
      title: "Missili Polonia, cosa è successo? Tensione Nato-Russia, Mosca: non siamo stati noi",
      link: "https://www.ilmessaggero.it/mondo/missili_polonia_cosa_e_successo_davvero-7054869.html",
      summary: expect.stringMatching(/^Non sono ancora le 16 di ieri pomeriggio .* al limite\.\.\.$/),
      publishedAt: "2022-11-15T23:38:15.000Z",
      image: "https://www.ilmessaggero.it/photos/MED/48/69/7054869_16003922_missili_polonia_1_.jpg",
    });
    // The Latin-1 file decodes right, and it has no date: null, not the time of the run.
    expect(lines[1]?.items[0]).toMatchObject({ title: "Il sindaco è in visita", publishedAt: null });
  });

  it("resolves relative links against --base, else against the file's own file:// URL", async () => {
    const feed = path.join(directory, "feed.xml");
    writeFileSync(feed, '<rss version="2.0"><channel><title>x</title><item><title>a</title><link>a.html</link></item></channel></rss>');
    const json = `${FEEDS}formats/json-feed-11.json`;
    const withoutBase = await runParseFeed([feed, json]);
    expect(withoutBase.lines[0]?.items[0]?.link).toBe(pathToFileURL(path.join(directory, "a.html")).href);
    expect(withoutBase.lines[1]?.items[1]?.link).toBe("https://json.example.it/post/2");
    const withBase = await runParseFeed(["--base", "https://x.example.it/f/feed.xml", feed, json]);
    expect(withBase.lines[0]?.items[0]?.link).toBe("https://x.example.it/f/a.html");
    // --base stands for where the file came from: a home page the feed names for itself still wins.
    expect(withBase.lines[1]?.items[1]?.link).toBe("https://json.example.it/post/2");
  });

  it("takes hundreds of files in one process", async () => {
    const names = ["it/romatoday.rss.xml", "it/dday.atom.xml", "encoding/rdf_UTF8.xml", "formats/json-feed-11.json", "formats/truncated.xml"];
    const files = Array.from({ length: 300 }, (_, index) => `${FEEDS}${names[index % names.length]}`);
    const { code, lines } = await runParseFeed(files);
    expect(code).toBe(0);
    expect(lines).toHaveLength(300);
    expect(lines.filter((line) => line.ok)).toHaveLength(240);
  }, 120_000);

  it.each([
    ["no file", []],
    ["--base without a value", ["--base"]],
    ["a relative --base", ["--base", "/feeds/", `${FEEDS}it/dday.atom.xml`]],
    ["an unknown option", ["--verbose", `${FEEDS}it/dday.atom.xml`]],
  ])("refuses %s with the usage and exit code 1", async (_name, args) => {
    const { code, lines, stderr } = await runParseFeed(args);
    expect(code).toBe(1);
    expect(lines).toEqual([]);
    expect(stderr).toContain("Usage: npm run --silent cli -- parse-feed [--base URL] FILE...");
  });
});
