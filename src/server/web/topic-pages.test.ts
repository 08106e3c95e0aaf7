import { parseHTML } from "linkedom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PATH_VALUES } from "../../../tests/helpers/hostile-inputs.js";
import { insertPublished } from "../../../tests/helpers/published-articles.js";
import { createTestApp, testConfig } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { webAppBuild } from "../../../tests/helpers/web-build.js";
import { deleteArticles } from "../../articles/delete-articles.js";
import type { App } from "../app.js";
import { webRoutes } from "./web-routes.js";

const PUBLIC_URL = "https://notizie.example.it";
const testDb = useTestDatabase();
let server: App & { secret: Uint8Array };
let closeWeb: () => Promise<void>;

beforeEach(async () => {
  server = await createTestApp(testDb.db, { publicUrl: PUBLIC_URL });
  const deps = { config: testConfig({ publicUrl: PUBLIC_URL }), db: testDb.db, secret: server.secret };
  closeWeb = await webRoutes(server.app, deps as Parameters<typeof webRoutes>[1], server.reads, { build: async () => webAppBuild() });
});

afterEach(async () => {
  await closeWeb();
  await server.app.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const get = (url: string) => server.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

/**
 * The page's body as a browser would read it. The test build leaves out the
 * root's document frame, so the head is checked where it is made (topic-meta.test.ts)
 * and in the browser (tests/e2e/topics.spec.ts).
 */
function read(html: string) {
  const { document } = parseHTML(html);
  return {
    document,
    h1: document.querySelector("h1")?.textContent,
    cards: [...document.querySelectorAll("article h2 a")].map((link) => link.textContent),
  };
}

describe("/tag/{slug}", () => {
  it("renders the topic's stories on the server, titled as the articles write it, with its feed", async () => {
    await insertPublished(testDb.db, [
      { title: "Scossa a Pozzuoli", keywords: ["Campi Flegrei"], published_at: hoursAgo(1), source_name: "Il Mattino" },
      { title: "Piano di evacuazione", tags: ["campi flegrei"], published_at: hoursAgo(2) },
      { title: "Altro", keywords: ["Napoli"], published_at: hoursAgo(0.5) },
    ]);
    const response = await get("/tag/campi-flegrei");
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    expect(page).toMatchObject({ h1: "Campi Flegrei", cards: ["Scossa a Pozzuoli", "Piano di evacuazione"] });
    expect(page.document.querySelector('a[href="/rss/tag/campi-flegrei.xml"]')?.textContent).toBe("Segui con RSS");
    // The card's source leads to its publisher's page.
    expect(page.document.querySelector('a[href="/fonte/il-mattino"]')?.textContent).toBe("Il Mattino");
  });

  it.each(["/tag/roma", "/tag/Campi-Flegrei", "/tag/campi-flegrei?dopo=forged.cursor"])("answers %s with the not-found page, 404", async (url) => {
    await insertPublished(testDb.db, [{ keywords: ["Campi Flegrei"], published_at: hoursAgo(1) }]);
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(read(response.body).h1).toBe("Pagina non trovata");
  });

  it("links its older page, and the older page back to the newest", async () => {
    await insertPublished(testDb.db, Array.from({ length: 51 }, (_, index) => ({ title: `Notizia ${index}`, keywords: ["Sanremo"], published_at: hoursAgo(index + 1) })));
    const first = read((await get("/tag/sanremo")).body);
    expect(first.cards).toHaveLength(50);
    const older = first.document.querySelector('nav a[href^="/tag/sanremo?dopo="]')?.getAttribute("href");
    expect(older).toBeTruthy();
    const second = read((await get(older!)).body);
    expect(second.cards).toEqual(["Notizia 50"]);
    expect(second.document.querySelector("nav a")?.getAttribute("href")).toBe("/tag/sanremo");
  });

  it("is kept for other visitors, and a deleted article leaves it at once", async () => {
    const [kept, deleted] = await insertPublished(testDb.db, [
      { title: "Resta", keywords: ["Stromboli"], published_at: hoursAgo(2) },
      { title: "Va via", keywords: ["Stromboli"], published_at: hoursAgo(1) },
    ]);
    expect(read((await get("/tag/stromboli")).body).cards).toEqual(["Va via", "Resta"]);
    // Written behind the app's back (no content event): the kept page does not show it.
    await insertPublished(testDb.db, [{ title: "Non ancora", keywords: ["Stromboli"], published_at: hoursAgo(0.5) }]);
    expect(read((await get("/tag/stromboli")).body).cards).toEqual(["Va via", "Resta"]);
    // A delete signals the change (content-events.ts): every cache of public reads drops what it held.
    await deleteArticles(testDb.db, [deleted!]);
    expect(read((await get("/tag/stromboli")).body).cards).toEqual(["Non ancora", "Resta"]);
    const [later] = read((await get("/tag/stromboli")).body).cards;
    expect(later).toBe("Non ancora");
    await deleteArticles(testDb.db, [kept!]);
    expect(read((await get("/tag/stromboli")).body).cards).toEqual(["Non ancora"]);
  });
});

describe("/fonte/{slug}", () => {
  it("renders the publisher's articles, figures and site, with its feed", async () => {
    await insertPublished(testDb.db, [
      { title: "Primo", source_name: "ANSA", category: "sport", published_at: hoursAgo(1), source_url: "https://www.ansa.it/sport/primo" },
      { title: "Secondo", source_name: "ANSA", category: "politica", published_at: hoursAgo(2) },
      { title: "D'altri", source_name: "Il Mattino", published_at: hoursAgo(0.5) },
    ]);
    const response = await get("/fonte/ansa");
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    expect(page).toMatchObject({ h1: "ANSA", cards: ["Primo", "Secondo"] });
    expect(page.document.querySelector('a[href="/rss/fonte/ansa.xml"]')).not.toBeNull();
    const text = page.document.querySelector("dl")?.textContent ?? "";
    expect(text).toContain("Articoli al giorno");
    expect(text).toContain("0,1");
    expect(text).toMatch(/Sport\s*50%/);
    expect(page.document.querySelector('a[href="https://www.ansa.it/"]')?.textContent).toContain("Vai al sito");
    expect((await get("/fonte/sconosciuta")).statusCode).toBe(404);
  });
});

describe("under hostile input", () => {
  it("answers every hostile slug and cursor with a page, never a 5xx", async () => {
    await insertPublished(testDb.db, [{ keywords: ["Etna"], source_name: "ANSA", published_at: hoursAgo(1) }]);
    const cursors = ["", "%00", "x".repeat(300), "a.b", "a.b.c", "%ED%A0%80", "..%2F", "1e308"];
    const failures: string[] = [];
    for (const kind of ["tag", "fonte"]) {
      for (const value of [...PATH_VALUES, "etna", "ansa"]) {
        for (const cursor of cursors) {
          const url = `/${kind}/${value}${cursor ? `?dopo=${cursor}` : ""}`;
          const response = await server.app.inject({ method: "GET", url, remoteAddress: `10.0.${failures.length}.${cursors.indexOf(cursor)}` });
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${url.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
