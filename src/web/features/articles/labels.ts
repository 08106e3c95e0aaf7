import type { AiStatusFilter } from "../../../shared/admin-articles";
import type { ProcessingStatus } from "../../../shared/constants";
import { AI_PROVIDER_LABELS } from "../../../shared/labels";
import { plural } from "../../../shared/plural";

/** The AI status badge of a row (docs/product.md#processing-states); any unknown status reads as pending. */
export const STATUS_LABELS: Record<ProcessingStatus, string> = {
  pending: "In attesa",
  processing: "Elaborazione",
  completed: "Elaborato",
  failed: "Fallito",
};

/** The AI status filter: done (public) or not yet. */
export const AI_STATUS_LABELS: Record<AiStatusFilter, string> = {
  processed: "Elaborati con AI",
  unprocessed: "Non elaborati",
};

/** How the text was obtained (docs/product.md#articles): "scraping", otherwise the feed. */
export function methodLabel(method: string): string {
  return method === "scraping" ? "Web Scraping" : "RSS Feed";
}

/** The stored provider id in words; the built-in analyzer ("locale") by its Italian name, an unknown id as it is. */
export function providerLabel(provider: string): string {
  if (provider === "locale") return "Analizzatore locale";
  return AI_PROVIDER_LABELS[provider as keyof typeof AI_PROVIDER_LABELS] ?? provider;
}

/**
 * Every other string of the Gestione Articoli screen. Those quoted in
 * docs/product.md#articoli are verbatim; the rest are ours, kept here so
 * they read as one voice.
 */
export const ARTICLES_TEXT = {
  title: "Gestione Articoli",
  description: "Cerca, correggi, rielabora ed elimina gli articoli importati.",

  stats: {
    title: "Riepilogo articoli",
    total: "Articoli totali",
    processed: "Elaborati con AI",
    processedShare: (percent: string) => `${percent} del totale`,
    pending: "In attesa",
    processingNow: (count: string) => `${count} in elaborazione`,
    failed: "Falliti",
    views: "Visualizzazioni totali",
    unknown: "–",
  },

  process: {
    all: "Elabora con AI",
    allHint: "Elabora tutti gli articoli in attesa",
    one: "Elabora ora con AI",
    oneOf: (title: string) => `Elabora ora con AI: ${title}`,
    retry: "Riprova",
    retryOf: (title: string) => `Riprova l'elaborazione: ${title}`,
    completed: (processed: number, failed: number) =>
      `Elaborazione AI completata: ${plural(processed, "articolo elaborato", "articoli elaborati")}, ${plural(failed, "fallito", "falliti")}`,
    articleDone: "Articolo elaborato",
    failedWith: (error: string) => `Errore nell'elaborazione AI: ${error}`,
    unknownError: "errore sconosciuto",
    requestFailed: "Errore durante l'elaborazione AI",
    alreadyTaken: "l'articolo è già elaborato o in elaborazione",
    missing: "l'articolo non esiste più",
  },

  filters: {
    title: "Filtri",
    search: "Cerca negli articoli",
    searchPlaceholder: "Titolo o riassunto...",
    searchSubmit: "Cerca",
    searchTooShort: "Scrivi almeno 3 caratteri.",
    category: "Categoria",
    sentiment: "Sentiment",
    aiStatus: "Stato AI",
    source: "Fonte",
    method: "Metodo di estrazione",
    status: "Stato di elaborazione",
    all: "Tutti",
    allFeminine: "Tutte",
    reset: "Azzera filtri",
  },

  table: {
    title: "Articoli",
    loading: "Caricamento articoli...",
    loadFailed: "Errore nel caricamento degli articoli",
    retryLoad: "Riprova",
    empty: "Nessun articolo trovato",
    emptyFiltered: "Nessun articolo corrisponde ai filtri scelti.",
    emptyAll: "Non ci sono ancora articoli: aggiungi un feed e sincronizzalo per importarne.",
    titleColumn: "Titolo",
    source: "Fonte",
    status: "Stato AI",
    classification: "Categoria e sentiment",
    views: "Visite",
    published: "Pubblicato",
    actions: "Azioni",
    words: (count: number) => plural(count, "parola", "parole"),
    none: "—",
    failureReason: "Motivo:",
    unknownReason: "errore sconosciuto",
    total: (count: number) => plural(count, "articolo", "articoli"),
    totalAtLeast: (count: number) => `oltre ${plural(count, "articolo", "articoli")}`,
    countAtLeast: (count: number) => `oltre ${count.toLocaleString("it-IT")}`,
    openSource: (source: string) => `Apri l'articolo originale su ${source}`,
  },

  selection: {
    selectAll: "Seleziona tutti gli articoli della pagina",
    selectAllShort: "Seleziona tutti",
    selectOne: (title: string) => `Seleziona: ${title}`,
    selected: (count: number, formatted: string) => (count === 1 ? "1 selezionato" : `${formatted} selezionati`),
    deleteSelected: (count: string) => `Elimina selezionati (${count})`,
    deleteTitle: (count: number) => `Eliminare ${plural(count, "articolo", "articoli")}?`,
    deleteQuestion: "Sei sicuro di voler eliminare gli articoli selezionati? Non verranno importati di nuovo dai feed.",
    deleted: (count: number) => plural(count, "articolo eliminato", "articoli eliminati"),
    deleteFailed: "Errore durante l'eliminazione degli articoli",
  },

  row: {
    editOf: (title: string) => `Modifica: ${title}`,
    deleteOf: (title: string) => `Elimina: ${title}`,
    deleteTitle: "Eliminare l'articolo?",
    deleteQuestion: "Sei sicuro di voler eliminare questo articolo? Non verrà importato di nuovo dal feed.",
    cancel: "Annulla",
    confirmDelete: "Elimina",
    deleted: "Articolo eliminato",
    deleteFailed: "Errore durante l'eliminazione dell'articolo",
  },

  edit: {
    title: "Modifica articolo",
    fieldTitle: "Titolo",
    summary: "Riassunto",
    summaryHint: "Salvando, il riassunto sarà indicato sul sito come rivisto dalla redazione invece che come generato automaticamente.",
    category: "Categoria",
    categoryPlaceholder: "Scegli una categoria",
    sentiment: "Sentiment",
    sentimentPlaceholder: "Scegli un sentiment",
    titleRequired: "Il titolo è obbligatorio.",
    save: "Salva Modifiche",
    cancel: "Annulla",
    saved: "Articolo aggiornato",
    failed: "Errore durante l'aggiornamento dell'articolo",
  },
} as const;
