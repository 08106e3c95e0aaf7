import { describe, expect, it } from "vitest";
import { errorAnalysisSchema } from "../../shared/ai.js";
import { AI_PROVIDER_DEFAULT_MODELS, type AiProvider } from "../../shared/constants.js";
import type { ErrorRecord } from "../../ai/types.js";
import { analyzeErrorLocally } from "./analyze-error-locally.js";

/** A row as feeds/record-failure.ts writes it. */
function feedRow(reason: string, message: string, feed = { name: "ANSA Top News", url: "https://www.ansa.it/sito/ansait_rss.xml" }, stack: string | null = null): ErrorRecord {
  return { error_type: `feed_${reason}`, error_message: `Feed "${feed.name}" (${feed.url}): ${message}`, source: "rss-sync", severity: "medium", stack_trace: stack };
}

/**
 * A row as ai/record-ai-failure.ts writes it, the message worded as ai/ai-call-error.ts
 * or ai/enrich-article.ts words it (error-rules/ai.test.ts has the writers themselves write them).
 */
function aiRow(reason: string, provider: AiProvider, message: string, title = "Il consiglio comunale approva il bilancio"): ErrorRecord {
  return {
    error_type: `ai_${reason}`,
    error_message: `${provider} (${AI_PROVIDER_DEFAULT_MODELS[provider]}) on "${title}": ${message}`,
    source: provider,
    severity: reason === "auth" ? "high" : "medium",
    stack_trace: null,
  };
}

function row(type: string, source: string, message: string, stack: string | null = null): ErrorRecord {
  return { error_type: type, error_message: message, source, severity: "high", stack_trace: stack };
}

const ilPost = { name: "Il Post", url: "https://www.ilpost.itt/feed/" };
const intranet = { name: "Notizie interne", url: "http://rss.intranet.lan/feed.xml" };

// [what happened, the row, what the root cause must say]
const cases: Array<[string, ErrorRecord, RegExp]> = [
  ["feed deadline", feedRow("timeout", "Fetching www.ansa.it took longer than 30 s"), /ANSA Top News.*non ha risposto in tempo.*www\.ansa\.it/],
  ["feed connect timeout", feedRow("timeout", "Connecting to www.ansa.it timed out"), /non ha risposto in tempo/],
  ["unknown host", feedRow("dns", "Host name www.ilpost.itt could not be resolved (ENOTFOUND)", ilPost), /www\.ilpost\.itt.*non esiste nel DNS \(ENOTFOUND\)/],
  ["DNS hiccup", feedRow("dns", "Host name www.ilpost.itt could not be resolved (EAI_AGAIN)", ilPost), /temporaneo.*non per forza del feed "Il Post"/],
  ["expired certificate", feedRow("tls", "TLS error with www.ansa.it: certificate has expired (CERT_HAS_EXPIRED)"), /certificato HTTPS.*scaduto/],
  ["self-signed certificate", feedRow("tls", "TLS error with rss.intranet.lan: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)", intranet), /autofirmato/],
  ["connection refused", feedRow("connection", "Connection refused by news.example.it:8080 (ECONNREFUSED)"), /rifiutato la connessione \(ECONNREFUSED\)/],
  ["connection reset", feedRow("connection", "Connection reset by www.ansa.it (ECONNRESET)"), /chiuso la connessione a metà/],
  ["invalid URL", feedRow("connection", "Invalid URL: htp//ansa.it/rss", { name: "ANSA", url: "htp//ansa.it/rss" }), /URL non valido: "htp\/\/ansa\.it\/rss"/],
  ["HTTP 401", feedRow("http_status", "HTTP 401 Unauthorized"), /HTTP 401 \(autenticazione richiesta\)/],
  ["HTTP 403", feedRow("http_status", "HTTP 403 Forbidden"), /HTTP 403 \(accesso negato\)/],
  ["HTTP 404", feedRow("http_status", "HTTP 404 Not Found"), /ANSA Top News.*HTTP 404 Not Found/],
  ["HTTP 410", feedRow("http_status", "HTTP 410 Gone"), /rimosso per sempre.*HTTP 410/],
  ["HTTP 429 with Retry-After", feedRow("http_status", "HTTP 429 Too Many Requests (retry after 2025-03-01T10:30:00.000Z)"), /HTTP 429.*riprovare dopo le .*11:30/],
  ["HTTP 503", feedRow("http_status", "HTTP 503 Service Unavailable (retry after 2025-03-01T10:30:00.000Z)"), /HTTP 503: il server del sito/],
  ["bad redirect", feedRow("http_status", 'HTTP 301 redirect to an invalid Location "htp:/x"'), /codice HTTP inatteso \(HTTP 301\)/],
  ["redirect loop", feedRow("too_many_redirects", "Redirect loop: https://www.ansa.it/rss leads back to https://www.ansa.it/rss/"), /ciclo di redirect/],
  ["redirect chain", feedRow("too_many_redirects", "More than 5 redirects (stopped at https://www.ansa.it/r5)"), /troppi redirect/],
  ["huge body", feedRow("too_large", "Response body of 52428800 bytes is larger than 10 MB"), /risposta troppo grande/],
  ["private address", feedRow("ssrf_refused", "Refused private address 192.168.1.20 (SSRF guard)", intranet), /Notizie interne.*privato della rete locale \(192\.168\.1\.20\).*SSRF/],
  ["loopback address", feedRow("ssrf_refused", "Refused loopback address 127.0.0.1 (SSRF guard)"), /loopback.*127\.0\.0\.1/],
  ["file: scheme", feedRow("ssrf_refused", "Refused URL scheme file: (only http and https are fetched)", { name: "Locale", url: "file:///etc/passwd" }), /schema file:/],
  ["Cloudflare", feedRow("bot_protection", "Blocked by Cloudflare bot protection (HTTP 403 challenge page)"), /protetto da Cloudflare.*\(HTTP 403\)/],
  ["web page instead of feed", feedRow("not_a_feed", "The document is not an RSS, Atom or JSON feed"), /L'URL del feed "ANSA Top News".*pagina web/],
  ["broken XML", feedRow("parse_error", "The feed could not be parsed: Unexpected close tag"), /non è leggibile.*Unexpected close tag/],
  ["unknown encoding", feedRow("parse_error", 'Unsupported Content-Encoding "zstd"'), /non è leggibile/],
  [
    "bug during a sync",
    feedRow("parse_error", "Cannot read properties of undefined (reading 'title')", undefined, "TypeError: Cannot read properties of undefined (reading 'title')\n    at storeArticles (file:///app/src/feeds/store-articles.ts:40:12)"),
    /errore interno di Rassegna, non un problema del feed/,
  ],
  [
    "disk full during a sync (system rules come first)",
    feedRow("parse_error", "could not extend file \"base/16384/2619\": No space left on device", undefined, "error: could not extend file\n    at Parser.parseErrorMessage (node_modules/pg-protocol/dist/parser.js:283:98)"),
    /disco del server è pieno.*ANSA Top News/,
  ],
  ["AI timeout", aiRow("timeout", "openai", "Provider did not answer in time"), /^OpenAI non ha risposto entro il tempo massimo/],
  [
    "AI 429 with retry-after",
    aiRow("rate_limited", "openai", "Provider rate limit reached (HTTP 429, retry after 2025-03-01T10:30:00.000Z): Rate limit reached for gpt-4o-mini in organization org-abc on requests per min (RPM)"),
    /^OpenAI.*troppe \(HTTP 429\).*riprovare dopo le .*11:30/,
  ],
  [
    "AI daily quota of the plan",
    aiRow("rate_limited", "openrouter", "Provider rate limit reached (HTTP 429): Rate limit exceeded: free-models-per-day. Add 10 credits to unlock 1000 free model requests per day"),
    /^OpenRouter ha raggiunto il limite giornaliero di richieste del tuo piano \(HTTP 429\)/,
  ],
  ["AI bad key", aiRow("auth", "anthropic", "Provider rejected the API key (HTTP 401): invalid x-api-key"), /^Anthropic ha rifiutato la chiave API \(HTTP 401\)/],
  ["AI missing key", aiRow("auth", "openai", "Provider API key is missing"), /^OpenAI non ha ricevuto una chiave API/],
  ["AI key expired", aiRow("http_status", "google", "Provider answered HTTP 400: API key expired. Please renew the API key."), /^Google Gemini ha rifiutato la chiave API \(HTTP 400\)/],
  [
    "AI model gone",
    aiRow("http_status", "openrouter", "Provider answered HTTP 404: No endpoints found for meta-llama/llama-3.2-3b-instruct:free."),
    /^OpenRouter ha risposto HTTP 404: il modello configurato \("meta-llama\/llama-3\.2-3b-instruct:free"\) non esiste/,
  ],
  ["AI outage", aiRow("http_status", "grok", "Provider answered HTTP 503: Service Unavailable"), /^Grok \(xAI\) ha avuto un errore interno \(HTTP 503\)/],
  [
    "AI outage on a headline about a quota",
    aiRow("http_status", "openai", "Provider answered HTTP 503: Service Unavailable", 'Pensioni, "Quota 103": chi può lasciare il lavoro'),
    /^OpenAI ha avuto un errore interno \(HTTP 503\)/,
  ],
  [
    "AI bad request",
    aiRow("http_status", "openai", "Provider answered HTTP 400: This model's maximum context length is 128000 tokens."),
    /^OpenAI ha rifiutato la richiesta: "Provider answered HTTP 400: This model's maximum context length/,
  ],
  [
    "AI DNS",
    aiRow("connection", "deepseek", "Cannot reach the provider: getaddrinfo ENOTFOUND api.deepseek.com"),
    /collegarsi a DeepSeek \(server api\.deepseek\.com\): il nome del server non è stato risolto/,
  ],
  ["AI endpoint down", aiRow("connection", "openai", "Cannot reach the provider: connect ECONNREFUSED 10.0.0.5:8443"), /collegarsi a OpenAI: il server ha rifiutato la connessione/],
  [
    "AI endpoint on the local network",
    aiRow("connection", "openai", "Cannot reach the provider: Refused private address 192.168.1.50 (SSRF guard)"),
    /collegarsi a OpenAI: l'endpoint porta a 192\.168\.1\.50, un indirizzo privato della rete locale, che la protezione SSRF rifiuta/,
  ],
  [
    "AI answer off schema",
    aiRow("invalid_answer", "openrouter", 'Provider answer does not match the expected format: category: "gossip" is not allowed'),
    /^OpenRouter ha risposto, ma la risposta non rispettava lo schema.*\("meta-llama\/llama-3\.2-3b-instruct:free"\).*"gossip" is not allowed/,
  ],
  [
    "AI answer off schema during an error analysis",
    { ...aiRow("invalid_answer", "openai", ""), error_message: "openai (gpt-4o-mini): error analysis: Provider answer is not valid JSON: Ecco l'analisi" },
    /schema richiesto \(causa, soluzioni e consigli di prevenzione in italiano\).*Ecco l'analisi/,
  ],
  [
    "AI low confidence",
    aiRow("low_confidence", "google", "Confidence 0.3 is below the minimum 0.7"),
    /^Google Gemini ha elaborato l'articolo "Il consiglio comunale approva il bilancio" con una confidenza di 0,3 inferiore alla confidenza minima impostata in «Automazione» \(0,7\)/,
  ],
  [
    "AI low confidence on a headline quoting numbers",
    aiRow("low_confidence", "openai", "Confidence 0.45 is below the minimum 0.6", 'Sondaggio, "fiducia al 2": confidence 9 per il governo'),
    /"Sondaggio, "fiducia al 2": confidence 9 per il governo" con una confidenza di 0,45 .*\(0,6\)/,
  ],
  ["disk full", row("job_failed", "collect-system-health", "ENOSPC: no space left on device, write"), /disco del server è pieno \(ENOSPC\): il job "collect-system-health"/],
  ["out of memory", row("http_5xx", "web", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"), /esaurito la memoria.*server web/],
  ["PostgreSQL down", row("job_failed", "rss-sync", "connect ECONNREFUSED 127.0.0.1:5432"), /Il server PostgreSQL 127\.0\.0\.1:5432 non risponde/],
  ["PostgreSQL full", row("http_5xx", "web", "sorry, too many clients already"), /max_connections/],
  ["PostgreSQL password", row("job_failed", "process-articles", 'password authentication failed for user "rassegna"'), /utente "rassegna".*DATABASE_URL/],
  ["missing table", row("http_5xx", "web", 'GET /api/admin/stats: relation "article_views" does not exist'), /la tabella "article_views" non esiste.*migrazioni/],
  [
    "PGlite held by another process",
    row("job_failed", "startup", "The embedded database in ./data/db is in use by another Rassegna process (pid 4242). Stop it first, or use DATABASE_URL."),
    /database integrato \(PGlite\) è già aperto da un altro processo/,
  ],
  [
    "route bug",
    row("http_5xx", "web", "POST /api/admin/feeds: Cannot read properties of undefined (reading 'id')", "TypeError: Cannot read properties of undefined (reading 'id')\n    at createFeed (file:///app/src/feeds/feed-admin.ts:12:3)"),
    /errore interno a POST \/api\/admin\/feeds/,
  ],
  [
    "job meets a slow service",
    row("job_failed", "social-posting", "connect ETIMEDOUT 93.184.216.34:443", "Error: connect ETIMEDOUT 93.184.216.34:443\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)"),
    /^Il servizio contattato dal job "social-posting" non ha risposto in tempo/,
  ],
  ["job meets an HTTP error (feed advice stays with feeds)", row("job_failed", "social-posting", "HTTP 502 Bad Gateway from graph.facebook.com"), /^Il job pianificato "social-posting"/],
  ["job error", row("job_failed", "cleanup-old-articles", "Unexpected token '<', \"<!DOCTYPE \" is not valid JSON"), /^Il job pianificato "cleanup-old-articles" si è interrotto.*not valid JSON/],
];

describe("analyzeErrorLocally", () => {
  it.each(cases)("%s: picks the matching rule", (_what, error, cause) => {
    expect(analyzeErrorLocally(error).root_cause).toMatch(cause);
  });

  it.each(cases)("%s: passes the answer schema with 2-4 solutions and 2-3 tips", (_what, error) => {
    const analysis = analyzeErrorLocally(error);
    expect(errorAnalysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.suggested_solutions.length).toBeGreaterThanOrEqual(2);
    expect(analysis.suggested_solutions.length).toBeLessThanOrEqual(4);
    expect(analysis.prevention_tips.length).toBeGreaterThanOrEqual(2);
    expect(analysis.prevention_tips.length).toBeLessThanOrEqual(3);
  });

  it.each(cases.filter(([, error]) => error.error_type.startsWith("feed_")))("%s: names the feed", (_what, error) => {
    const name = /^Feed "(.*?)"/.exec(error.error_message)?.[1] ?? "";
    expect(analyzeErrorLocally(error).root_cause).toContain(`"${name}"`);
  });

  // The concrete step the operator needs, on the screen the dashboard names.
  it.each<[string, ErrorRecord, RegExp]>([
    ["SSRF refusal explains the local-network switch", feedRow("ssrf_refused", "Refused private address 10.0.0.8 (SSRF guard)", intranet), /ALLOW_PRIVATE_NETWORK=true/],
    ["answer off schema suggests a stronger model", aiRow("invalid_answer", "openrouter", "Provider answer is not valid: response did not match schema"), /«Configurazione AI».*modello più capace.*:free/],
    ["low confidence points at the minimum in Automazione", aiRow("low_confidence", "openai", "Confidence 0.5 is below the minimum 0.7"), /«Automazione».*confidenza minima/],
    [
      "a daily quota points at the limit in the provider list",
      aiRow("rate_limited", "deepseek", "Provider rate limit reached (HTTP 429): daily request quota exhausted"),
      /«Configurazione AI».*limite giornaliero non superiore alla quota del tuo piano/,
    ],
    ["an AI endpoint refused by the SSRF guard explains the local-network switch", aiRow("connection", "openai", "Cannot reach the provider: Refused loopback address 127.0.0.1 (SSRF guard)"), /ALLOW_PRIVATE_NETWORK=true/],
    ["disk full points at Spazio Server", row("job_failed", "cleanup", "ENOSPC: no space left on device"), /«Spazio Server»/],
    ["not a feed tells where feed links hide", feedRow("not_a_feed", "The document is not an RSS, Atom or JSON feed"), /application\/rss\+xml.*\/feed/],
  ])("%s", (_what, error, step) => {
    expect(analyzeErrorLocally(error).suggested_solutions.join("\n")).toMatch(step);
  });

  it("keeps feed screens out of the advice for a network error met outside a feed", () => {
    const analysis = analyzeErrorLocally(row("job_failed", "social-posting", "connect ECONNRESET 157.240.0.35:443"));
    expect(analysis.root_cause).toMatch(/chiuso la connessione/);
    expect([...analysis.suggested_solutions, ...analysis.prevention_tips].join("\n")).not.toMatch(/Feed RSS/);
  });

  it("falls back to a generic analysis that quotes the type and message", () => {
    const analysis = analyzeErrorLocally(row("email_failed", "mailer", "550 5.1.1 Mailbox unavailable"));
    expect(analysis.root_cause).toBe(
      'Il componente "mailer" ha registrato un errore di tipo "email_failed" che l\'analisi locale non sa classificare: "550 5.1.1 Mailbox unavailable".',
    );
    expect(analysis.suggested_solutions.join("\n")).toMatch(/«Analisi Errori»/);
    expect(errorAnalysisSchema.safeParse(analysis).success).toBe(true);
  });

  it("keeps an enormous message within the schema limits", () => {
    const analysis = analyzeErrorLocally(feedRow("parse_error", `The feed could not be parsed: ${"x".repeat(5000)}`, { name: "N".repeat(3000), url: `https://e.it/${"p".repeat(3000)}` }));
    expect(errorAnalysisSchema.safeParse(analysis).success).toBe(true);
  });
});
