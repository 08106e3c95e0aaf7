import { ERROR_DETAIL, FIND_FEED_LINK, RED_ROWS, TEST_FEED_FIRST } from "./advice.js";
import { cap, clip, excerpt, feedType, httpStatus, inFeed, of, remote, type Rule } from "./context.js";
import { refusedAddress } from "./network.js";

/** A feed URL Rassegna will not fetch, or a site that will not let it: told before any network code. */
export const FEED_ADDRESS_RULES: Rule[] = [
  {
    name: "SSRF guard: scheme",
    matches: (c) => inFeed(c) && (/Refused URL scheme/i.test(c.detail)),
    analysis: (c) => ({
      root_cause: `${cap(c.subject)} usa lo schema ${/Refused URL scheme (\S+)/i.exec(c.detail)?.[1] ?? "indicato"}: Rassegna scarica solo indirizzi http e https.`,
      suggested_solutions: [
        "In «Feed RSS» sostituisci l'URL con l'indirizzo http o https del feed (non file:, ftp: o feed:).",
        "Se avevi copiato un link «feed://», sostituisci feed:// con https:// e verifica con «test feed».",
      ],
      prevention_tips: [TEST_FEED_FIRST, "Copia l'URL del feed dalla barra degli indirizzi del browser dopo averlo aperto."],
    }),
  },
  {
    name: "SSRF guard: private address",
    matches: (c) => inFeed(c) && (feedType(c, "ssrf_refused") || /SSRF guard/i.test(c.detail)),
    analysis: (c) => {
      const refused = refusedAddress(c);
      return {
        root_cause: `${cap(c.subject)} porta a un indirizzo ${refused?.range ?? "interno"}${refused ? ` (${refused.address})` : ""}: Rassegna lo rifiuta per impedire richieste verso la rete interna (protezione SSRF).`,
        suggested_solutions: [
          "Se la sorgente è davvero nella tua rete locale (un server RSS interno, un container accanto a Rassegna), avvia Rassegna con ALLOW_PRIVATE_NETWORK=true e riavvia il servizio.",
          "Se il feed dovrebbe essere su internet, controlla l'URL in «Feed RSS»: un nome che porta a un indirizzo interno indica un URL sbagliato o un DNS manomesso.",
          "Se il feed non ti serve, disattivalo o eliminalo in «Feed RSS».",
        ],
        prevention_tips: [
          "Lascia ALLOW_PRIVATE_NETWORK=false se non hai sorgenti locali: è la protezione che impedisce ai feed di raggiungere la rete interna.",
          TEST_FEED_FIRST,
        ],
      };
    },
  },
  {
    name: "bot protection",
    matches: (c) => inFeed(c) && (feedType(c, "bot_protection") || /bot protection|cloudflare|captcha|cf-chl|ddos-guard/i.test(c.text)),
    analysis: (c) => {
      const service = /Blocked by (.+?) bot protection/i.exec(c.detail)?.[1] ?? (/cloudflare/i.test(c.text) ? "Cloudflare" : "un servizio anti-bot");
      return {
        root_cause: `${remote(c)} è protetto da ${service}: il sito ha risposto con una pagina di verifica anti-bot${httpStatus(c)} invece del feed, quindi il download automatico è bloccato.`,
        suggested_solutions: [
          "Cerca un URL alternativo del feed non protetto (alcuni siti lo pubblicano su un sottodominio come feeds.* o tramite FeedBurner) e aggiornalo in «Feed RSS».",
          "Chiedi al gestore del sito di escludere dalla protezione anti-bot il percorso del feed o lo User-Agent di Rassegna.",
          "Se non c'è alternativa, disattiva il feed in «Feed RSS» per non accumulare errori.",
        ],
        prevention_tips: ["Non sincronizzare troppo spesso in «Automazione»: richieste frequenti fanno scattare prima le protezioni anti-bot.", TEST_FEED_FIRST],
      };
    },
  },
  {
    name: "invalid URL",
    matches: (c) => inFeed(c) && (/Invalid URL/i.test(c.detail)),
    analysis: (c) => ({
      root_cause: `${cap(c.subject)} ha un URL non valido: "${clip(/Invalid URL:?\s*(.*)/i.exec(c.detail)?.[1] ?? c.feed?.url ?? "", 200)}" non è un indirizzo web completo.`,
      suggested_solutions: [
        "In «Feed RSS» correggi l'URL: deve iniziare con https:// (o http://) e contenere il nome del sito.",
        "Copia l'indirizzo direttamente dal link RSS del sito, senza spazi né caratteri in più.",
      ],
      prevention_tips: [TEST_FEED_FIRST, RED_ROWS],
    }),
  },
];

/** A download that went on too long: redirects without end, a body too big. */
export const FEED_DOWNLOAD_RULES: Rule[] = [
  {
    name: "too many redirects",
    matches: (c) => inFeed(c) && (feedType(c, "too_many_redirects") || /redirect loop|too many redirects|more than \d+ redirects/i.test(c.text)),
    analysis: (c) => ({
      root_cause: `${remote(c)} rimanda da un indirizzo all'altro senza arrivare al feed (${/loop/i.test(c.detail) ? "ciclo di redirect" : "troppi redirect"}): "${excerpt(c)}".`,
      suggested_solutions: [
        "Apri l'URL nel browser e copia l'indirizzo finale a cui arrivi; se è il feed, inseriscilo in «Feed RSS» al posto di quello vecchio.",
        "Prova la variante https, con o senza «www» o senza la barra finale: spesso il ciclo nasce tra queste versioni.",
        "Se il sito rimanda a una pagina di login o di consenso ai cookie, il feed non è pubblico: cerca un feed alternativo.",
      ],
      prevention_tips: ["Salva sempre l'URL finale del feed, non uno che passa per redirect o accorciatori.", "Dopo un cambio di dominio del sito, aggiorna gli URL dei suoi feed."],
    }),
  },
  {
    name: "response too large",
    matches: (c) => inFeed(c) && (feedType(c, "too_large") || /response body .*larger than|response too large/i.test(c.text)),
    analysis: (c) => ({
      root_cause: `${remote(c)} ha restituito una risposta troppo grande ("${excerpt(c)}"): Rassegna interrompe il download per non esaurire memoria e disco.`,
      suggested_solutions: [
        "Controlla che l'URL punti al feed e non a un file (archivio, video, PDF) o a un feed con tutto lo storico del sito.",
        "Cerca una versione più piccola del feed, per esempio per sezione o con i soli ultimi articoli, e aggiorna l'URL in «Feed RSS».",
        "Se il feed non serve, disattivalo in «Feed RSS».",
      ],
      prevention_tips: ["Preferisci feed che contengono solo gli ultimi articoli.", TEST_FEED_FIRST],
    }),
  },
];

/** A feed that arrived but could not be read, and bugs met during a sync. */
export const FEED_CONTENT_RULES: Rule[] = [
  {
    name: "not a feed",
    matches: (c) => inFeed(c) && (feedType(c, "not_a_feed") || /not an RSS, Atom or JSON feed|not a (?:valid )?feed/i.test(c.text)),
    analysis: (c) => ({
      root_cause: `L'URL ${of(c)} non restituisce un feed RSS, Atom o JSON: probabilmente punta alla pagina web del sito invece che al suo feed.`,
      suggested_solutions: [FIND_FEED_LINK, "Sostituisci l'URL in «Feed RSS» e verifica con «test feed» prima di salvare."],
      prevention_tips: [TEST_FEED_FIRST, "Se un sito smette di pubblicare il feed e risponde con una pagina HTML, disattiva il feed invece di lasciarlo fallire."],
    }),
  },
  {
    name: "feed parse error",
    matches: (c) =>
      (c.type === "feed_parse_error" && !c.hasStack) ||
      (c.feed !== null && /could not be parsed|malformed|Content-Encoding|Could not decode|\bXML\b|not well-formed/i.test(c.detail)),
    analysis: (c) => ({
      root_cause: `${cap(c.subject)} è stato scaricato ma il contenuto non è leggibile: "${excerpt(c)}". Di solito l'XML del feed è malformato (caratteri non validi, tag non chiusi) o compresso in un formato non supportato.`,
      suggested_solutions: [
        "Apri l'URL in un validatore come validator.w3.org/feed per vedere dove il feed è rotto.",
        "Se l'errore è del sito, segnalalo al gestore: spesso basta un carattere speciale in un titolo.",
        "Se l'errore dura più di qualche giorno, disattiva il feed in «Feed RSS».",
      ],
      prevention_tips: [TEST_FEED_FIRST, RED_ROWS],
    }),
  },
  {
    name: "unexpected error during a sync",
    matches: (c) => c.type.startsWith("feed_"),
    analysis: (c) => ({
      root_cause: `Durante la sincronizzazione ${of(c)} si è verificato un errore interno di Rassegna, non un problema del feed: "${excerpt(c)}".`,
      suggested_solutions: [
        ERROR_DETAIL,
        "Riprova con «Sincronizza Ora» in «Feed RSS»: se l'errore si ripete sempre su questo feed, invia messaggio, stack trace e URL del feed a chi mantiene il sito.",
        "Controlla con gli strumenti di «Risoluzione Problemi» che database e dati siano a posto.",
      ],
      prevention_tips: ["Controlla «Analisi Errori» dopo ogni aggiornamento di Rassegna.", RED_ROWS],
    }),
  },
];
