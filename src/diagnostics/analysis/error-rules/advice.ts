import { inFeed, type Clues } from "./context.js";

// Sentences several families of rules give, kept word for word the same.

export const CHECK_IN_BROWSER = "Apri l'URL nel browser o prova «curl -I URL» dal server: se fallisce anche lì, il problema è del sito e non di Rassegna.";
export const TEST_FEED_FIRST = "Prova ogni nuovo URL con «test feed» in «Feed RSS» prima di aggiungerlo.";
export const RED_ROWS = "Guarda ogni tanto «Feed RSS»: un feed con 5 o più errori di fila è evidenziato in rosso.";
export const FIND_FEED_LINK =
  'Apri la home page del sito e cerca il link al feed (icona RSS, oppure <link rel="alternate" type="application/rss+xml"> nel sorgente della pagina); prova anche /feed, /rss, /rss.xml, /feed.xml, /atom.xml.';
export const TWO_PROVIDERS = "Tieni attivi almeno due provider in «Configurazione AI», così un problema di uno non ferma l'elaborazione.";
export const LOCAL_FALLBACK = "Lascia attivo l'analizzatore locale in «Automazione»: elabora gli articoli quando nessun provider risponde.";
export const ERROR_DETAIL = "Apri il dettaglio dell'errore in «Diagnostica Sistema» › «Analisi Errori» e leggi lo stack trace per vedere quale passaggio ha fallito.";
export const DB_TEST = "Dopo la correzione usa il test della connessione al database in «Diagnostica Sistema» › «Risoluzione Problemi».";

/** How to notice the problem coming back. */
export const watchTip = (c: Clues) => (inFeed(c) ? RED_ROWS : "Attiva le notifiche e-mail sugli errori in «Automazione» per accorgerti subito se il problema si ripete.");

/** What to do next about a network failure, depending on who met it. */
export function retryHint(c: Clues): string {
  if (inFeed(c)) {
    return "La sincronizzazione successiva riprova da sola; dopo aver corretto il problema puoi usare «Sincronizza Ora» in «Feed RSS».";
  }
  return "L'operazione viene ripetuta al prossimo giro pianificato: controlla in «Diagnostica Sistema» › «Log di Sistema» se l'errore si ripete.";
}
