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

/** The dashboard sidebar, in SPEC §2 order: path segment and label. */
export const DASHBOARD_SECTIONS = [
  { path: "feeds", label: "Feed RSS" },
  { path: "articles", label: "Articoli" },
  { path: "statistics", label: "Statistiche" },
  { path: "diagnostics", label: "Diagnostica Sistema" },
  { path: "storage", label: "Spazio Server" },
  { path: "ai", label: "Configurazione AI" },
  { path: "automation", label: "Automazione" },
  { path: "adsense", label: "Google AdSense" },
  { path: "social", label: "Social Media" },
] as const;

/** The name the site shows for itself. */
export const SITE_NAME = "Rassegna";

/** The information pages, as the footer and the 404 page link them. */
export const INFO_PAGES = [
  { to: "/about", label: "Chi siamo" },
  { to: "/how-it-works", label: "Come funziona" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Termini di servizio" },
  { to: "/cookie-policy", label: "Cookie Policy" },
] as const;

/** The six AI providers as the admin reads them (SPEC §9). */
export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google Gemini",
  openrouter: "OpenRouter",
  deepseek: "DeepSeek",
  grok: "Grok (xAI)",
};

/** The short page the server sends instead of rendering, when a visitor asks too often (429) or it is too busy (503). */
export const BUSY_PAGE_LABELS = {
  429: { title: "Troppe richieste", message: "Hai aperto molte pagine in poco tempo. Riprova tra qualche istante." },
  503: { title: "Servizio momentaneamente occupato", message: "Il sito sta ricevendo molte richieste. Riprova tra qualche istante." },
  home: "Torna alla homepage",
} as const;
