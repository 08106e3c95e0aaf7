import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { startAiProviderServer, type AiProviderServer } from "../../tests/servers/ai-provider.js";
import type { StoryReport } from "../articles/stories/story-digest.js";
import { aiConfigs } from "../db/schema/index.js";
import { createAiFetch } from "./ai-fetch.js";
import { StorySummaries } from "./story-summaries.js";

const testDb = useTestDatabase();
let server: AiProviderServer;
const aiFetch = createAiFetch({ allowPrivateNetwork: true });

beforeAll(async () => {
  server = await startAiProviderServer();
});
afterAll(async () => server.close());
beforeEach(() => server.reset());

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 3, minutes));
const REPORTS: StoryReport[] = [
  {
    id: "a",
    source_name: "Fonte A",
    title: "Terremoto di magnitudo 4.6 a Borgo San Lio",
    summary: null,
    text: "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte, a circa nove chilometri di profondità. Le scuole di Valdoria resteranno chiuse per le verifiche.",
    published_at: at(10),
  },
  {
    id: "b",
    source_name: "Fonte B",
    title: "Scossa nella notte a Borgo San Lio",
    summary: null,
    text: "Alle 3.12 di questa notte una scossa di magnitudo 4.6 ha colpito Borgo San Lio, con ipocentro a nove chilometri di profondità. Due frane hanno invaso la provinciale 12.",
    published_at: at(40),
  },
];

async function addProvider() {
  await testDb.db.insert(aiConfigs).values({ provider: "openai", api_key: "key-openai-0123456789", model_name: "model-openai", endpoint: server.baseUrl("openai") });
}

describe("a story's summary written by a provider", () => {
  it("is asked in the background, and keeps only the sentences the reports support, credited", async () => {
    await addProvider();
    server.script({
      text:
        "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte, a circa nove chilometri di profondità. " +
        "Il governo ha stanziato cinquanta milioni di euro per la ricostruzione delle case. " +
        "Due frane hanno invaso la provinciale 12.",
    });
    const summaries = new StorySummaries({ db: testDb.db, aiFetch, timeoutMs: 5_000 });
    // The page does not wait: nothing yet, then the checked summary.
    expect(summaries.written("a", REPORTS)).toBeNull();
    await summaries.settled();
    const written = summaries.written("a", REPORTS);
    expect(written).toEqual({
      provider: "openai",
      sentences: [
        { text: "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte, a circa nove chilometri di profondità.", credits: [{ id: "a", source_name: "Fonte A" }, { id: "b", source_name: "Fonte B" }] },
        { text: "Due frane hanno invaso la provinciale 12.", credits: [{ id: "b", source_name: "Fonte B" }] },
      ],
    });
    // The reports went to the provider as material, never as instructions.
    const [request] = server.requests;
    expect(request!.prompt).toContain("<fonti>");
    expect(request!.prompt).toContain("Fonte: Fonte B");
    // Asked once: the same reports read the kept summary.
    expect(server.requests).toHaveLength(1);
  });

  it("asks again when the story's reports change, and asks nothing without an active provider", async () => {
    const summaries = new StorySummaries({ db: testDb.db, aiFetch, timeoutMs: 5_000 });
    expect(summaries.written("a", REPORTS)).toBeNull();
    await summaries.settled();
    expect(server.requests).toHaveLength(0);
    await addProvider();
    server.script({ text: "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte." });
    expect(summaries.written("a", REPORTS)).toBeNull();
    await summaries.settled();
    expect(summaries.written("a", REPORTS)?.sentences).toHaveLength(1);
    server.script({ text: "Nulla di quanto scritto qui compare nelle fonti, che parlano di altro." });
    expect(summaries.written("a", REPORTS.slice(0, 1))).toBeNull();
    await summaries.settled();
    // Nothing the reports support: no written summary, the page keeps its agreeing sentences.
    expect(summaries.written("a", REPORTS.slice(0, 1))).toBeNull();
    expect(server.requests).toHaveLength(2);
  });
});
