import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { listPublicArticles } from "./public-listing.js";

const testDb = useTestDatabase();
const CURSOR_KEY = randomBytes(32);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Every page of a search, `limit` at a time: the titles in order and the first page's total. */
async function allPages(search: string, limit: number, category?: string): Promise<{ titles: string[]; total: number | null }> {
  const titles: string[] = [];
  let cursor: string | undefined;
  let total: number | null = null;
  do {
    const page = await listPublicArticles(testDb.db, { search, category, limit, cursor }, CURSOR_KEY);
    total ??= page.total;
    titles.push(...page.articles.map((a) => a.title));
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return { titles, total };
}

describe("search ranks the word first (docs/product.md#search)", () => {
  it("lists the word as typed, then its stem, then letters inside other words, each once across pages", async () => {
    await insertPublished(testDb.db, [
      { title: "Chiese romaniche sull'Appennino", published_at: daysAgo(0) },
      { title: "Un romanzo sul mare", content_summary: "Ambientato tra Roma e Napoli.", published_at: daysAgo(1) },
      { title: "Il diritto romano spiegato ai ragazzi", published_at: daysAgo(0) },
      { title: "Roma, nuova linea del tram", published_at: daysAgo(30) },
      { title: "Traffico in centro", content_original: "A Roma il traffico cresce.", published_at: daysAgo(2) },
    ]);
    const expected = [
      // The word as typed: in the title first, though older, then in the summary, then only in the text.
      "Roma, nuova linea del tram",
      "Un romanzo sul mare",
      "Traffico in centro",
      // Its stem only ("romano" is "rom", as "Roma" is).
      "Il diritto romano spiegato ai ragazzi",
      // Letters inside another word, last.
      "Chiese romaniche sull'Appennino",
    ];
    expect(await allPages("Roma", 50)).toEqual({ titles: expected, total: 5 });
    expect(await allPages("roma", 1)).toEqual({ titles: expected, total: 5 });
  });

  it("finds a phrase inside longer words as typed, in any case, and not its words apart or in another order", async () => {
    await insertPublished(testDb.db, [
      { title: "Il presidente della regione in visita", published_at: daysAgo(0) },
      { title: "Parla il VICEPRESIDENTE DELLA REGIONE", published_at: daysAgo(1) },
      // The three words in order, inside other words, but not the phrase: no match.
      { title: "Nomine", content_summary: "Il vicepresidente e della sottoregione.", published_at: daysAgo(2) },
      { title: "Della regione parla il presidente", published_at: daysAgo(3) },
      { title: "Il presidente  della regione, con due spazi", published_at: daysAgo(4) },
    ]);
    const { titles } = await allPages("presidente della regione", 10);
    // The full text finds the words wherever they are; the substring tier adds the phrase inside "vicepresidente".
    expect(titles).toContain("Parla il VICEPRESIDENTE DELLA REGIONE");
    expect(titles).not.toContain("Nomine");
    expect(titles[0]).toBe("Il presidente della regione in visita");
  });

  it("ranks a word as typed above a stem it shares with another word, with accents optional", async () => {
    await insertPublished(testDb.db, [
      { title: "Una lastra di calcare con impronte di dinosauro", published_at: daysAgo(0) },
      { title: "Serie A, il calcio riparte dopo la sosta", published_at: daysAgo(3), category: "sport" },
      { title: "Perché il prezzo del gas scende", published_at: daysAgo(5), category: "economia" },
    ]);
    expect((await allPages("calcio", 50)).titles).toEqual(["Serie A, il calcio riparte dopo la sosta", "Una lastra di calcare con impronte di dinosauro"]);
    // A stop word for the Italian stemmer is still a word as typed, with or without its accent.
    expect((await allPages("perche", 50)).titles).toEqual(["Perché il prezzo del gas scende"]);
    expect(await allPages("calcio", 1, "sport")).toEqual({ titles: ["Serie A, il calcio riparte dopo la sosta"], total: 1 });
  });

  it("ranks the 200 newest of each kind, then lists older matches newest first, with no repeats", async () => {
    const rows = [
      ...Array.from({ length: 230 }, (_, i) => ({ title: `Elezioni comunali, giorno ${i}`, published_at: daysAgo(i) })),
      { title: "Elezione del sindaco", published_at: daysAgo(400) },
    ];
    await insertPublished(testDb.db, rows);
    const { titles, total } = await allPages("elezione", 50);
    // The one with the word as typed leads although it is the oldest; every match comes once.
    expect(titles[0]).toBe("Elezione del sindaco");
    expect([titles.length, new Set(titles).size, total]).toEqual([231, 231, 231]);
    expect(titles.slice(201)).toEqual(Array.from({ length: 30 }, (_, i) => `Elezioni comunali, giorno ${200 + i}`));
  });

  it("finds the same newest matches of a word with more matches than it counts, whether a recent window or the whole archive holds them", async () => {
    const hours = (h: number) => new Date(Date.now() - h * 3_600_000);
    // 1,100 strikes, one every 2 hours (the last two months hold 200 and more of them); 1,100 storms, one every
    // 20 hours (two months hold 72): the first is found in a window, the second by walking the whole archive.
    await insertPublished(testDb.db, [
      ...Array.from({ length: 1100 }, (_, i) => ({ title: `Sciopero dei trasporti numero ${i}`, published_at: hours(2 * i + 1) })),
      ...Array.from({ length: 1100 }, (_, i) => ({ title: `Maltempo al nord numero ${i}`, published_at: hours(20 * i + 1) })),
    ]);
    for (const [word, title] of [["sciopero", "Sciopero dei trasporti"], ["maltempo", "Maltempo al nord"]] as const) {
      const { titles, total } = await allPages(word, 100);
      // Each is its word as typed in the title, so the ranked newest 200 come newest first, then the older ones.
      expect(total).toBe(1000);
      expect(titles).toEqual(Array.from({ length: 1100 }, (_, i) => `${title} numero ${i}`));
    }
  });

  it("finds the newest of a phrase whose words as typed are few among many matches of their stems", async () => {
    const hours = (h: number) => new Date(Date.now() - h * 3_600_000);
    // 1,100 reports naming presidents and regions (the phrase's stems), and 40 older ones with the phrase as typed.
    await insertPublished(testDb.db, [
      ...Array.from({ length: 1100 }, (_, i) => ({ title: `I presidenti delle regioni numero ${i}`, published_at: hours(i + 1) })),
      ...Array.from({ length: 40 }, (_, i) => ({ title: `Il presidente della regione numero ${i}`, published_at: hours(2000 + 24 * i) })),
    ]);
    const { titles, total } = await allPages("presidente della regione", 100);
    expect(total).toBe(1000);
    // The phrase as typed first, newest first, then every other match once.
    expect(titles.slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, i) => `Il presidente della regione numero ${i}`));
    expect([titles.length, new Set(titles).size]).toEqual([1140, 1140]);
  });
});
