import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { ENGLISH_REPORT, ENGLISH_REPORT_IN_ITALIAN, isTranslationRequest, startAiProviderServer, validAnswer, type AiProviderServer } from "../../tests/servers/ai-provider.js";
import { aiConfigs, articles, errorLogs } from "../db/schema/index.js";
import { createAiFetch } from "./ai-fetch.js";
import type { AiDeps } from "./deps.js";
import { processOneArticle } from "./process-articles.js";
import { TRANSLATION_FAILED } from "./translate-article.js";
import { getPublicArticle } from "../articles/article-page.js";

const testDb = useTestDatabase();
let server: AiProviderServer;
const deps = (): AiDeps => ({ db: testDb.db, aiFetch: createAiFetch({ allowPrivateNetwork: true }), timeoutMs: 5_000 });

beforeAll(async () => {
  server = await startAiProviderServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  server.reset();
  await testDb.db.insert(aiConfigs).values({ provider: "openai", api_key: "key-openai-0123456789abcdef", model_name: "model-openai", endpoint: server.baseUrl("openai") });
});

let serial = 0;
async function insertArticle(values: { title: string; text: string; language: string | null; published?: Date }): Promise<string> {
  serial += 1;
  const [row] = await testDb.db
    .insert(articles)
    .values({
      title: values.title,
      content_original: values.text,
      language: values.language,
      source_name: `Fonte ${serial}`,
      source_url: `https://example.org/news/${serial}`,
      canonical_url: `https://example.org/news/${serial}`,
      published_at: values.published ?? new Date("2026-11-20T08:00:00Z"),
    })
    .returning({ id: articles.id });
  return row!.id;
}

const stored = async (id: string) => (await testDb.db.select().from(articles).where(eq(articles.id, id)))[0]!;

describe("foreign news in Italian (docs/decisions.md \"Foreign news in Italian\")", () => {
  it("translates an English item through the provider before enriching it, keeping its original title and link", async () => {
    const id = await insertArticle({ ...ENGLISH_REPORT, language: "en" });

    expect(await processOneArticle(deps(), id)).toMatchObject({ success: true, processed: 1 });

    const article = await stored(id);
    expect(article).toMatchObject({
      title: ENGLISH_REPORT_IN_ITALIAN.title,
      original_title: ENGLISH_REPORT.title,
      translated_from: "en",
      language: "en",
      processing_status: "completed",
      source_url: "https://example.org/news/" + serial,
    });
    // First the translation, then the enrichment, which reads the Italian title and text.
    expect(server.requests.map(isTranslationRequest)).toEqual([true, false]);
    expect(server.requests[0]!.prompt).toContain(ENGLISH_REPORT.title);
    expect(server.requests[1]!.prompt).toContain(`Titolo: ${ENGLISH_REPORT_IN_ITALIAN.title}`);
    expect(server.requests[1]!.prompt).toContain("protezione civile");
    expect(server.requests[1]!.prompt).not.toContain("civil protection");
    // What the card and the page show: "Tradotto dall'inglese" and the original title, linked to the publisher's page.
    expect(await getPublicArticle(testDb.db, id)).toMatchObject({ translated_from: "en", original_title: ENGLISH_REPORT.title, title: ENGLISH_REPORT_IN_ITALIAN.title });
  });

  it("leaves an Italian or unknown article untranslated: one request, the enrichment", async () => {
    const italian = await insertArticle({ title: "Il consiglio comunale approva il bilancio", text: "Il consiglio ha approvato il bilancio di previsione.", language: "it" });
    const unknown = await insertArticle({ title: "Lazio-Crotone", text: "Formazioni.", language: null });
    for (const id of [italian, unknown]) expect(await processOneArticle(deps(), id)).toMatchObject({ success: true });
    expect(server.requests.map(isTranslationRequest)).toEqual([false, false]);
    expect((await stored(unknown)).original_title).toBeNull();
  });

  it("fails a translation like an enrichment: the original kept, the reason recorded, and a retry translates it", async () => {
    const id = await insertArticle({ ...ENGLISH_REPORT, language: "en" });
    server.script({ status: 500 });

    const failed = await processOneArticle(deps(), id);
    expect(failed.success).toBe(false);
    expect(failed.error).toContain(TRANSLATION_FAILED);
    expect(await stored(id)).toMatchObject({ title: ENGLISH_REPORT.title, original_title: null, processing_status: "failed" });
    const errors = await testDb.db.select().from(errorLogs);
    expect(errors.some((row) => row.error_message.includes("Translation:"))).toBe(true);

    expect(await processOneArticle(deps(), id)).toMatchObject({ success: true });
    expect(await stored(id)).toMatchObject({ title: ENGLISH_REPORT_IN_ITALIAN.title, original_title: ENGLISH_REPORT.title, processing_status: "completed" });
  });

  it("joins the translated report to the Italian story of the same event, which the English title alone would not", async () => {
    const quake = validAnswer({
      summary: "Un terremoto di magnitudo 5.8 ha colpito l'Italia centrale. A Norcia danni agli edifici antichi e famiglie evacuate.",
      category: "cronaca",
      keywords: ["terremoto", "Norcia", "protezione civile"],
    });
    const italian = await insertArticle({
      title: "Terremoto nell'Italia centrale, danni agli edifici a Norcia",
      text: "Una forte scossa di magnitudo 5.8 ha colpito l'Italia centrale lunedì mattina. A Norcia crolli e danni agli edifici antichi.",
      language: "it",
      published: new Date("2026-11-20T07:30:00Z"),
    });
    server.script({ answer: quake });
    await processOneArticle(deps(), italian);

    // Each English report gets an enrichment about something else: only its title can place it.
    const elsewhere = (summary: string) => ({ answer: validAnswer({ summary }) });
    const untranslated = await insertArticle({ ...ENGLISH_REPORT, language: null, published: new Date("2026-11-20T08:05:00Z") });
    server.script(elsewhere("Il comune ha approvato il nuovo regolamento per i mercati rionali."));
    await processOneArticle(deps(), untranslated);
    const translated = await insertArticle({ ...ENGLISH_REPORT, language: "en", published: new Date("2026-11-20T08:00:00Z") });
    server.script({ answer: ENGLISH_REPORT_IN_ITALIAN }, elsewhere("La squadra di pallavolo ha presentato le nuove maglie per la stagione."));
    await processOneArticle(deps(), translated);

    const storyOf = async (id: string) => (await stored(id)).story_id;
    expect(await storyOf(italian)).toBe(italian);
    expect(await storyOf(translated)).toBe(italian);
    expect(await storyOf(untranslated)).not.toBe(italian);
  });
});
