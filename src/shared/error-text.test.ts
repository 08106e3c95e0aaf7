import { describe, expect, it } from "vitest";
import { ERROR_TEXT, errorKindLabel, errorText, unknownErrorText } from "./error-text.js";

const ENGLISH = /\b(the|of|is|was|could|failed|every|since|none|answered|above|full|until|scheduled|send|unknown|error)\b/i;

// One row of each kind, as its writer words it (the writer in the comment).
const ROWS: Array<[type: string, source: string, message: string, italian: string]> = [
  // src/feeds/record-failure.ts
  ["feed_http_status", "rss-sync", 'Feed "ANSA Cronaca" (https://ansa.example/cronaca.rss): HTTP 404 Not Found', "Il feed «ANSA Cronaca» ha risposto HTTP 404 (pagina non trovata)"],
  ["feed_timeout", "rss-sync", 'Feed "Lento" (https://lento.example/rss): Fetching lento.example took longer than 60 s', "Il server del feed «Lento» non risponde (timeout dopo 60 s)"],
  ["feed_not_a_feed", "rss-sync", 'Feed "Pagina" (https://x.example/): The document is not an RSS, Atom or JSON feed', "Il documento di «Pagina» non è un feed RSS, Atom o JSON"],
  ["feed_dns", "rss-sync", "Host name sparito.example could not be resolved (ENOTFOUND)", "Il dominio del feed non è stato trovato"],
  [
    "feeds_all_failing",
    "rss-sync",
    'Every feed failed in the last sync (3): "A", "B", "C". Last error: HTTP 500 Internal Server Error',
    "Tutti e 3 i feed provati nell'ultima sincronizzazione sono falliti: «A», «B», «C»",
  ],
  ["feeds_all_failing", "rss-sync", 'Every feed failed in the last sync (1): "Solo". Last error: HTTP 404 Not Found', "L'unico feed provato nell'ultima sincronizzazione è fallito: «Solo»"],
  // src/ai/record-ai-failure.ts and provider-failures.ts
  ["ai_auth", "openai", 'openai (gpt-4o-mini) on "Titolo": Provider rejected the API key (HTTP 401): Incorrect API key', "Il provider AI OpenAI (gpt-4o-mini) ha rifiutato la chiave API (HTTP 401)"],
  ["ai_low_confidence", "openai", 'openai (gpt-4o-mini) on "Titolo": Confidence 0.3 is below the minimum 0.7', "Classificazione troppo incerta di OpenAI (gpt-4o-mini) per «Titolo», con confidenza 0,3 sotto la soglia di 0,7"],
  [
    "ai_all_providers_failing",
    "ai-processing",
    "Every active AI provider has failed since 2026-11-21T13:05:00.000Z, none answered: openai (gpt-4o-mini), anthropic (claude-3-haiku-20240307)",
    "Tutti i provider AI attivi falliscono dal 21/11/26 14:05 senza nessuna risposta: OpenAI (gpt-4o-mini), Anthropic (claude-3-haiku-20240307)",
  ],
  // src/platform/error-records/job-failures.ts: the count from the second failure in a row; rows written before it have none.
  ["job_failed", "feed-sync", 'Scheduled job "feed-sync" failed: database unreachable', "Il lavoro pianificato «sincronizzazione feed» è fallito"],
  ["job_failed", "feed-sync", 'Scheduled job "feed-sync" failed: database unreachable (3 failures in a row)', "Il lavoro pianificato «sincronizzazione feed» è fallito 3 volte di seguito"],
  ["job_failed", "nuovo-lavoro", 'Scheduled job "nuovo-lavoro" failed: boom', "Il lavoro pianificato «nuovo-lavoro» è fallito"],
  // src/platform/error-records/record-server-error.ts, health/disk-alert.ts, health/database-outage.ts
  ["http_5xx", "http", 'GET /api/admin/feeds: relation "rss_feeds" does not exist (query: select …)', "Errore interno del server nella richiesta GET /api/admin/feeds"],
  ["disk_full", "system-health@web-1", "The volume of /srv/rassegna/data is 93.5 % full (above 90 %) on web-1", "Il disco dei dati (/srv/rassegna/data) è pieno al 93,5%, oltre il 90%, su web-1"],
  [
    "database_unreachable",
    "system-health",
    "The database did not answer from 2026-11-21T13:05:00.000Z until 2026-11-21T13:09:12.000Z (4 min 12 s): connect ECONNREFUSED 127.0.0.1:5432",
    "Il database non ha risposto per 4 min 12 s, dal 21/11/26 14:05",
  ],
  // src/mail/record-mail-failure.ts, src/social/settle-post.ts
  ["mail_failed", "mail", "Could not send the daily digest e-mail to admin@example.it: connect ECONNREFUSED", "L'email del riepilogo giornaliero non è partita (destinatario admin@example.it)"],
  ["mail_failed", "mail", "Could not send the critical error (feeds_all_failing) e-mail to admin@example.it: 550", "L'email di avviso per errore critico non è partita (destinatario admin@example.it)"],
  ["social_post_failed", "social:telegram", "Telegram answered 400: Bad Request: chat not found", "La pubblicazione su Telegram non è riuscita"],
];

describe("errorText", () => {
  it.each(ROWS)("%s from %s", (error_type, source, error_message, italian) => {
    expect(errorText({ error_type, source, error_message })).toEqual({ text: italian, detail: error_message });
  });

  it("has Italian for every kind in its table, even from a message in another shape", () => {
    for (const type of Object.keys(ERROR_TEXT)) {
      const { text } = errorText({ error_type: type, source: "x", error_message: "some other words" });
      expect(text, type).not.toMatch(ENGLISH);
      expect(text, type).not.toBe(unknownErrorText(type));
      expect(errorKindLabel(type), type).not.toBe("Altro");
    }
  });

  it.each([
    ["cache_exploded", "page-cache", "The cache exploded"],
    ["toString", "x", "An inherited name is no type"],
  ])("reads an unknown type (%s) as a generic Italian line, the English kept as the detail", (error_type, source, error_message) => {
    const words = errorText({ error_type, source, error_message });
    expect(words.text).toBe(`Errore di tipo «${error_type}» (il testo originale è nei dettagli tecnici)`);
    expect(words.detail).toBe(error_message);
    expect(errorKindLabel(error_type)).toBe("Altro");
  });

  it.each([
    ["feed_http_status", "Feed RSS"],
    ["feeds_all_failing", "Feed RSS"],
    ["ai_timeout", "Elaborazione AI"],
    ["ai_all_providers_failing", "Elaborazione AI"],
    ["job_failed", "Lavoro pianificato"],
    ["http_5xx", "Richiesta al server"],
  ])("names the kind of %s as %s", (type, label) => {
    expect(errorKindLabel(type)).toBe(label);
  });
});
