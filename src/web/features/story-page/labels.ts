/** The story page's words (docs/product.md#story-page). */
export const storyLabels = {
  kicker: "Il punto",
  notFound: "Notizia non trovata",
  back: "Torna alle notizie",
  summaryHeading: "Il punto",
  summaryCredit: "Sintesi automatica: solo le frasi su cui concordano almeno due fonti, ciascuna con le fonti che la riportano.",
  writtenCredit: (provider: string) =>
    `Riassunto generato automaticamente con ${provider}: restano solo le frasi che le fonti confermano, ciascuna con le fonti che la riportano.`,
  noAgreement: "Le fonti raccontano la notizia da angolazioni diverse: nessuna frase è riportata da almeno due di loro. Leggi i loro titoli qui sotto.",
  sourcesHeading: "Tutte le fonti",
  laterHeading: "Cosa è cambiato",
  relatedHeading: "Altre storie",
  toldBy: "Riportato da",
  sourcesCount: (count: number) => `${count} fonti`,
  firstReport: (source: string, time: string, day: string) => `Prima notizia da ${source} alle ${time} del ${day}`,
} as const;
