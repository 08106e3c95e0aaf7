import { spawn } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { ExtractLine } from "./extract-command.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PAGES = "tests/fixtures/pages/";

// The command runs in its own process through the dispatcher, as `npm run --silent cli -- extract` runs it.
function runExtract(args: string[]): Promise<{ code: number | null; lines: ExtractLine[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/rassegna.ts", "extract", ...args], { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = stdout.split("\n").filter(Boolean).map((line) => JSON.parse(line) as ExtractLine);
      resolve({ code, lines, stderr });
    });
  });
}

describe("extract command", () => {
  it("prints one JSON line per file, in order, and goes on past the files that fail", async () => {
    const files = [`${PAGES}latin1-vecchio-sito.html`, `${PAGES}no-such-page.html`, `${PAGES}home-page-elenco.html`, PAGES, `${PAGES}breve-notizia.html`];
    const { code, lines } = await runExtract(files);
    expect(code).toBe(0);
    expect(lines.map((line) => [line.file, line.ok])).toEqual([
      [files[0], true],
      [files[1], false],
      [files[2], false],
      [files[3], false],
      [files[4], true],
    ]);
    expect(lines[1]).toMatchObject({ error: "Cannot read the file: ENOENT", text: null, wordCount: 0 });
    expect(lines[2]).toMatchObject({ error: "No readable article in the page", title: null });
    expect(lines[3]?.error).toBe("Cannot read the file: EISDIR");
    expect(Object.keys(lines[4]!)).toEqual(["file", "ok", "title", "byline", "text", "image", "publishedAt", "wordCount"]);
    expect(lines[4]).toMatchObject({ publishedAt: "2024-07-09T05:48:00.000Z", wordCount: 49 });
  });

  it("decodes the ISO-8859-1 page by its meta charset: accents come out right", async () => {
    const { lines } = await runExtract([`${PAGES}latin1-vecchio-sito.html`]);
    const article = lines[0]!;
    expect(article.title).toBe("Riapre il teatro Niccolò Paganini dopo tre anni di lavori");
    expect(article.text).toContain("il teatro Niccolò Paganini riapre le porte alla città.");
    expect(article.text).toContain("Perché fosse stato coperto");
    expect(article.text).toContain("«Un palco per tutti»");
    expect(article.text).not.toMatch(/\uFFFD|Ã/);
  });

  it("resolves relative links against --url, else against the file's own file:// URL", async () => {
    const page = `${PAGES}time-datetime-locale.html`;
    const withUrl = await runExtract(["--url", "https://www.vocedivalle.example/notizie/sagra.php?id=881", page]);
    expect(withUrl.lines[0]?.image).toBe("https://www.vocedivalle.example/foto/2024/sagra-formaggio-piazza.jpg");
    const withoutUrl = await runExtract([page]);
    expect(withoutUrl.lines[0]?.image).toBe(pathToFileURL(`${ROOT}tests/fixtures/foto/2024/sagra-formaggio-piazza.jpg`).href);
  });

  it("takes hundreds of files in one process", async () => {
    const pages = ["breve-notizia.html", "intervista-minificata.html", "jsonld-newsarticle.html", "news-portal-cronaca.html"];
    const files = Array.from({ length: 300 }, (_, index) => `${PAGES}${pages[index % pages.length]}`);
    const { code, lines } = await runExtract(files);
    expect(code).toBe(0);
    expect(lines).toHaveLength(300);
    expect(lines.every((line) => line.ok)).toBe(true);
  }, 120_000);

  it.each([
    ["no file", []],
    ["--url without a value", ["--url"]],
    ["a relative --url", ["--url", "/notizie/a.html", `${PAGES}breve-notizia.html`]],
    ["an unknown option", ["--verbose", `${PAGES}breve-notizia.html`]],
  ])("refuses %s with the usage and exit code 1", async (_name, args) => {
    const { code, lines, stderr } = await runExtract(args);
    expect(code).toBe(1);
    expect(lines).toEqual([]);
    expect(stderr).toContain("Usage: npm run --silent cli -- extract [--url URL] FILE...");
  });
});
