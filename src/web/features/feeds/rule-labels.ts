import type { RuleAction, RuleField, RuleMatchKind } from "../../../shared/feed-rules";
import { plural } from "../../../shared/plural";

/** The Regole section's words (docs/product.md#regole), apart from labels.ts so the rules stay one piece. */
export const RULES_TEXT = {
  title: "Regole",
  description:
    "Tengono, scartano o mettono in una categoria gli articoli dei feed, alla sincronizzazione e prima che siano salvati. Si applicano dall'alto in basso: per ogni articolo decide la prima regola che tiene o scarta; se un feed ha regole «Tieni», entra solo ciò che ne soddisfa una. Un articolo scartato non viene più importato.",
  add: "Aggiungi regola",
  empty: "Nessuna regola: ogni articolo dei feed viene importato.",
  loading: "Caricamento regole...",
  loadFailed: "Errore nel caricamento delle regole",

  columns: { order: "Ordine", rule: "Regola", feed: "Feed", active: "Attiva", actions: "Azioni" },
  allFeeds: "Tutti i feed",
  actions: { drop: "Scarta", keep: "Tieni solo", set_category: "Categoria" } satisfies Record<RuleAction, string>,
  fields: { title: "Titolo", summary: "Testo", link: "Link", source: "Fonte", category: "Categorie del feed" } satisfies Record<RuleField, string>,
  kinds: { words: "Tutte le parole", phrase: "Frase esatta", regex: "Espressione regolare" } satisfies Record<RuleMatchKind, string>,
  describe: (field: string, kind: string, pattern: string) => `${field} · ${kind}: «${pattern}»`,
  skipped: "Saltata all'ultima sincronizzazione: troppo lenta",

  moveUp: (rule: string) => `Sposta su: ${rule}`,
  moveDown: (rule: string) => `Sposta giù: ${rule}`,
  activeOf: (rule: string) => `Attiva: ${rule}`,
  editOf: (rule: string) => `Modifica: ${rule}`,
  dryRunOf: (rule: string) => `Prova: ${rule}`,
  deleteOf: (rule: string) => `Elimina: ${rule}`,
  deleteTitle: "Eliminare la regola?",
  deleteQuestion: "Gli articoli già scartati restano fuori.",
  confirmDelete: "Elimina",
  cancel: "Annulla",
  deleted: "Regola eliminata",
  changeFailed: "Errore nella modifica della regola",

  form: {
    addTitle: "Nuova regola",
    editTitle: "Modifica regola",
    action: "Azione",
    field: "Campo",
    kind: "Confronto",
    kindHint: "Parole intere; accenti e maiuscole non contano. L'espressione regolare ignora le maiuscole e ha un limite di tempo.",
    pattern: "Testo da cercare",
    category: "Categoria da assegnare",
    feed: "Feed",
    save: "Salva regola",
    saved: "Regola salvata",
    dryRun: "Prova sugli ultimi 30 giorni",
    cancel: "Annulla",
  },

  dryRunResult: (action: RuleAction, touched: number, examined: number) => {
    const one = touched === 1;
    const verb = action === "drop" ? (one ? "sarebbe scartato" : "sarebbero scartati") : action === "keep" ? (one ? "non sarebbe tenuto" : "non sarebbero tenuti") : one ? "cambierebbe categoria" : "cambierebbero categoria";
    return `${plural(touched, "articolo", "articoli")} su ${examined} degli ultimi 30 giorni ${verb}`;
  },
  dryRunFailed: "Prova non riuscita",

  errors: {
    regex_invalid: "Espressione regolare non valida",
    regex_unsafe: "Espressione regolare rischiosa: una ripetizione dentro un'altra, come (a+)+, può bloccare la sincronizzazione. Riscrivila senza annidare.",
    regex_too_slow: "Espressione regolare troppo lenta sugli articoli salvati: la sincronizzazione la salterebbe. Semplificala.",
    patternRequired: "Scrivi almeno una parola",
    categoryRequired: "Scegli la categoria da assegnare",
    failed: "Errore nel salvataggio della regola",
  },
} as const;
