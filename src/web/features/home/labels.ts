/** The home's words (docs/product.md#home, docs/product.md#search). */
export const HOME_LABELS = {
  latest: "Ultime notizie",
  categoryBar: "Categorie",
  allCategories: "Tutte",
  clearSearch: "Cancella ricerca",
  clearCategory: "Cancella categoria",
  leadStory: "Notizia principale",
  noResults: "Nessun articolo trovato",
  noResultsHint: "Prova a cercare altri termini o a scegliere un'altra categoria.",
  seeAll: "Vedi tutte le notizie",
  noSources: "Non ci sono ancora fonti di notizie",
  noSourcesHint: "Le notizie compariranno qui appena saranno aggiunte le prime testate.",
  noSourcesAdmin: "Aggiungi le fonti da Feed RSS: puoi scegliere tra le testate italiane già pronte o inserire l'indirizzo di un feed.",
  addSources: "Aggiungi fonti in Feed RSS",
  comingSoon: "Le prime notizie sono in arrivo",
  comingSoonHint: "Le fonti sono configurate: gli articoli compariranno qui appena saranno importati e riassunti.",
  comingSoonAdmin: "Puoi seguire l'importazione o avviarla subito da Feed RSS.",
  openFeeds: "Apri Feed RSS",
} as const;

/** A search term as the site quotes it: «elezioni» (Italian quotation marks). */
export function quoted(term: string): string {
  return `«${term}»`;
}
