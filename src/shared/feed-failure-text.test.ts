import { describe, expect, it } from "vitest";
import { FEED_FAILURE_TEXT, feedFailureText } from "./feed-failure-text.js";
import type { FeedFailureReason } from "./feeds.js";

/** Words of the English messages that must never reach the Italian line. */
const ENGLISH = /\b(the|of|is|was|could|failed|refused|timed|took|larger|blocked|redirects?|answered|unknown|error)\b/i;

const EVERY_REASON: FeedFailureReason[] = [
  "timeout",
  "dns",
  "tls",
  "connection",
  "http_status",
  "too_many_redirects",
  "too_large",
  "ssrf_refused",
  "bot_protection",
  "not_a_feed",
  "parse_error",
];

describe("FEED_FAILURE_TEXT", () => {
  it("has an Italian sentence for every reason the fetcher and parser write", () => {
    expect(Object.keys(FEED_FAILURE_TEXT).sort()).toEqual([...EVERY_REASON].sort());
    for (const reason of EVERY_REASON) {
      const text = feedFailureText(reason, "");
      expect(text, reason).toMatch(/^[A-ZÈ]/);
      expect(text, reason).not.toMatch(ENGLISH);
    }
  });

  // One English message of each shape src/feeds/fetch/, src/net/ and src/feeds/parse/ write.
  it.each<[FeedFailureReason, string, string]>([
    ["timeout", "Fetching lento.example took longer than 60 s", "Il server del feed non risponde (timeout dopo 60 s)"],
    ["timeout", "Connecting to lento.example timed out", "Il server del feed non risponde in tempo"],
    ["timeout", "Waiting for the response from lento.example timed out", "Il server del feed non risponde in tempo"],
    ["dns", "Host name sparito.example could not be resolved (ENOTFOUND)", "Il dominio del feed non è stato trovato"],
    ["tls", "TLS error with vecchio.example: certificate has expired (CERT_HAS_EXPIRED)", "Il certificato di sicurezza del sito del feed è scaduto"],
    ["tls", "TLS error with fai-da-te.example: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT)", "Il certificato di sicurezza del sito del feed non è valido"],
    ["tls", "TLS error with antico.example: unsupported protocol (EPROTO)", "La connessione sicura (TLS) con il server del feed non è riuscita"],
    ["connection", "Connection refused by chiuso.example (ECONNREFUSED)", "Il server del feed ha rifiutato la connessione"],
    ["connection", "Connection reset by instabile.example (ECONNRESET)", "Il server del feed ha interrotto la connessione"],
    ["connection", "Malformed HTTP response from rotto.example (HPE_INVALID_CONSTANT)", "Il server del feed ha dato una risposta HTTP non valida"],
    ["connection", "Invalid URL: http://", "L'indirizzo del feed non è valido"],
    ["connection", "Request to strano.example failed: other side closed", "La connessione al server del feed non è riuscita"],
    ["http_status", "HTTP 404 Not Found", "Il feed ha risposto HTTP 404 (pagina non trovata)"],
    ["http_status", "HTTP 503 Service Unavailable (retry after 2026-05-01T10:00:00.000Z)", "Il feed ha risposto HTTP 503 (server non disponibile)"],
    ["http_status", "HTTP 418", "Il feed ha risposto HTTP 418"],
    ["http_status", 'HTTP 301 redirect to an invalid Location "http://"', "Il feed rimanda a un indirizzo non valido"],
    ["too_many_redirects", "More than 5 redirects (stopped at https://giro.example/5)", "Il feed rimanda ad altri indirizzi troppe volte (oltre 5 reindirizzamenti)"],
    ["too_many_redirects", "Redirect loop: https://giro.example/a leads back to https://giro.example/b", "L'indirizzo del feed rimanda a sé stesso (reindirizzamenti in cerchio)"],
    ["too_large", "Response body is larger than 10 MB once decompressed", "Il feed supera la dimensione massima di 10 MB"],
    ["too_large", "Response body of 99999 bytes is larger than 300 bytes", "Il feed supera la dimensione massima di 300 byte"],
    ["ssrf_refused", "Refused private address 10.0.0.1 (SSRF guard)", "L'indirizzo del feed non è consentito: porta a una rete privata o locale"],
    ["ssrf_refused", "Refused URL scheme ftp: (only http and https are fetched)", "L'indirizzo del feed non è consentito: solo http e https"],
    ["bot_protection", "Blocked by Cloudflare bot protection (HTTP 403 challenge page)", "Il sito del feed blocca la lettura con una protezione anti-bot (Cloudflare, HTTP 403)"],
    ["not_a_feed", "The document is not an RSS, Atom or JSON feed", "Il documento non è un feed RSS, Atom o JSON"],
    ["parse_error", "The feed could not be parsed: Unexpected close tag", "Il feed è malformato e non può essere letto"],
    ["parse_error", "The JSON feed is malformed: Unexpected token", "Il feed JSON è malformato e non può essere letto"],
    ["parse_error", 'Unsupported Content-Encoding "zstd"', "Il server del feed usa una compressione non supportata"],
    ["parse_error", "Could not decode the gzip response body: incorrect header check", "Il contenuto compresso del feed è danneggiato"],
    ["parse_error", "The feed parser's worker stopped before it finished (out of memory)", "La lettura del feed si è interrotta prima della fine"],
    ["parse_error", "The item selector matched nothing on the page: li.voce", "Il selettore degli articoli non trova nulla nella pagina"],
    ["parse_error", "None of the 7 items the selectors matched has both a title and an http(s) link", "Nella pagina nessun articolo trovato dai selettori ha sia un titolo sia un link"],
    ["parse_error", "duplicate key value violates unique constraint", "Il feed non può essere letto"],
  ])("%s: %s", (reason, message, expected) => {
    expect(feedFailureText(reason, message)).toBe(expected);
  });

  it.each<[FeedFailureReason, string, string]>([
    ["http_status", "HTTP 404 Not Found", "Il feed «ANSA Cronaca» ha risposto HTTP 404 (pagina non trovata)"],
    ["timeout", "Fetching x took longer than 60 s", "Il server del feed «ANSA Cronaca» non risponde (timeout dopo 60 s)"],
    ["not_a_feed", "The document is not an RSS, Atom or JSON feed", "Il documento di «ANSA Cronaca» non è un feed RSS, Atom o JSON"],
  ])("names the feed when asked: %s", (reason, message, expected) => {
    expect(feedFailureText(reason, message, "ANSA Cronaca")).toBe(expected);
  });

  it.each([
    ["mystery", "Something odd"],
    ["constructor", "inherited names are no reasons"],
    [null, null],
  ])("an unknown reason (%s) reads as a generic Italian line", (reason, message) => {
    expect(feedFailureText(reason, message)).toBe("Errore sconosciuto nella lettura del feed");
  });
});
