import type { FeedFailureReason } from "./feeds.js";

// Why a feed could not be read, in the administrator's Italian (docs/product.md#language-time-and-numbers):
// one sentence per stored reason (rss_feeds.last_error_reason, error_logs' `feed_<reason>`), with the figure
// the administrator acts on taken from the English message src/feeds/fetch/ wrote (the HTTP status, the
// timeout, the size limit). The English stays the technical detail; old rows read Italian too.

/** What a sentence may name, read from the English message; each is absent when the message does not say. */
export interface FeedFailureFacts {
  status?: string;
  seconds?: string;
  size?: string;
  service?: string;
  /** The system's error code in parentheses: "ENOTFOUND", "CERT_HAS_EXPIRED"... */
  code?: string;
  redirects?: string;
}

/** `of` is "" or " «Feed name»", so each sentence names the feed when the screen has no row for it. */
type Sentence = (facts: FeedFailureFacts, message: string, of: string) => string;

/** What an HTTP status means, for the statuses a publisher commonly answers. */
const HTTP_MEANINGS: Record<string, string> = {
  "400": "richiesta non valida",
  "401": "accesso riservato",
  "403": "accesso negato",
  "404": "pagina non trovata",
  "410": "feed rimosso",
  "429": "troppe richieste",
  "500": "errore del server",
  "502": "server non disponibile",
  "503": "server non disponibile",
  "504": "server non disponibile",
};

const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ALTNAME/;

/** One sentence per reason; an unknown reason reads UNKNOWN_FEED_FAILURE. */
export const FEED_FAILURE_TEXT: Record<FeedFailureReason, Sentence> = {
  timeout: ({ seconds }, _message, of) =>
    seconds ? `Il server del feed${of} non risponde (timeout dopo ${seconds} s)` : `Il server del feed${of} non risponde in tempo`,
  dns: (_facts, _message, of) => `Il dominio del feed${of} non è stato trovato`,
  tls: ({ code = "" }, _message, of) => {
    if (code === "CERT_HAS_EXPIRED") return `Il certificato di sicurezza del sito del feed${of} è scaduto`;
    if (CERTIFICATE.test(code)) return `Il certificato di sicurezza del sito del feed${of} non è valido`;
    return `La connessione sicura (TLS) con il server del feed${of} non è riuscita`;
  },
  connection: (_facts, message, of) => {
    if (/^Connection refused/.test(message)) return `Il server del feed${of} ha rifiutato la connessione`;
    if (/^Connection reset/.test(message)) return `Il server del feed${of} ha interrotto la connessione`;
    if (/^Malformed HTTP response/.test(message)) return `Il server del feed${of} ha dato una risposta HTTP non valida`;
    if (/^Invalid URL/.test(message)) return `L'indirizzo del feed${of} non è valido`;
    return `La connessione al server del feed${of} non è riuscita`;
  },
  http_status: ({ status }, message, of) => {
    if (/redirect to an invalid Location/.test(message) || !status) return `Il feed${of} rimanda a un indirizzo non valido`;
    const meaning = HTTP_MEANINGS[status];
    return `Il feed${of} ha risposto HTTP ${status}${meaning ? ` (${meaning})` : ""}`;
  },
  too_many_redirects: ({ redirects }, message, of) => {
    if (/^Redirect loop/.test(message)) return `L'indirizzo del feed${of} rimanda a sé stesso (reindirizzamenti in cerchio)`;
    return `Il feed${of} rimanda ad altri indirizzi troppe volte${redirects ? ` (oltre ${redirects} reindirizzamenti)` : ""}`;
  },
  too_large: ({ size }, _message, of) => (size ? `Il feed${of} supera la dimensione massima di ${size}` : `Il feed${of} è troppo grande`),
  ssrf_refused: (_facts, message, of) =>
    /URL scheme/.test(message)
      ? `L'indirizzo del feed${of} non è consentito: solo http e https`
      : `L'indirizzo del feed${of} non è consentito: porta a una rete privata o locale`,
  bot_protection: ({ service, status }, _message, of) => {
    const which = [service, status && `HTTP ${status}`].filter(Boolean).join(", ");
    return `Il sito del feed${of} blocca la lettura con una protezione anti-bot${which ? ` (${which})` : ""}`;
  },
  not_a_feed: (_facts, _message, of) => `Il documento${of ? ` di${of}` : ""} non è un feed RSS, Atom o JSON`,
  parse_error: (_facts, message, of) => {
    if (/^Unsupported Content-Encoding/.test(message)) return `Il server del feed${of} usa una compressione non supportata`;
    if (/^Could not decode the/.test(message)) return `Il contenuto compresso del feed${of} è danneggiato`;
    if (/worker stopped before it finished/.test(message)) return `La lettura del feed${of} si è interrotta prima della fine`;
    if (/^The JSON feed is malformed/.test(message)) return `Il feed JSON${of} è malformato e non può essere letto`;
    if (/^The feed could not be parsed/.test(message)) return `Il feed${of} è malformato e non può essere letto`;
    // A page without a feed (src/feeds/listing/parse-listing.ts): its selectors no longer fit the page.
    if (/^The item selector matched nothing/.test(message)) return `Il selettore degli articoli non trova nulla nella pagina${of}`;
    if (/^None of the \d+ items the selectors matched/.test(message)) return `Nella pagina${of} nessun articolo trovato dai selettori ha sia un titolo sia un link`;
    // describeFailure (src/feeds/record-failure.ts) files any other error here too: say no more than we know.
    return `Il feed${of} non può essere letto`;
  },
};

/** A reason no code writes (a row from a later version, a corrupted value): generic, the English kept as the detail. */
const UNKNOWN_FEED_FAILURE = (of: string) => `Errore sconosciuto nella lettura del feed${of}`;

/** The figures an English failure message names (src/feeds/fetch/, src/net/). */
export function feedFailureFacts(message: string): FeedFailureFacts {
  const facts: FeedFailureFacts = {};
  const status = /\bHTTP (\d{3})\b/.exec(message)?.[1];
  if (status) facts.status = status;
  const seconds = /longer than (\d+(?:\.\d+)?) s\b/.exec(message)?.[1];
  if (seconds) facts.seconds = seconds.replace(".", ",");
  const size = /larger than (\d+(?:[.,]\d+)? (?:bytes|KB|MB|GB))/.exec(message)?.[1];
  if (size) facts.size = size.replace(" bytes", " byte");
  const service = /^Blocked by (.+?) bot protection/.exec(message)?.[1];
  if (service) facts.service = service;
  const code = /\(([A-Z][A-Z0-9_]{2,})\)\s*$/.exec(message)?.[1];
  if (code) facts.code = code;
  const redirects = /^More than (\d+) redirects/.exec(message)?.[1];
  if (redirects) facts.redirects = redirects;
  return facts;
}

/**
 * A feed failure in Italian from its stored reason and English message:
 * "Il feed ha risposto HTTP 404 (pagina non trovata)". With `feedName` the
 * sentence names the feed ("Il feed «ANSA» ha risposto HTTP 404 …"), for
 * screens that list many feeds' failures together.
 */
export function feedFailureText(reason: string | null, message: string | null, feedName?: string): string {
  const of = feedName ? ` «${feedName}»` : "";
  const sentence = reason && Object.hasOwn(FEED_FAILURE_TEXT, reason) ? FEED_FAILURE_TEXT[reason as FeedFailureReason] : undefined;
  if (!sentence) return UNKNOWN_FEED_FAILURE(of);
  const english = message ?? "";
  return sentence(feedFailureFacts(english), english, of);
}
