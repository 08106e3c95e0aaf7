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
  description: "Gli annunci della homepage e delle pagine articolo, mostrati solo ai visitatori che accettano i cookie pubblicitari.",
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
      "Gli annunci e lo script di AdSense vengono caricati solo per i visitatori che accettano i cookie pubblicitari nel banner dei cookie.",
  },
} as const;
