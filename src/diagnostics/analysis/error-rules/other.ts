import { ERROR_DETAIL } from "./advice.js";
import { cap, excerpt, type Rule } from "./context.js";

/** An unhandled error of Rassegna's own web server (`http_5xx`). */
export const SITE_ERROR_RULE: Rule = {
  name: "site's own 5xx",
  matches: (c) => c.type === "http_5xx",
  analysis: (c) => {
    const route = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\S+)/.exec(c.detail);
    return {
      root_cause: `${cap(c.subject)} ha risposto con un errore interno${route ? ` a ${route[1]} ${route[2]}` : ""}: "${excerpt(c)}". È un errore dell'applicazione, non di chi ha fatto la richiesta.`,
      suggested_solutions: [
        ERROR_DETAIL,
        "Controlla in «Diagnostica Sistema» › «Log di Sistema» gli eventi dello stesso minuto (categorie database e system).",
        "Ripeti l'operazione: se l'errore si ripete sempre, invia messaggio e stack trace a chi mantiene il sito.",
      ],
      prevention_tips: [
        "Dopo ogni aggiornamento controlla «Analisi Errori» per errori nuovi.",
        "Quando compaiono errori 5xx usa gli strumenti di «Risoluzione Problemi» (test del database, verifica dell'integrità dei dati).",
      ],
    };
  },
};

/** A scheduled job that stopped, when no more specific rule knew why. */
export const JOB_RULE: Rule = {
  name: "scheduled job",
  matches: (c) => c.type === "job_failed",
  analysis: (c) => ({
    root_cause: `Il job pianificato "${c.source}" si è interrotto con un errore: "${excerpt(c)}".`,
    suggested_solutions: [
      `Cerca in «Diagnostica Sistema» › «Log di Sistema» le righe del job "${c.source}" intorno allo stesso orario per vedere il passaggio che è fallito.`,
      "Controlla in «Automazione» le impostazioni della sezione collegata al job e salvale di nuovo se sono incomplete.",
      "Il job riparte al prossimo orario pianificato: se fallisce ancora con lo stesso messaggio, usa gli strumenti di «Risoluzione Problemi».",
    ],
    prevention_tips: ["Attiva le notifiche e-mail sugli errori in «Automazione».", "Segna come risolti gli errori già gestiti, così quelli nuovi restano in evidenza."],
  }),
};

/** The last resort: quotes type and message and points at the tools that can tell more. */
export const FALLBACK_RULE: Rule = {
  name: "unknown",
  matches: () => true,
  analysis: (c) => ({
    root_cause: `${cap(c.subject)} ha registrato un errore di tipo "${c.type}" che l'analisi locale non sa classificare: "${excerpt(c)}".`,
    suggested_solutions: [
      ERROR_DETAIL,
      "Cerca in «Diagnostica Sistema» › «Log di Sistema» gli eventi dello stesso momento per capire cosa stava facendo il sito.",
      "Per un'analisi più approfondita aggiungi un provider in «Configurazione AI» e usa «Analizza con AI».",
    ],
    prevention_tips: [
      "Segna come risolti («Segna come Risolto») gli errori già gestiti, così i nuovi restano visibili.",
      "Attiva le notifiche e-mail sugli errori in «Automazione».",
    ],
  }),
};
