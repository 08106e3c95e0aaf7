/** The few words the kit says by itself (a close button, the pagination); screens pass everything else. */
export const UI_TEXT = {
  close: "Chiudi",
  technicalDetails: "Dettagli tecnici",
  pagination: {
    label: "Paginazione",
    previous: "Precedente",
    next: "Successiva",
    pageOf: (page: number, count: number) => `Pagina ${page} di ${count}`,
    pageOfMore: (page: number, count: number) => `Pagina ${page} di oltre ${count}`,
    goTo: (page: number) => `Pagina ${page}`,
  },
} as const;
