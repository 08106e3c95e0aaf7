/** The offline page's words (docs/product.md#dark-theme-and-offline-reading). */
export const OFFLINE_LABELS = {
  metaTitle: "Sei offline | Rassegna",
  title: "Sei offline",
  intro:
    "Senza connessione questa pagina non si può caricare. Puoi leggere le pagine che hai aperto di recente su questo dispositivo: sono salvate nel browser e restano disponibili anche offline.",
  listTitle: "Pagine lette di recente",
  loading: "Cerco le pagine salvate…",
  empty: "Su questo dispositivo non ci sono ancora pagine salvate: le pagine che apri con la connessione vengono salvate qui.",
  unsupported: "Questo browser non salva le pagine per la lettura offline.",
  keptAt: (when: string) => `Letta ${when}`,
  home: "Torna alla homepage",
  homeHint: "Quando la connessione torna, la homepage mostra le ultime notizie.",
} as const;
