import { LOCAL_ANALYZER } from "../../../shared/ai";
import { AI_PROVIDER_LABELS } from "../../../shared/labels";
import type { AiProvider } from "../../../shared/constants";
import { plural, pluralWord } from "../../../shared/plural";

/** The six providers as the admin reads them (docs/product.md#configurazione-ai). */
export const PROVIDER_LABELS = AI_PROVIDER_LABELS;

const LOCAL_ANALYZER_LABEL = "Analizzatore locale";

/** A stored provider id in words; the local analyzer by its Italian name, an unknown id as it is. */
export function providerLabel(provider: string): string {
  if (provider === LOCAL_ANALYZER) return LOCAL_ANALYZER_LABEL;
  return PROVIDER_LABELS[provider as AiProvider] ?? provider;
}

/** The name of one configuration, e.g. "OpenAI – gpt-4o-mini": its row's and its controls' accessible name. */
export function configName(config: { provider: string; model_name: string }): string {
  return `${providerLabel(config.provider)} – ${config.model_name}`;
}

/** The local analyzer's row name, with the provider name its articles carry ("locale"). */
export const LOCAL_ANALYZER_NAME = `${LOCAL_ANALYZER_LABEL} (${LOCAL_ANALYZER})`;

/**
 * Every string of the Configurazione AI screen. Those quoted in docs/product.md#configurazione-ai are
 * verbatim; the rest are ours, kept here so they read as one voice.
 */
export const AI_TEXT = {
  title: "Configurazione AI",
  description: "I provider che arricchiscono gli articoli con riassunto, categoria e sentiment, e il loro consumo di oggi.",

  form: {
    title: "Aggiungi Provider AI",
    hint: "Le chiavi API restano sul server: dopo il salvataggio se ne vedono solo l'inizio e la fine.",
    provider: "Provider",
    providerPlaceholder: "Seleziona un provider",
    model: "Modello",
    modelHint: "Compilato con il modello predefinito del provider; puoi cambiarlo.",
    apiKey: "Chiave API",
    endpoint: "Endpoint personalizzato (opzionale)",
    endpointHint: "Lascia vuoto per usare l'indirizzo ufficiale del provider.",
    endpointPlaceholder: "https://...",
    priority: "Priorità",
    priorityHint: "Da 1 a 10: 1 = priorità più alta.",
    dailyLimit: "Limite giornaliero di richieste",
    dailyLimitHint: "Da 1 a 1000 richieste al giorno.",
    submit: "Aggiungi Provider",
    missingFields: "Compila tutti i campi obbligatori",
    requiredField: "Campo obbligatorio",
    invalidEndpoint: "L'endpoint deve essere un indirizzo http:// o https:// valido",
    invalidInput: "Controlla i valori inseriti",
    saved: "Configurazione salvata con successo!",
    failed: "Errore durante l'aggiunta della configurazione",
  },

  processing: {
    title: "Test ed elaborazione",
    description:
      "Il test round-robin fa elaborare un articolo in attesa al prossimo provider della rotazione e mostra chi lo ha gestito.",
    roundRobin: "Test Round-Robin",
    processPending: "Elabora articoli in attesa",
    handledBy: (provider: string) => `Articolo elaborato da ${provider}`,
    noPendingArticle: "Nessun articolo da elaborare disponibile per il test",
    completed: (processed: number, failed: number) =>
      `Elaborazione AI completata: ${plural(processed, "articolo elaborato", "articoli elaborati")}, ${plural(failed, "fallito", "falliti")}`,
    failedWith: (error: string) => `Errore nell'elaborazione AI: ${error}`,
    unknownError: "errore sconosciuto",
    requestFailed: "Errore durante l'elaborazione AI",
    lastResult: "Ultimo test",
    resultProvider: "Provider",
    resultCategory: "Categoria",
    resultSentiment: "Sentiment",
    resultSummary: "Riassunto",
    resultError: "Errore",
  },

  usage: {
    title: "Utilizzo di oggi",
    description: "Richieste per provider rispetto al limite giornaliero; i contatori ripartono a mezzanotte.",
    requests: (count: string, limit: number, limitText: string) => `${count} / ${limitText} ${pluralWord(limit, "richiesta", "richieste")}`,
    local: (count: number) => `Analizzatore locale: ${plural(count, "articolo", "articoli")} oggi`,
    localNoLimit: "senza limite",
    noProviders: "Nessun provider da monitorare.",
    loading: "Caricamento utilizzo...",
    loadFailed: "Impossibile leggere l'utilizzo di oggi",
  },

  list: {
    title: "Provider Configurati",
    loading: "Caricamento provider...",
    loadFailed: "Errore nel caricamento dei provider",
    empty: "Nessun Provider Configurato",
    emptyHint: "Aggiungi un provider con il modulo qui sopra. Fino ad allora gli articoli sono elaborati dall'analizzatore locale.",
    apiKey: "Chiave API",
    endpoint: "Endpoint",
    priority: "Priorità",
    active: "Attivo",
    activeOf: (name: string) => `Attivo: ${name}`,
    priorityOf: (name: string) => ` di ${name}`,
    activated: "Provider attivato",
    deactivated: "Provider disattivato",
    saved: "Impostazioni salvate con successo!",
    saveFailed: "Errore durante il salvataggio",
    testConnection: "Test connessione",
    testConnectionOf: (name: string) => `Test connessione: ${name}`,
    connectionOk: (latencyMs: string) => `Connessione riuscita (${latencyMs} ms)`,
    connectionFailed: "Errore durante il test di connessione",
    /** The provider's own words (English) after the Italian reason. */
    technicalDetails: (detail: string) => `Dettagli tecnici: ${detail}`,
    providerGone: "Il provider non esiste più: ricarica la pagina.",
    deleteOf: (name: string) => `Elimina ${name}`,
    deleteTitle: "Eliminare il provider?",
    deleteQuestion: (name: string) => `Sei sicuro di voler eliminare ${name}? La chiave API salvata verrà cancellata.`,
    cancel: "Annulla",
    confirmDelete: "Elimina",
    deleted: "Provider eliminato",
    deleteFailed: "Errore durante l'eliminazione del provider",
  },

  local: {
    offline: "Offline, senza chiave API",
    explanation:
      "Usato quando nessun provider è attivo, oppure quando tutti falliscono o hanno raggiunto il limite giornaliero.",
    processedToday: (count: number | null) =>
      count === null ? "– articoli elaborati oggi" : `${plural(count, "articolo elaborato", "articoli elaborati")} oggi`,
    enabled: "Analizzatore locale attivato",
    disabled: "Analizzatore locale disattivato",
  },
} as const;
