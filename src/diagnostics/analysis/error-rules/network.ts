import { CHECK_IN_BROWSER, retryHint, watchTip } from "./advice.js";
import { by, excerpt, feedType, inFeed, of, onHost, remote, type Clues, type Rule } from "./context.js";

/** Node and undici codes of a connection that failed or broke. */
export const NETWORK_CODES = /ECONNREFUSED|ECONNRESET|ECONNABORTED|EPIPE|EHOSTUNREACH|ENETUNREACH|socket hang up|Connection (?:refused|reset)|UND_ERR_SOCKET|Malformed HTTP response/i;
/** Codes and messages of a name that did not resolve. */
export const DNS_CODES = /ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NONAME|EAI_NODATA|ENODATA|could not be resolved|getaddrinfo/i;
/** A TLS handshake or certificate failure. */
export const isTls = (c: Clues) => /certificate|self[- ]signed|\bTLS\b|\bSSL\b/i.test(c.head) || /CERT_|SELF_SIGNED|ERR_TLS|ERR_SSL|EPROTO/.test(c.text);
/** A deadline that passed, whoever set it. */
export const isTimeout = (c: Clues) => /timed out|took longer than|\btimeout\b/i.test(c.head) || /ETIMEDOUT|ESOCKETTIMEDOUT|UND_ERR_\w*TIMEOUT/.test(c.text);

/** The ranges of net/ssrf-guard.ts, in Italian. */
const RANGE_LABELS: Record<string, string> = {
  "cloud metadata": "dei metadati del cloud",
  loopback: "di loopback (questa stessa macchina)",
  unspecified: "non specificato",
  private: "privato della rete locale",
  "shared (CGNAT)": "condiviso (CGNAT)",
  "link-local": "link-local",
  multicast: "multicast",
  reserved: "riservato",
  NAT64: "NAT64",
};

/** The address the SSRF guard refused (`Refused private address 10.0.0.8`), its range in Italian. */
export function refusedAddress(c: Clues): { range: string; address: string } | null {
  const found = /Refused (.+?) address (\S+)/i.exec(c.detail);
  if (!found) return null;
  const range = found[1] ?? "";
  return { range: RANGE_LABELS[range] ?? range, address: found[2] ?? "" };
}

/** Why a TLS handshake failed, from Node's codes and messages. */
export function tlsProblem(c: Clues): string {
  if (/expired|CERT_HAS_EXPIRED/i.test(c.text)) return "il certificato del sito è scaduto";
  if (/self[- ]signed|SELF_SIGNED/i.test(c.text)) return "il certificato è autofirmato, non rilasciato da un'autorità riconosciuta";
  if (/ALTNAME|does not match|Hostname\/IP/i.test(c.text)) return "il certificato è intestato a un altro nome di dominio";
  if (/UNABLE_TO_(?:VERIFY|GET)|unable to (?:verify|get)/i.test(c.text)) return "il server non invia la catena completa dei certificati (manca un certificato intermedio)";
  return `la connessione sicura non è riuscita ("${excerpt(c)}")`;
}

/** What a connection failure means, from Node's codes. */
export function connectionProblem(c: Clues): string {
  if (/ECONNREFUSED|Connection refused/i.test(c.text)) return "il server ha rifiutato la connessione (ECONNREFUSED): su quell'indirizzo e porta non risponde nessun servizio";
  if (/ECONNRESET|EPIPE|socket hang up|Connection reset|UND_ERR_SOCKET/i.test(c.text)) return "il server ha chiuso la connessione a metà (ECONNRESET)";
  if (/EHOSTUNREACH|ENETUNREACH/i.test(c.text)) return "il server non è raggiungibile dalla rete di Rassegna";
  if (/Malformed HTTP response/i.test(c.text)) return "il server ha inviato una risposta HTTP malformata";
  return `la connessione non è riuscita ("${excerpt(c)}")`;
}

/** Failures of the network itself, whoever met them: a feed or a job. */
export const NETWORK_RULES: Rule[] = [
  {
    name: "timeout",
    matches: (c) => c.type.endsWith("_timeout") || isTimeout(c),
    analysis: (c) => ({
      root_cause: `${remote(c)} non ha risposto in tempo${onHost(c)}: "${excerpt(c)}". Il server remoto è lento, sovraccarico o difficile da raggiungere dalla rete di Rassegna.`,
      suggested_solutions: [
        CHECK_IN_BROWSER,
        retryHint(c),
        "Se scadono insieme le richieste verso molti siti, controlla la connessione a internet del server e il carico in «Diagnostica Sistema».",
        ...(inFeed(c) ? ["Se succede sempre con lo stesso feed, cerca un feed più leggero dello stesso sito (per esempio per sezione) oppure disattivalo in «Feed RSS»."] : []),
      ],
      prevention_tips: [watchTip(c), "Se molte richieste scadono insieme, controlla prima la rete e il carico del server."],
    }),
  },
  {
    name: "DNS",
    matches: (c) => feedType(c, "dns") || DNS_CODES.test(c.text),
    analysis: (c) => {
      const code = /ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NONAME|EAI_NODATA|ENODATA/.exec(c.text)?.[0] ?? "DNS";
      const host = c.host ?? /Host name (\S+)/i.exec(c.detail)?.[1] ?? /getaddrinfo \S+ (\S+)/.exec(c.text)?.[1] ?? "del server";
      return {
        root_cause:
          code === "EAI_AGAIN"
            ? `Il DNS usato dal server di Rassegna non ha risposto per il nome ${host} (EAI_AGAIN): è un problema temporaneo di risoluzione dei nomi sul server, non per forza ${of(c)}.`
            : `Il nome ${host} usato ${by(c)} non esiste nel DNS (${code}): l'indirizzo è scritto male, oppure il dominio è scaduto o il sito ha cambiato nome.`,
        suggested_solutions: [
          inFeed(c)
            ? "Controlla in «Feed RSS» che l'URL sia scritto correttamente e aprilo nel browser; se il sito ha cambiato dominio, aggiorna l'URL del feed."
            : "Controlla che il nome host sia scritto correttamente dove è configurato e che il dominio esista ancora (per esempio con «nslookup nome» dal server).",
          "Se falliscono molti feed insieme, controlla sul server i DNS configurati (/etc/resolv.conf) e la connessione a internet.",
        ],
        prevention_tips: [
          "Se molti nomi non si risolvono nello stesso momento il problema è del server, non dei siti: controllalo prima di modificare i feed.",
          inFeed(c) ? "Elimina i feed dei siti chiusi: un dominio scaduto può essere ricomprato da altri." : watchTip(c),
        ],
      };
    },
  },
  {
    name: "TLS certificate",
    matches: (c) => feedType(c, "tls") || isTls(c),
    analysis: (c) => ({
      root_cause: `${remote(c)} ha un problema con il certificato HTTPS${onHost(c)}: ${tlsProblem(c)}. Rassegna non scarica contenuti da connessioni non verificate.`,
      suggested_solutions: [
        "Apri l'URL nel browser: se compare un avviso di sicurezza, il problema è del sito; segnalalo al gestore.",
        ...(inFeed(c) ? ["Prova la variante con o senza «www» che abbia un certificato valido e aggiorna l'URL in «Feed RSS»."] : []),
        "Controlla che data e ora del server di Rassegna siano giuste (timedatectl): un orologio sbagliato fa sembrare scaduti certificati validi.",
        "Per una sorgente interna con certificato autofirmato, rendi fidata la sua autorità sul server con NODE_EXTRA_CA_CERTS=/percorso/ca.pem e riavvia.",
      ],
      prevention_tips: [
        "Non disattivare mai la verifica dei certificati: protegge da contenuti falsificati.",
        inFeed(c) ? "Di solito un certificato scaduto viene rinnovato in pochi giorni: se l'errore dura di più, disattiva il feed." : watchTip(c),
      ],
    }),
  },
  {
    name: "connection refused or reset",
    matches: (c) => feedType(c, "connection") || NETWORK_CODES.test(c.text),
    analysis: (c) => ({
      root_cause: `${remote(c)}: ${connectionProblem(c)}${onHost(c)}.`,
      suggested_solutions: [
        CHECK_IN_BROWSER,
        "Controlla porta e protocollo dell'URL (per esempio https invece di http, nessuna porta insolita).",
        "Interruzioni ripetute possono voler dire che il sito blocca l'indirizzo IP del server, o che un firewall o proxy lungo il percorso chiude la connessione.",
        retryHint(c),
      ],
      prevention_tips: [watchTip(c), "Se falliscono molti siti insieme, controlla prima la rete del server."],
    }),
  },
];
