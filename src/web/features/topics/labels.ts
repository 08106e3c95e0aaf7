/** The topic and publisher pages' words (docs/product.md#topic-pages, docs/product.md#publisher-pages). */
export const TOPIC_LABELS = {
  topicKicker: "Argomento",
  publisherKicker: "Fonte",
  topicIntro: (label: string) => `Le ultime notizie su ${label} dalle testate italiane, una per storia.`,
  publisherIntro: (name: string) => `Le ultime notizie di ${name} riassunte da Rassegna, con il link all'articolo originale.`,
  rss: "Segui con RSS",
  older: "Notizie precedenti",
  newest: "Le più recenti",
  pages: "Altre pagine",
  site: "Vai al sito",
  newTab: "(si apre in una nuova scheda)",
  perDayTerm: "Articoli al giorno",
  perDayHint: "media degli ultimi 30 giorni",
  categoriesTerm: "Categorie",
  noRecent: "Nessun articolo negli ultimi 30 giorni",
  facts: "In cifre",
  topicNotFound: "Argomento non trovato",
  publisherNotFound: "Fonte non trovata",
} as const;

/** 2,5 → "2,5"; 12 → "12": a day's average with at most one decimal, as Italians write it. */
export function perDay(value: number): string {
  return new Intl.NumberFormat("it-IT", { maximumFractionDigits: value >= 10 ? 0 : 1 }).format(value);
}

/** 0.4 → "40%": a category's share, whole percentages. */
export function share(value: number): string {
  return new Intl.NumberFormat("it-IT", { style: "percent", maximumFractionDigits: 0 }).format(value);
}
