import { count, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../../tests/helpers/test-app.js";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { systemLogs } from "../../db/schema/index.js";
import { logConditions } from "../../diagnostics/logs/log-conditions.js";
import type { LogList } from "../../shared/diagnostics.js";

const testDb = useTestDatabase();
const NOW = new Date("2026-11-25T23:30:00Z");
const server = useTestApp(testDb, {}, { now: () => NOW });
let token: string;

beforeEach(async () => {
  token = (await signIn(server.app)).session.access_token;
});

const START = Date.parse("2026-11-20T08:00:00Z");

function admin(url: string) {
  return server.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
}

async function list(query = ""): Promise<LogList> {
  const response = await admin(`/api/admin/logs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LogList>();
}

type Line = { level?: "info" | "warn" | "error"; category?: "system" | "security" | "ai" | "database"; source?: string; message: string; details?: Record<string, unknown> };

/** Stores lines one second apart, the first the oldest. */
async function storeLines(lines: Line[]) {
  await testDb.db.insert(systemLogs).values(
    lines.map((line, index) => ({
      timestamp: new Date(START + (index + 1) * 1_000),
      log_level: line.level ?? "info",
      category: line.category ?? "system",
      source: line.source ?? "rassegna",
      message: line.message,
      details: line.details ?? null,
    })),
  );
}

const messagesOf = (page: LogList) => page.logs.map((log) => log.message);

describe("GET /api/admin/logs", () => {
  it("lists newest first with the total: 'Mostrando N di M log'", async () => {
    await storeLines([
      { message: "Rassegna started", details: { role: "all" } },
      { level: "warn", category: "security", source: "auth", message: "sign-in failed" },
      { level: "error", category: "ai", source: "openai", message: "openai (gpt-4o-mini): Provider rejected the API key" },
    ]);
    const page = await list();
    expect(page.total).toBe(3);
    expect(messagesOf(page)).toEqual(["openai (gpt-4o-mini): Provider rejected the API key", "sign-in failed", "Rassegna started"]);
    expect(page.logs[2]).toEqual({
      id: expect.any(String),
      timestamp: "2026-11-20T08:00:01.000Z",
      log_level: "info",
      category: "system",
      source: "rassegna",
      message: "Rassegna started",
      details: { role: "all" },
    });
  });

  it("shows the latest 100 and counts every match", async () => {
    await storeLines(Array.from({ length: 130 }, (_, n) => ({ message: `riga ${n + 1}` })));
    const page = await list();
    expect(page.total).toBe(130);
    expect(page.logs).toHaveLength(100);
    expect(page.logs[0]!.message).toBe("riga 130");
  });

  it.each([
    ["?level=error", ["Errore nella città di Forlì"]],
    ["?category=security", ["Accesso negato", "sign-in failed"]],
    ["?level=warn&category=security", ["sign-in failed"]],
    // Case and accents ignored, in the message or the source.
    ["?search=CITTA", ["Errore nella città di Forlì"]],
    ["?search=forli", ["Errore nella città di Forlì"]],
    ["?search=accesso%20negato", ["Accesso negato"]],
    ["?search=AUTH", ["Accesso negato", "sign-in failed"]],
    // LIKE's wildcards are text.
    ["?search=100%25", ["Coda al 100% della capacità"]],
    ["?search=_", ["copia_di_sicurezza completata"]],
    ["?search=nulla%20di%20simile", []],
    ["?search=%20%20&level=all&category=all", ["copia_di_sicurezza completata", "Coda al 100% della capacità", "Accesso negato", "Errore nella città di Forlì", "sign-in failed"]],
  ])("filters %s", async (query, expected) => {
    await storeLines([
      { level: "warn", category: "security", source: "auth", message: "sign-in failed" },
      { level: "error", category: "database", message: "Errore nella città di Forlì" },
      { level: "info", category: "security", source: "auth", message: "Accesso negato" },
      { level: "warn", category: "system", source: "worker", message: "Coda al 100% della capacità" },
      { level: "info", category: "system", source: "worker", message: "copia_di_sicurezza completata" },
    ]);
    const page = await list(query);
    expect(messagesOf(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it("keeps the stored English in `message` and finds it by the Italian the screen shows", async () => {
    await storeLines([
      { category: "security", source: "auth", message: "admin signed in", details: { email: "admin@example.it" } },
      { level: "warn", category: "security", source: "auth", message: "sign-in failed" },
      { level: "error", category: "ai", source: "openai", message: 'openai (gpt-4o-mini) on "Titolo": Provider rejected the API key (HTTP 401): no', details: { type: "auth" } },
      { message: "Rassegna started" },
    ]);
    expect(messagesOf(await list("?search=accesso"))).toEqual(["sign-in failed", "admin signed in"]);
    expect(messagesOf(await list("?search=Accesso%20dell%27amministratore&level=info"))).toEqual(["admin signed in"]);
    expect(messagesOf(await list("?search=chiave%20API"))).toEqual(['openai (gpt-4o-mini) on "Titolo": Provider rejected the API key (HTTP 401): no']);
    // The English still finds its own lines, and the CSV holds the same lines as the list.
    expect(messagesOf(await list("?search=signed%20in"))).toEqual(["admin signed in"]);
    const text = (await admin("/api/admin/logs.csv?search=accesso")).body;
    expect(parseCsv(text.slice(1)).map((row) => row[4])).toEqual(["Messaggio", "Accesso non riuscito: credenziali non valide", "Accesso dell'amministratore admin@example.it"]);
  });

  it.each(["?level=fatal", "?category=billing", `?search=${"x".repeat(201)}`])("refuses %s with 400", async (query) => {
    const response = await admin(`/api/admin/logs${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed" });
  });

  it("searches through the trigram index on the same expression", async () => {
    await storeLines([{ message: "indice" }]);
    await testDb.db.execute(sql`analyze system_logs`);
    // Within one transaction, so the setting ends with it and stays on its connection.
    const plan = await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const counted = tx.select({ n: count() }).from(systemLogs).where(logConditions({ search: "citta", level: "all", category: "all" }));
      return tx.execute(sql`explain ${counted}`);
    });
    expect(JSON.stringify(plan)).toContain("system_logs_search_trgm_idx");
  });

  it("searches the English an Italian word stands for through the same index", async () => {
    await storeLines([{ message: "admin signed in" }]);
    await testDb.db.execute(sql`analyze system_logs`);
    const plan = await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const counted = tx.select({ n: count() }).from(systemLogs).where(logConditions({ search: "accesso", level: "all", category: "all" }));
      return tx.execute(sql`explain ${counted}`);
    });
    const text = JSON.stringify(plan);
    expect(text).toContain("system_logs_search_trgm_idx");
    expect(text).not.toContain("Seq Scan");
  });
});

/** RFC 4180 with `;`: a reader's view of the file, quotes and line breaks inside cells included. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) throw new Error(`the file does not end with CRLF: ${JSON.stringify(text.slice(-20))}`);
  return rows;
}

describe("GET /api/admin/logs.csv", () => {
  it("is a file a spreadsheet opens with accents, quotes and line breaks intact, the message in Italian beside the English", async () => {
    await storeLines([
      { message: "Sincronizzazione è terminata: 3 articoli già presenti, perché sì" },
      { level: "error", category: "database", source: "http", message: 'Errore "grave"; riprovare\npiù tardi', details: { route: "/api/admin/feeds" } },
      { level: "warn", category: "security", source: "auth", message: "=HYPERLINK(\"http://evil\")" },
      { category: "security", source: "auth", message: "admin signed in", details: { email: "admin@example.it" } },
    ]);
    const response = await admin("/api/admin/logs.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // Named by the day in Rome: 23:30 UTC on the 25th is the 26th there.
    expect(response.headers["content-disposition"]).toBe('attachment; filename="log-di-sistema-2026-11-26.csv"');
    expect(response.headers["cache-control"]).toBe("no-store");
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFFData;Livello;Categoria;Origine;Messaggio;Messaggio tecnico;Dettagli\r\n")).toBe(true);
    // A message the table does not know reads as the generic line, its own words in "Messaggio tecnico".
    const unknown = "Evento registrato (il testo originale è nei dettagli tecnici)";
    expect(parseCsv(text.slice(1))).toEqual([
      ["Data", "Livello", "Categoria", "Origine", "Messaggio", "Messaggio tecnico", "Dettagli"],
      ["20/11/2026 09:00:04", "info", "security", "auth", "Accesso dell'amministratore admin@example.it", "admin signed in", '{"email":"admin@example.it"}'],
      ["20/11/2026 09:00:03", "warn", "security", "auth", unknown, "'=HYPERLINK(\"http://evil\")", ""],
      ["20/11/2026 09:00:02", "error", "database", "http", unknown, 'Errore "grave"; riprovare\npiù tardi', '{"route":"/api/admin/feeds"}'],
      ["20/11/2026 09:00:01", "info", "system", "rassegna", unknown, "Sincronizzazione è terminata: 3 articoli già presenti, perché sì", ""],
    ]);
  });

  it("exports what the filters choose", async () => {
    await storeLines([
      { level: "warn", category: "security", source: "auth", message: "sign-in failed" },
      { level: "error", category: "database", message: "Errore nella città di Forlì" },
    ]);
    const text = (await admin("/api/admin/logs.csv?search=citta&level=error")).body;
    expect(parseCsv(text.slice(1)).map((row) => row[5])).toEqual(["Messaggio tecnico", "Errore nella città di Forlì"]);
  });

  it("holds only the header when nothing matches, and needs an admin", async () => {
    expect((await admin("/api/admin/logs.csv")).body).toBe("\uFEFFData;Livello;Categoria;Origine;Messaggio;Messaggio tecnico;Dettagli\r\n");
    expect((await server.app.inject({ method: "GET", url: "/api/admin/logs.csv" })).statusCode).toBe(401);
  });
});
