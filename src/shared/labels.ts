import type { AiProvider, Category, Sentiment } from "./constants.js";

/** Italian display names of the categories. */
export const CATEGORY_LABELS: Record<Category | "altro", string> = {
  tecnologia: "Tecnologia",
  politica: "Politica",
  economia: "Economia",
  sport: "Sport",
  salute: "Salute",
  scienza: "Scienza",
  cultura: "Cultura",
  cronaca: "Cronaca",
  ambiente: "Ambiente",
  internazionale: "Internazionale",
  intrattenimento: "Intrattenimento",
  viaggi: "Viaggi",
  altro: "Altro",
};

export const SENTIMENT_LABELS: Record<Sentiment, string> = {
  positivo: "Positivo",
  neutrale: "Neutrale",
  negativo: "Negativo",
};

/**
 * The dashboard's sections, in the sidebar's order (docs/product.md#dashboard-shell): path segment, the
 * sidebar's label and, where it differs, the page's title. The routes (web/routes.ts), the page titles and the
 * browser tests' loops over the screens all read this list.
 */
export const DASHBOARD_SECTIONS = [
  { path: "feeds", label: "Feed RSS" },
  { path: "articles", label: "Articoli", title: "Gestione Articoli" },
  { path: "statistics", label: "Statistiche" },
  { path: "diagnostics", label: "Diagnostica Sistema" },
  { path: "storage", label: "Spazio Server" },
  { path: "ai", label: "Configurazione AI" },
  { path: "automation", label: "Automazione" },
  { path: "adsense", label: "Google AdSense" },
  { path: "social", label: "Social Media" },
  { path: "messages", label: "Messaggi" },
] as const;

/** A dashboard section's path segment. */
export type DashboardSectionPath = (typeof DASHBOARD_SECTIONS)[number]["path"];

/** The name the site shows for itself. */
export const SITE_NAME = "Rassegna";

/** The information pages, as the footer and the 404 page link them. */
export const INFO_PAGES = [
  { to: "/about", label: "Chi siamo" },
  { to: "/how-it-works", label: "Come funziona" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Termini di servizio" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/accessibilita", label: "Accessibilità" },
] as const;

/** The six AI providers as the admin reads them (docs/product.md#configurazione-ai). */
export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google Gemini",
  openrouter: "OpenRouter",
  deepseek: "DeepSeek",
  grok: "Grok (xAI)",
};

/**
 * The page the server itself answers when a request fails before the site can
 * render (a refused input, a method the site does not serve, a visitor over their budget, a server shedding load) or
 * cannot reach its database: heading and text by status.
 */
export const ERROR_PAGE_TEXT: Record<"badRequest" | "notFound" | "methodNotAllowed" | "tooLarge" | "tooMany" | "busy" | "unavailable" | "failed", { title: string; text: string }> = {
  badRequest: { title: "Richiesta non valida", text: "L'indirizzo o i dati inviati non sono validi." },
  notFound: { title: "Pagina non trovata", text: "La pagina che cerchi non esiste o è stata spostata." },
  methodNotAllowed: { title: "Operazione non consentita", text: "Questa pagina non accetta questo tipo di richiesta." },
  tooLarge: { title: "Richiesta troppo grande", text: "I dati inviati superano la dimensione consentita." },
  tooMany: { title: "Troppe richieste", text: "Hai aperto molte pagine in poco tempo. Riprova tra qualche istante." },
  busy: { title: "Servizio momentaneamente occupato", text: "Il sito sta ricevendo molte richieste. Riprova tra qualche istante." },
  unavailable: { title: "Servizio momentaneamente non disponibile", text: "Al momento non riusciamo a leggere le notizie. Riprova tra qualche istante." },
  failed: { title: "Si è verificato un errore", text: "La pagina non può essere mostrata in questo momento. Riprova tra qualche istante." },
};

/** The link back home on every error page. */
export const BACK_HOME_LABEL = "Torna alla homepage";
