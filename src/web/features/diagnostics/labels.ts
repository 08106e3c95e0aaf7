import { LIMITS } from "../../../shared/constants";
import { plural } from "../../../shared/plural";

const integer = new Intl.NumberFormat("it-IT");
export const formatted = (value: number) => integer.format(value);
/** "1 errore", "3 errori": one helper for every count, shared with the other screens. */
export { plural };

/** The four tabs, in order; the first opens by default (docs/product.md#diagnostica-sistema). */
export const TAB_LABELS = {
  health: "Stato Sistema",
  errors: "Analisi Errori",
  logs: "Log di Sistema",
  tools: "Risoluzione Problemi",
} as const;

/** The overall status of a health reading. */
export const HEALTH_STATUS_LABELS = { healthy: "Sano", warning: "Attenzione", critical: "Critico" } as const;

export const SEVERITY_LABELS = { critical: "Critica", high: "Alta", medium: "Media", low: "Bassa" } as const;

export const LOG_LEVEL_LABELS = { debug: "Debug", info: "Informazione", warn: "Avviso", error: "Errore" } as const;

export const LOG_CATEGORY_LABELS = {
  system: "Sistema",
  security: "Sicurezza",
  performance: "Prestazioni",
  user: "Utente",
  ai: "Intelligenza artificiale",
  database: "Database",
} as const;

/**
 * Every other string of the Diagnostica Sistema screen. The tab names, the
 * health states, "Aggiorna Ora", "Tendenze Recenti", "Analizza con AI", its
 * two answers, "Segna come Risolto", "Aperto"/"Risolto", "Analizzato"/"In
 * attesa", the two empty states, "Mostrando N di M log" and "Connessione al
 * database fallita: {detail}" are the product's (docs/product.md#diagnostica-sistema);
 * the rest are ours.
 */
export const DIAGNOSTICS_TEXT = {
  title: "Diagnostica Sistema",
  description: "Lo stato del server, gli errori registrati, il log di sistema e gli strumenti per risolvere i problemi.",
  tabsLabel: "Sezioni della diagnostica",
  unknown: "–",
  retry: "Riprova",

  health: {
    refresh: "Aggiorna Ora",
    refreshed: "Stato del sistema aggiornato",
    refreshFailed: "Errore durante la lettura dello stato del sistema",
    loading: "Caricamento dello stato del sistema...",
    loadFailed: "Errore nel caricamento dello stato del sistema",
    empty: "Nessuna lettura disponibile",
    emptyHint: "Il server registra il proprio stato ogni minuto. Premi «Aggiorna Ora» per leggerlo subito.",
    bannerTitle: (status: string) => `Stato del sistema: ${status}`,
    bannerSince: (time: string, ago: string) => `Ultima lettura ${time} (${ago})`,
    autoRefresh: "Si aggiorna da solo ogni 30 secondi.",
    /** A figure past a threshold for the last 5 minutes, which made the status: "CPU oltre il 90% da 6 minuti (dalle 14:32)." */
    sustained: (figure: string, threshold: string, duration: string, since: string) => `${figure} oltre ${threshold} da ${duration} (${since}).`,
    /** The disk counts from its first reading past a threshold: "Disco oltre il 90% (dalle 14:32)." while under a minute. */
    sustainedNow: (figure: string, threshold: string, since: string) => `${figure} oltre ${threshold} (${since}).`,
    percentThreshold: (percent: number) => `il ${percent}%`,
    msThreshold: (ms: number) => `${ms} ms`,
    sinceTime: (time: string) => `dalle ${time}`,
    sinceDate: (dateTime: string) => `dal ${dateTime}`,
    /** Figures of the latest reading past a threshold that has not lasted 5 minutes: shown, but not what the status says. */
    criticalFigures: (figures: string) => `Oltre la soglia critica (${LIMITS.healthCritical.percent}% o ${LIMITS.healthCritical.dbQueryMs} ms) da meno di 5 minuti: ${figures}.`,
    warningFigures: (figures: string) => `Oltre la soglia di attenzione (${LIMITS.healthWarning.percent}% o ${LIMITS.healthWarning.dbQueryMs} ms) da meno di 5 minuti: ${figures}.`,
    /** When the figures alone do not show why (the status came from the server's rule on a figure not shown). */
    statusHint: {
      healthy: "Tutti i valori sono nella norma.",
      warning: "Almeno un valore è oltre la soglia di attenzione: CPU o memoria oltre il 70% o query oltre 300 ms da 5 minuti, oppure disco oltre il 70%.",
      critical: "Almeno un valore è critico: CPU o memoria oltre il 90% o query oltre 1000 ms da 5 minuti, oppure disco oltre il 90%.",
    },
    cardsTitle: "Valori dell'ultima lettura",
    cards: {
      cpu: "CPU",
      memory: "Memoria",
      disk: "Disco",
      connections: "Connessioni attive",
      api: "Risposta API",
      database: "Query database",
    },
    cardDetail: {
      cpu: "uso del processore",
      memory: "memoria del server in uso",
      disk: "spazio del volume dei dati",
      connections: "connessioni HTTP aperte",
      api: "tempo di risposta del server",
      database: "tempo di una query di prova",
    },
    notAvailable: "n/d",
    noHttp: "non misurato dal worker, che non ha un server HTTP",
    usage: (name: string, value: string) => `${name}: ${value}`,
    trendsTitle: "Tendenze Recenti",
    trendsDescription: `Le ultime ${LIMITS.healthTrendSize} letture, la più recente in alto.`,
    trendsLabel: "Letture recenti",
    trendTime: "Ora",
    trendStatus: "Stato",
    trend: {
      cpu: "CPU",
      memory: "Mem.",
      disk: "Disco",
      connections: "Conn.",
      api: "API",
      database: "DB",
    },
    trendNames: {
      cpu: "CPU",
      memory: "Memoria",
      disk: "Disco",
      connections: "Connessioni attive",
      api: "Risposta API",
      database: "Query database",
    },
    fromWorker: "worker",
    fromWorkerLabel: "Lettura del worker: connessioni e risposta API non misurate",
  },

  errors: {
    countersTitle: "Riepilogo degli errori",
    counters: { critical: "Critici", high: "Gravità alta", medium: "Gravità media", resolved: "Risolti" },
    openDetail: "aperti",
    resolvedDetail: "in totale",
    listTitle: "Errori registrati",
    listDescription: `Gli ultimi ${LIMITS.errorListSize} errori che corrispondono ai filtri, il più recente in alto.`,
    severity: "Gravità",
    state: "Stato",
    allSeverities: "Tutte",
    states: { all: "Tutti", open: "Aperti", resolved: "Risolti" },
    loading: "Caricamento degli errori...",
    loadFailed: "Errore nel caricamento degli errori",
    empty: "Nessun Errore Trovato",
    emptyHint: "Nessun errore registrato corrisponde ai filtri scelti.",
    columns: { time: "Data", severity: "Gravità", kind: "Tipo e origine", message: "Messaggio", state: "Stato", actions: "Azioni" },
    open: "Aperto",
    resolved: "Risolto",
    analyzed: "Analizzato",
    pending: "In attesa",
    details: "Dettagli",
    detailsOf: (message: string) => `Dettagli dell'errore: ${message}`,
    resolve: "Segna come Risolto",
    resolveOf: (message: string) => `Segna come Risolto: ${message}`,
    resolvedToast: "Errore segnato come risolto",
    resolveFailed: "Errore durante l'aggiornamento dell'errore",
    analyze: "Analizza con AI",
    analyzeHint: "Chiede una diagnosi per gli errori aperti che non ne hanno ancora una.",
    /** The product's words; one error reads in the singular. */
    analysisDone: (n: number) => `Analisi AI Completata: ${plural(n, "errore analizzato", "errori analizzati")}`,
    nothingToAnalyze: "Nessun errore aperto era in attesa di analisi.",
    analyzeFailed: "Errore durante l'analisi AI",
  },

  detail: {
    title: "Dettagli dell'errore",
    message: "Messaggio",
    time: "Registrato il",
    severity: "Gravità",
    kind: "Tipo",
    source: "Origine",
    /** The stored English message and the error_type code, for whoever reads the server's logs. */
    technicalDetails: "Dettagli tecnici",
    state: "Stato",
    resolvedAt: (time: string) => `Risolto il ${time}`,
    stack: "Traccia dello stack",
    noStack: "Nessuna traccia dello stack registrata.",
    analysis: "Analisi AI",
    rootCause: "Causa principale",
    solutions: "Soluzioni suggerite",
    prevention: "Prevenzione",
    noAnalysis: "Non ancora analizzato: usa «Analizza con AI» per chiedere una diagnosi.",
    none: "Nessuna indicazione.",
    close: "Chiudi",
  },

  logs: {
    title: "Log di sistema",
    description: `Gli ultimi ${LIMITS.logListSize} eventi che corrispondono ai filtri, il più recente in alto.`,
    search: "Cerca nei log",
    searchPlaceholder: "Messaggio o origine",
    searchSubmit: "Cerca",
    level: "Livello",
    category: "Categoria",
    allLevels: "Tutti",
    allCategories: "Tutte",
    refresh: "Aggiorna",
    export: "Esporta CSV",
    exported: "Log esportati",
    exportFailed: "Errore durante l'esportazione dei log",
    loading: "Caricamento dei log...",
    loadFailed: "Errore nel caricamento dei log",
    showing: (shown: number, total: number) => `Mostrando ${formatted(shown)} di ${formatted(total)} log`,
    empty: "Nessun Log Trovato",
    emptyHint: "Nessun evento registrato corrisponde ai filtri scelti.",
    columns: { time: "Data", level: "Livello", category: "Categoria", source: "Origine", message: "Messaggio" },
    /** The file when the server names none: log-di-sistema-2026-11-25.csv. */
    fileName: (day: string) => `log-di-sistema-${day}.csv`,
  },

  tools: {
    warningTitle: "Prima di usare gli strumenti",
    warning: "Gli strumenti agiscono sul sistema in funzione:",
    warningItems: [
      "«Test provider AI» fa una richiesta reale a ogni provider attivo;",
      "«Controllo feed» scarica ogni feed attivo;",
      `«Pulizia log vecchi» elimina per sempre log, letture dello stato e singole visite più vecchi di ${LIMITS.opsRetentionDays} giorni (i totali delle visite restano);`,
      "«Svuota cache pagine» rallenta per qualche istante le prime pagine servite;",
      "il test del database e il controllo dell'integrità leggono soltanto.",
    ],
    run: "Esegui",
    running: "In esecuzione...",
    failedRequest: "il server non ha risposto",
    checksLabel: (title: string) => `Controlli di «${title}»`,
    countsLabel: (title: string) => `Risultati di «${title}»`,
    duration: (ms: string) => `Completato in ${ms}`,
    underOneMs: "meno di 1 ms",
    ok: "OK",
    failed: "Errore",
  },
} as const;
