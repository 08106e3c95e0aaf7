import { CHECK_IN_BROWSER, FIND_FEED_LINK, RED_ROWS, TEST_FEED_FIRST, retryHint } from "./advice.js";
import { excerpt, feedType, httpStatus, inFeed, remote, retryTime, type Rule } from "./context.js";

/** What the HTTP status a feed's site answered means. Statuses met outside a feed keep to the generic rules. */
export const FEED_HTTP_RULES: Rule[] = [
  {
    name: "HTTP 401/403",
    matches: (c) => inFeed(c) && (c.status === 401 || c.status === 403),
    analysis: (c) => ({
      root_cause: `${remote(c)} ha risposto HTTP ${c.status} (${c.status === 401 ? "autenticazione richiesta" : "accesso negato"}): il sito non permette a Rassegna di scaricare il contenuto.`,
      suggested_solutions: [
        "Apri l'URL nel browser senza essere collegato al sito: se chiede login o abbonamento, il feed è riservato e non può essere importato.",
        "Alcuni siti bloccano gli indirizzi dei data center o i client automatici: chiedi al gestore di consentire lo User-Agent di Rassegna.",
        "Cerca sul sito un feed pubblico alternativo e aggiorna l'URL in «Feed RSS», oppure disattiva il feed.",
      ],
      prevention_tips: ["Usa solo feed pubblici, accessibili senza login.", TEST_FEED_FIRST],
    }),
  },
  {
    name: "HTTP 404/410",
    matches: (c) => inFeed(c) && (c.status === 404 || c.status === 410),
    analysis: (c) => ({
      root_cause:
        c.status === 410
          ? `${remote(c)} è stato rimosso per sempre dal sito (HTTP 410 Gone).`
          : `${remote(c)} non esiste più all'indirizzo indicato (HTTP 404 Not Found): il sito ha spostato o eliminato il feed, oppure l'URL è sbagliato.`,
      suggested_solutions: [
        FIND_FEED_LINK,
        "Aggiorna l'URL in «Feed RSS» e verifica con «test feed».",
        "Se il sito non pubblica più un feed, elimina la sorgente in «Feed RSS» per non accumulare errori.",
      ],
      prevention_tips: [RED_ROWS, "Dopo un restyling di un sito controlla che i suoi feed funzionino ancora."],
    }),
  },
  {
    name: "HTTP 429",
    matches: (c) => inFeed(c) && (c.status === 429),
    analysis: (c) => {
      const when = retryTime(c);
      return {
        root_cause: `${remote(c)} ha risposto HTTP 429 (troppe richieste): il sito limita la frequenza degli accessi${when ? ` e chiede di riprovare dopo le ${when}` : ""}.`,
        suggested_solutions: [
          "Non serve intervenire subito: Rassegna rispetta l'attesa richiesta dal sito e riprova alla sincronizzazione successiva.",
          "Evita di premere più volte «Sincronizza Ora» in «Feed RSS» finché l'attesa non è passata.",
          "Se succede spesso, aumenta in «Automazione» l'intervallo in ore tra una sincronizzazione RSS e l'altra.",
        ],
        prevention_tips: ["Non aggiungere più feed dello stesso sito se ne basta uno: le richieste si sommano.", RED_ROWS],
      };
    },
  },
  {
    name: "HTTP 5xx",
    matches: (c) => inFeed(c) && (c.status !== null && c.status >= 500),
    analysis: (c) => ({
      root_cause: `${remote(c)} ha risposto HTTP ${c.status}: il server del sito ha un problema interno o è in manutenzione; non dipende da Rassegna.`,
      suggested_solutions: [
        "Aspetta: di solito questi errori spariscono da soli e la sincronizzazione successiva recupera gli articoli persi.",
        "Apri l'URL nel browser per conferma; se l'errore dura giorni, segnalalo al gestore del sito.",
        "Se il feed resta rosso in «Feed RSS» per giorni, disattivalo finché il sito non torna a funzionare.",
      ],
      prevention_tips: [RED_ROWS, "Scegli fonti affidabili: un sito spesso in errore fa perdere notizie."],
    }),
  },
  {
    name: "other HTTP status",
    matches: (c) => inFeed(c) && (feedType(c, "http_status") || c.status !== null),
    analysis: (c) => ({
      root_cause: `${remote(c)} ha risposto con un codice HTTP inatteso${httpStatus(c)}: "${excerpt(c)}".`,
      suggested_solutions: [CHECK_IN_BROWSER, "Verifica l'URL in «Feed RSS» con «test feed» e correggilo se necessario.", retryHint(c)],
      prevention_tips: [TEST_FEED_FIRST, RED_ROWS],
    }),
  },
];
