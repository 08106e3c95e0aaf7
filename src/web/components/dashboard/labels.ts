/** The words of the dashboard's own frame (sidebar, phone menu, loading and error states). */
export const FRAME_TEXT = {
  badge: "Dashboard",
  navLabel: "Dashboard",
  menu: "Menu",
  closeMenu: "Chiudi menu",
  toSite: "Torna al sito",
  logout: "Esci",
  loading: "Caricamento...",
  sessionExpired: "Sessione scaduta",
  signInAgain: "Accedi di nuovo per continuare.",
  errorTitle: "Si è verificato un errore",
  errorText: "Questa sezione non può essere mostrata in questo momento. Riprova tra qualche istante.",
  /** What a screen reader hears after "Messaggi" in the sidebar, e.g. "3 messaggi non letti". */
  unreadMessages: (count: number, formatted: string) => (count === 1 ? "1 messaggio non letto" : `${formatted} messaggi non letti`),
  openErrors: (count: number, formatted: string) => (count === 1 ? "1 errore aperto" : `${formatted} errori aperti`),
} as const;
