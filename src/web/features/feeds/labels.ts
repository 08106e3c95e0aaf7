import type { FeedView } from "../../../shared/feeds";
import { plural } from "../../../shared/plural";

/** The sync status badge of a feed row. */
export const SYNC_STATUS_LABELS: Record<FeedView["last_sync_status"], string> = {
  success: "Successo",
  failed: "Fallito",
  pending: "In attesa",
};

/** Why a feed failed, in Italian (the table of src/shared/feed-failure-text.ts), for its row, the test and the sync's toast. */
export { feedFailureText } from "../../../shared/feed-failure-text";

/**
 * Every other string of the Feed RSS screen. The toasts and the delete question
 * are the product's own words (docs/product.md); the rest are ours, kept here so
 * they read as one voice.
 */
export const FEEDS_TEXT = {
  title: "Feed RSS",
  description: "Le fonti da cui vengono importati gli articoli.",

  sync: "Sincronizza Ora",
  exportOpml: "Esporta OPML",
  exportFailed: "Errore nell'esportazione OPML",
  importOpml: "Importa OPML",
  importFile: "File OPML da importare",
  imported: (added: number, skipped: number) => `${plural(added, "feed aggiunto", "feed aggiunti")}, ${plural(skipped, "già presente", "già presenti")}`,
  importInvalid: (invalid: number) => plural(invalid, "voce non valida ignorata", "voci non valide ignorate"),
  importFailed: "Errore nell'importazione OPML",
  importTooMany: (max: string) => `Il file elenca troppi feed: al massimo ${max} per importazione`,
  /** Each added feed's reading, under the import's toast. */
  importChecked: (ok: number, failed: number) =>
    [ok > 0 ? plural(ok, "feed letto correttamente", "feed letti correttamente") : null, failed > 0 ? plural(failed, "feed non leggibile", "feed non leggibili") : null]
      .filter(Boolean)
      .join(", "),

  stats: {
    title: "Statistiche di scraping",
    total: "Articoli totali",
    scraped: "Da web scraping",
    rss: "Testo dal feed RSS",
    averageWords: "Parole medie",
    unknown: "–",
  },

  starter: {
    title: "Fonti consigliate",
    firstRunTitle: "Inizia con le fonti consigliate",
    firstRunDescription:
      "Non segui ancora nessun feed. Ecco una selezione di testate italiane: aggiungile con un clic, una per una o tutte insieme. Gli articoli arrivano con la prossima sincronizzazione.",
    firstRunMore: "Aggiungine altre, una per una o tutte insieme. Gli articoli arrivano con la prossima sincronizzazione.",
    description: "Una selezione di testate italiane da aggiungere con un clic.",
    note: "Gli indirizzi sono quelli pubblicati dagli editori: se uno smette di funzionare, lo dice lo stato del feed.",
    addedCount: (added: number, total: number) => `${added} su ${total} già aggiunt${added === 1 ? "a" : "e"}`,
    addAll: "Aggiungi tutte",
    add: "Aggiungi",
    addOf: (name: string) => `Aggiungi ${name}`,
    added: "Aggiunta",
    siteOf: (name: string) => `Sito di ${name}`,
    allAdded: "Segui già tutte le fonti consigliate.",
    loading: "Caricamento fonti consigliate...",
    loadFailed: "Errore nel caricamento delle fonti consigliate",
    addedOne: "Feed aggiunto",
    addedMany: (added: number, skipped: number) =>
      [`${added} feed ${added === 1 ? "aggiunto" : "aggiunti"}`, skipped > 0 ? `${skipped} già ${skipped === 1 ? "presente" : "presenti"}` : null].filter(Boolean).join(", "),
    syncHint: "Premi «Sincronizza Ora» per importare subito gli articoli.",
    failed: "Errore nell'aggiunta dei feed",
  },

  add: {
    title: "Aggiungi feed",
    name: "Nome",
    namePlaceholder: "Es. ANSA Cronaca",
    url: "URL del feed",
    urlPlaceholder: "https://...",
    limit: "Limite di importazione",
    maxAge: "Età massima (giorni)",
    maxAgeHint: "Gli articoli più vecchi non vengono importati; 0 = nessun limite.",
    defaultCategory: "Categoria predefinita",
    defaultCategoryHint: "Aiuta l'analisi quando il testo dice poco.",
    noDefaultCategory: "Nessuna",
    submit: "Aggiungi Feed",
    added: "Feed aggiunto",
    failed: "Errore nell'aggiunta del feed",
    exists: "Feed già presente",
    existsHint: "Questo feed è già nell'elenco dei feed configurati.",
    /** What the reading found, under "Feed aggiunto". */
    addedDetail: (title: string, items: number, newest: string | null) =>
      [`«${title}»`, plural(items, "articolo", "articoli"), newest ? `il più recente del ${newest}` : null].filter(Boolean).join(" · "),
    addedUnread: "Salvato senza verifica: lo stato del feed dirà l'esito della prossima sincronizzazione.",
    refusedTitle: "Il feed non è stato aggiunto",
    saveAnyway: "Salva comunque",
    saveAnywayHint: "Puoi salvarlo lo stesso: la prossima sincronizzazione riproverà a leggerlo.",
    siteFeeds: "L'indirizzo è una pagina del sito: questi sono i feed che offre. Scegline uno.",
    noSiteFeeds: "Nella pagina e negli indirizzi consueti (/feed, /rss, /feed.xml...) non è stato trovato alcun feed.",
    candidateItems: (count: number) => plural(count, "articolo", "articoli"),
    useCandidate: "Aggiungi questo",
    useCandidateOf: (title: string) => `Aggiungi questo: ${title}`,
    dismiss: "Chiudi",
  },

  test: {
    title: "Testa un feed",
    description: "Legge il feed senza importare nulla.",
    url: "URL da testare",
    urlPlaceholder: "https://...",
    submit: "Testa Feed",
    missingUrl: "URL mancante",
    missingUrlHint: "Inserisci un URL RSS da testare",
    failed: "Test fallito",
    invalidUrl: "L'indirizzo non è un URL http(s) valido",
    unknownError: "Errore sconosciuto",
    untitled: "Feed senza titolo",
    itemCount: (count: number) => `${plural(count, "articolo", "articoli")} nel feed`,
    firstTitles: "Primi titoli:",
    newest: (when: string) => `il più recente del ${when}`,
  },

  table: {
    title: "Feed configurati",
    loading: "Caricamento feed...",
    loadFailed: "Errore nel caricamento dei feed",
    empty: "Nessun feed configurato. Aggiungine uno con il modulo qui sopra.",
    name: "Nome",
    url: "URL",
    lastSync: "Ultima sincronizzazione",
    never: "Mai",
    status: "Stato",
    limit: "Limite",
    maxAge: "Età max:",
    active: "Attivo",
    actions: "Azioni",
    consecutiveFailures: (count: number) => plural(count, "errore consecutivo", "errori consecutivi"),
    retryAfter: (when: string) => `Riprova dopo ${when}`,
  },

  row: {
    activeOf: (name: string) => `Attivo: ${name}`,
    activated: "Feed attivato",
    deactivated: "Feed disattivato",
    toggleFailed: "Errore nel cambio stato del feed",
    limitOf: (name: string) => `Limite di importazione di ${name}`,
    editLimitOf: (name: string, limit: number) => `Modifica limite di importazione di ${name}: ${limit}`,
    editLimitTitle: "Clicca per modificare",
    limitUpdated: "Limite aggiornato",
    limitUpdatedDetail: (name: string, limit: number) => `${name}: ${plural(limit, "articolo", "articoli")}`,
    limitFailed: "Errore nell'aggiornamento del limite",
    settingsOf: (name: string) => `Impostazioni di ${name}`,
    settingsTitle: "Impostazioni del feed",
    save: "Salva",
    settingsSaved: "Impostazioni salvate",
    settingsFailed: "Errore nel salvataggio delle impostazioni",
    scrapeMode: "Lettura delle pagine (scraping)",
    scrapeModeHint: "Se leggere la pagina di ogni articolo per prenderne il testo completo.",
    scrapeModes: {
      auto: "Automatica: solo quando il testo del feed è breve",
      always: "Sempre: legge ogni pagina e ne usa il testo",
      never: "Mai: solo il testo del feed",
    },
    contentSelector: "Selettore CSS del testo (facoltativo)",
    contentSelectorHint: "Es. article .testo: il testo degli elementi trovati prende il posto dell'estrazione automatica.",
    invalidSelector: "Selettore CSS non valido",
    test: "Testa",
    testTitle: "Anteprima con queste impostazioni (nulla viene salvato)",
    testFailed: "Test fallito",
    testCounts: (items: number, wouldImport: number) => `${plural(items, "articolo", "articoli")} nel feed, ${plural(wouldImport, "importabile", "importabili")} con questi limiti`,
    testScraped: "Testo dalla pagina",
    testNotScraped: "Testo dal feed",
    testScrapeFailed: "Pagina letta, tenuto il testo del feed",
    testWords: (words: number) => plural(words, "parola", "parole"),
    testNoItems: "Nessun articolo da importare con questi limiti.",
    summaryMaxChars: "Lunghezza massima del riassunto (caratteri)",
    summaryMaxCharsHint: "Da 100 a 600; il riassunto si ferma all'ultima frase intera che ci sta.",
    invalidSummaryMaxChars: "La lunghezza del riassunto deve essere tra 100 e 600 caratteri",
    showImages: "Mostra le immagini",
    showImagesHint: "Se spento, gli articoli di questo feed compaiono senza immagine.",
    deleteOf: (name: string) => `Elimina ${name}`,
    deleteTitle: "Eliminare il feed?",
    deleteQuestion: "Sei sicuro di voler eliminare questo feed?",
    cancel: "Annulla",
    confirmDelete: "Elimina",
    deleted: "Feed eliminato",
    deleteFailed: "Errore nell'eliminazione del feed",
  },
  /** A feed's foreign items while no AI provider can translate them (docs/product.md#feed-rss). */
  foreignItems: {
    label: "Notizie in lingua straniera",
    hint: "Senza un provider AI non possono essere tradotte: importale così come sono o saltale. Con un provider vengono tradotte in italiano.",
    import: "Importa così come sono",
    skip: "Salta",
  },
} as const;
