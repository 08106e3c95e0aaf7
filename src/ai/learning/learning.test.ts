import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { startAiProviderServer, validAnswer, type AiProviderServer } from "../../../tests/servers/ai-provider.js";
import { correctArticle } from "./correct-article.js";
import { aiConfigs, aiTrainingExamples, articles } from "../../db/schema/index.js";
import { createAiFetch } from "../ai-fetch.js";
import type { AiDeps } from "../deps.js";
import { processOneArticle } from "../process-articles.js";

const testDb = useTestDatabase();
let server: AiProviderServer;
const aiFetch = createAiFetch({ allowPrivateNetwork: true });
// The first provider call loads the AI SDK: a generous timeout, so a busy machine does not fall back to the local analyzer.
const deps = (): AiDeps => ({ db: testDb.db, aiFetch, timeoutMs: 30_000 });

beforeAll(async () => {
  server = await startAiProviderServer();
});
afterAll(async () => server.close());

let serial = 0;
async function addArticle(title: string, text: string): Promise<string> {
  serial += 1;
  const url = `https://example.it/mercati/${serial}`;
  const [row] = await testDb.db
    .insert(articles)
    .values({ title, content_original: text, source_name: "Notizie di Prova", source_url: url, canonical_url: url, published_at: new Date() })
    .returning({ id: articles.id });
  return row!.id;
}

async function categoryOf(id: string): Promise<string | null> {
  const [row] = await testDb.db.select({ category: articles.category }).from(articles).where(eq(articles.id, id));
  return row?.category ?? null;
}

// Stars and planets read as science to the shipped model; the admin files horoscopes under entertainment.
const HOROSCOPE_TITLE = "Oroscopo della settimana: Ariete e Leone favoriti da Venere";
const HOROSCOPE_TEXT =
  "Le stelle sorridono ai segni di fuoco: Venere in trigono porta novità in amore, Marte agita il lavoro dei Gemelli. " +
  "Per lo Scorpione settimana di riflessione, mentre la Luna nuova invita il Capricorno a nuovi progetti.";

describe("learning from labels", () => {
  it("files a similar new article under the category the admin corrected", async () => {
    const corrected = await addArticle("L'oroscopo di oggi segno per segno", HOROSCOPE_TEXT);
    const before = await addArticle(HOROSCOPE_TITLE, HOROSCOPE_TEXT);
    await processOneArticle(deps(), corrected);
    await processOneArticle(deps(), before);
    expect(await categoryOf(before)).toBe("scienza");

    await correctArticle(testDb.db, corrected, { category: "intrattenimento" });
    const examples = await testDb.db.select().from(aiTrainingExamples).where(eq(aiTrainingExamples.article_id, corrected));
    expect(examples).toMatchObject([{ origin: "admin", category: "intrattenimento", provider: null }]);

    const after = await addArticle(HOROSCOPE_TITLE, HOROSCOPE_TEXT);
    await processOneArticle(deps(), after);
    expect(await categoryOf(after)).toBe("intrattenimento");
  });

  it("keeps an edit of the title alone out of the training examples", async () => {
    const id = await addArticle("Il museo civico riapre le sale del Rinascimento", "Dopo il restauro tornano visibili le pale d'altare e i dipinti su tavola.");
    await correctArticle(testDb.db, id, { title: "Il museo civico riapre le sale rinascimentali" });
    expect(await testDb.db.select().from(aiTrainingExamples).where(eq(aiTrainingExamples.article_id, id))).toEqual([]);
  });

  it("records a real provider's answer as a training example", async () => {
    await testDb.db.insert(aiConfigs).values({ provider: "openai", api_key: "key-openai-0123456789abcdef", model_name: "model-openai", endpoint: server.baseUrl("openai") });
    const id = await addArticle("Il consiglio comunale approva il bilancio", "La giunta ha presentato un piano di investimenti per le scuole e i trasporti.");
    await processOneArticle(deps(), id);
    const examples = await testDb.db.select().from(aiTrainingExamples).where(eq(aiTrainingExamples.article_id, id));
    expect(examples).toMatchObject([{ origin: "provider", provider: "openai", category: validAnswer().category, sentiment: validAnswer().sentiment }]);
  });
});
