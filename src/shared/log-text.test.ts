import { describe, expect, it } from "vitest";
import { englishForItalianSearch, LOG_ENTRIES, logText, UNKNOWN_LOG_TEXT, type LogRecord } from "./log-text.js";

const ENGLISH = /\b(the|of|is|was|could|not|failed|refused|started|finished|sent|signed|request|round|unreachable|unknown|error)\b/i;

const line = (message: string, details: Record<string, unknown> | null = null, category = "system", source = "rassegna"): LogRecord => ({ message, source, category, details });

describe("logText", () => {
  it("has Italian for every message in its table, with or without the line's figures", () => {
    for (const entry of LOG_ENTRIES) {
      const text = logText(line(entry.english)).text;
      if ("exact" in entry) expect(text, entry.english).not.toBe(UNKNOWN_LOG_TEXT);
      expect(text, entry.english).not.toMatch(ENGLISH);
    }
  });

  // Lines as the code logs them (src/main.ts, server/routes/, worker/scheduler.ts, mail/, ai/...).
  it.each<[LogRecord, string]>([
    [line("Rassegna started", { role: "all", engine: "pglite" }), "Rassegna avviata"],
    [line("admin signed in", { email: "admin@example.it" }, "security", "auth"), "Accesso dell'amministratore admin@example.it"],
    [line("sign-in failed", { reason: "invalid_credentials" }, "security", "auth"), "Accesso non riuscito: credenziali non valide"],
    [line("sign-in refused: too many attempts", { other_refusals: 41 }, "security", "auth"), "Accesso rifiutato: troppi tentativi (altri 41 dall'ultimo avviso)"],
    [line("slow request", { route: "/api/admin/articles", ms: 2345.6, other_slow_requests: 0 }, "performance", "http"), "Richiesta lenta: /api/admin/articles in 2346 ms"],
    [line("database answers again", { lasted: "4 min 12 s" }, "database"), "Il database risponde di nuovo dopo 4 min 12 s"],
    [line("error marked resolved", { error_type: "feed_http_status" }, "user", "diagnostics"), "Errore segnato come risolto (Feed RSS)"],
    [line("diagnostic tool run", { tool: "feeds", success: false }, "user", "diagnostics"), "Strumento di diagnostica eseguito («feeds»): ha trovato un problema"],
    [
      line("feed sync requested from the dashboard finished", { imported: 12, feeds: 3, failed: 1, duration_ms: 900 }, "user", "rss-sync"),
      "Sincronizzazione dei feed dalla dashboard completata: 12 articoli importati da 3 feed, 1 fallito",
    ],
    [line("scheduled feed sync finished", { imported: 1, feeds: 1, failed: 0 }, "system", "rss-sync"), "Sincronizzazione pianificata dei feed completata: 1 articolo importato da 1 feed"],
    [line("scheduled job failed", { job: "feed-sync" }, "system", "feed-sync"), "Il lavoro pianificato «sincronizzazione feed» è fallito"],
    [line("scheduled job has failed three times or more in a row", { job: "auto-cleanup" }, "system", "auto-cleanup"), "Il lavoro pianificato «pulizia automatica» è fallito tre o più volte di seguito"],
    [line("daily job started", { job: "mail-daily-digest" }, "system", "mail-daily-digest"), "Lavoro giornaliero «email del riepilogo giornaliero» avviato"],
    [line("AI processing: 3 processed, 1 failed", null, "ai", "ai-processing"), "Elaborazione AI: 3 articoli elaborati, 1 fallito"],
    [line("AI processing: 1 processed, 0 failed, 2 left pending, 1 handed back by the stop", null, "ai", "ai-processing"), "Elaborazione AI: 1 articolo elaborato, 0 falliti, 2 rimasti in attesa, 1 restituito alla coda per l'arresto"],
    [line("automatic cleanup: 5 articles older than 30 days deleted", { deleted: 5, retention_days: 30 }), "Pulizia automatica: 5 articoli più vecchi di 30 giorni eliminati"],
    [line("automatic cleanup: 1 articles older than 1 days deleted", { deleted: 1, retention_days: 1 }), "Pulizia automatica: 1 articolo più vecchio di 1 giorno eliminato"],
    [line("could not send the daily digest e-mail", { notification: "daily digest", to: "admin@example.it" }), "Impossibile inviare l'email del riepilogo giornaliero a admin@example.it"],
    [line("social posting round", { sent: 2, retry: 0, failed: 1, skipped: 0 }, "system", "social-queue"), "Pubblicazione social: 2 post inviati, 1 non riuscito"],
    // A provider's failure (src/ai/record-ai-failure.ts): worded from its type.
    [
      line('openai (gpt-4o-mini) on "Titolo": Provider rejected the API key (HTTP 401): bad key', { type: "auth", model: "gpt-4o-mini" }, "ai", "openai"),
      "Il provider AI OpenAI (gpt-4o-mini) ha rifiutato la chiave API (HTTP 401)",
    ],
  ])("$message", (record, italian) => {
    expect(logText(record)).toEqual({ text: italian, detail: record.message });
  });

  it.each([
    line("something new the code logs"),
    line("could not group the article into a story, again"),
    // The type decides only for the AI category's lines.
    line("admin signed in!", { type: "auth" }, "security"),
  ])("reads a message no entry knows ($message) as a generic Italian line, the English kept as the detail", (record) => {
    expect(logText(record)).toEqual({ text: UNKNOWN_LOG_TEXT, detail: record.message });
  });
});

describe("englishForItalianSearch", () => {
  it.each([
    ["accesso", ["admin signed in", "sign-in failed", "sign-in refused: too many attempts"]],
    ["Chiave API", ["rejected the API key", "API key is missing"]],
    ["pulizia automatica", ["automatic cleanup: "]],
    ["citta", []],
    ["   ", []],
  ])("finds the English lines whose Italian holds «%s»", (search, english) => {
    expect(englishForItalianSearch(search)).toEqual(english);
  });

  it("ignores case and accents, and stops at the limit", () => {
    expect(englishForItalianSearch("ARRESTO")).toEqual(englishForItalianSearch("arrestò"));
    expect(englishForItalianSearch("e", 5)).toHaveLength(5);
  });
});
