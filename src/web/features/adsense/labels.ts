import type { AdFormat, ArticleAdPosition, HomeAdPosition } from "../../../shared/ads";

/** The unit formats as the admin reads them (docs/product.md#google-adsense: display, in-feed, in-article). */
export const FORMAT_LABELS: Record<AdFormat, string> = {
  display: "Display",
  "in-feed": "In-feed",
  "in-article": "In-article",
};

/** The home positions (docs/product.md#public-ads) in words. */
export const HOME_POSITION_LABELS: Record<HomeAdPosition, string> = {
  top: "In alto",
  "after-3": "Dopo il 3° articolo",
  "after-6": "Dopo il 6° articolo",
  bottom: "In fondo",
};

/** The article positions (docs/product.md#public-ads) in words. */
export const ARTICLE_POSITION_LABELS: Record<ArticleAdPosition, string> = {
  top: "In alto",
  middle: "A metà articolo",
  bottom: "In fondo",
};

/**
 * Every string of the Google AdSense screen. Those quoted in docs/product.md#google-adsense are
 * verbatim; the rest are ours, kept here so they read as one voice.
 */
export const ADSENSE_TEXT = {
  title: "Google AdSense",
  description: "Gli annunci della homepage e delle pagine articolo, mostrati solo dopo il consenso dei visitatori.",
  loading: "Caricamento...",
  loadFailed: "Errore nel caricamento della configurazione",
  retry: "Riprova",

  general: {
    title: "Impostazioni Generali",
    enabled: "Annunci attivi",
    enabledOn: "Gli annunci sono attivi sul sito.",
    enabledOff: "Gli annunci sono disattivati: il sito non carica alcuno script pubblicitario.",
    publisherId: "ID editore (Publisher ID)",
    publisherPlaceholder: "ca-pub-0000000000000000",
    publisherHint: "Nel formato ca-pub-XXXXXXXXXXXXXXXX. Lo trovi in AdSense, in Account > Informazioni sull'account.",
  },

  consent: {
    title: "Consenso per gli annunci",
    intro:
      "Nello Spazio economico europeo Google mostra annunci personalizzati solo se il consenso è raccolto da una piattaforma certificata da Google (IAB TCF). Scegli chi chiede il consenso ai lettori.",
    ownBanner: "Banner di Rassegna, annunci non personalizzati",
    ownBannerHint:
      "Il banner dei cookie del sito chiede il consenso. Solo dopo il consenso ai cookie pubblicitari il sito carica AdSense, chiedendo annunci non personalizzati: il banner non è certificato da Google, quindi gli annunci personalizzati non possono essere mostrati. Nessuna richiesta a Google prima del consenso.",
    googleCmp: "Messaggio di consenso certificato di Google",
    googleCmpHint:
      "Il messaggio GDPR che pubblichi in AdSense, sezione «Privacy e messaggi», chiede il consenso con lo standard IAB TCF e permette gli annunci personalizzati. Mentre gli annunci sono attivi, AdSense si carica su ogni pagina per mostrare il messaggio; il banner del sito non chiede più dei cookie pubblicitari.",
    googleCmpWarning:
      "Pubblica il messaggio GDPR in AdSense («Privacy e messaggi») prima di scegliere questa opzione: senza, Google mostra ai lettori europei solo annunci limitati.",
  },

  slots: {
    homeTitle: "Slot Homepage",
    homeHint: "Posizioni disponibili: in alto, dopo il 3° e il 6° articolo, in fondo.",
    articleTitle: "Slot Articoli",
    articleHint: "Posizioni disponibili: in alto, a metà articolo, in fondo.",
    empty: "Nessuno slot configurato.",
    add: "Aggiungi slot",
    allUsed: "Tutte le posizioni hanno già uno slot.",
    rowName: (section: string, index: number) => `${section}, slot ${index + 1}`,
    name: "Nome",
    namePlaceholder: "Es. Banner in alto",
    slotId: "ID slot",
    slotIdPlaceholder: "Es. 1234567890",
    format: "Formato",
    position: "Posizione",
    remove: "Rimuovi",
    removeOf: (name: string) => `Rimuovi ${name}`,
  },

  save: "Salva Configurazione",
  saving: "Salvataggio...",
  missingFields: "Compila tutti i campi",
  publisherRequired: "Inserisci l'ID editore per attivare gli annunci.",
  publisherInvalid: "L'ID editore deve iniziare con ca-pub- seguito da sole cifre.",
  slotIdInvalid: "L'ID slot deve contenere solo cifre.",
  positionTaken: "Ogni posizione può avere un solo slot.",
  positionInvalid: "Scegli una delle posizioni della pagina.",
  saved: "Configurazione salvata con successo!",
  saveFailed: "Errore durante il salvataggio",

  howTo: {
    title: "Come configurare Google AdSense",
    steps: [
      "Crea un account su Google AdSense (adsense.google.com) e aggiungi il dominio di questo sito.",
      "Copia il tuo ID editore (ca-pub-...) da Account > Informazioni sull'account e incollalo qui sopra.",
      "In AdSense, apri Annunci > Per unità pubblicitaria e crea un'unità per ogni posizione: Display per banner, In-feed tra gli articoli della homepage, In-article dentro gli articoli.",
      "Copia l'ID slot di ogni unità (il valore di data-ad-slot, solo cifre) e aggiungilo nella sezione giusta con la sua posizione.",
      "Attiva gli annunci e salva la configurazione.",
    ],
    adsTxt: {
      before: "Il file ads.txt richiesto da AdSense viene pubblicato automaticamente all'indirizzo ",
      after: " con il tuo ID editore.",
    },
    consent:
      "Con il banner di Rassegna, gli annunci e lo script di AdSense vengono caricati solo per i visitatori che accettano i cookie pubblicitari; con il messaggio di Google, è il messaggio a chiedere il consenso.",
  },

  consents: {
    title: "Consensi cookie",
    description:
      "Le scelte fatte nel banner dei cookie, conservate come prova del consenso: identificativo casuale del browser, data, categorie e versione della Cookie Policy. Nessun indirizzo IP né user agent. Ogni scelta resta 12 mesi.",
    countsTitle: (days: number) => `Ultimi ${days} giorni`,
    counts: {
      accept_all: "Accetta tutti",
      only_necessary: "Solo necessari",
      custom: "Personalizzati",
    },
    countsDetail: {
      accept_all: "Analitici e pubblicitari",
      only_necessary: "Anche chiudendo con la X",
      custom: "Una sola delle due categorie",
    },
    listTitle: "Ultime scelte registrate",
    columns: {
      date: "Data",
      consentId: "ID del consenso",
      analytics: "Analitici",
      advertising: "Pubblicitari",
      version: "Versione",
    },
    yes: "Sì",
    no: "No",
    rowLabel: (date: string) => `Scelta del ${date}`,
    total: (count: number, formatted: string) => (count === 1 ? "1 scelta" : `${formatted} scelte`),
    loading: "Caricamento dei consensi...",
    loadFailed: "Errore nel caricamento dei consensi",
    empty: "Nessun consenso registrato",
    emptyHint: "Le scelte dei visitatori compaiono qui appena rispondono al banner dei cookie.",
    export: "Esporta CSV",
    exported: "Consensi esportati",
    exportFailed: "Errore durante l'esportazione dei consensi",
    /** The file when the server names none: consensi-cookie-2026-11-30.csv. */
    fileName: (day: string) => `consensi-cookie-${day}.csv`,
  },
} as const;
