// Every word of the daily edition's e-mails (docs/product.md#edizione), in Italian.
import { plural } from "../shared/plural.js";

export const EDITION_MAIL_TEXT = {
  confirmSubject: "Rassegna: conferma l'iscrizione all'edizione quotidiana",
  confirmTitle: "Conferma la tua iscrizione",
  confirmIntro: "Hai chiesto di ricevere via email l'edizione quotidiana di Rassegna: le notizie principali del giorno, per categoria.",
  confirmAction: "Per confermare apri questo link e premi «Conferma iscrizione»:",
  confirmExpiry: "Il link vale 48 ore. Se non confermi, il tuo indirizzo viene cancellato.",
  confirmIgnore: "Se non sei stato tu, ignora questa email: non riceverai altro.",

  editionSubject: (title: string) => `Rassegna: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
  editionIntro: (count: number) => `Le notizie principali delle ultime 24 ore: ${plural(count, "storia", "storie")}, per categoria.`,
  otherSources: (count: number) => (count === 1 ? "e un'altra fonte" : `e altre ${count} fonti`),
  onSite: "L'edizione sul sito:",

  footer: (site: string) => `Ricevi questa email perché hai confermato l'iscrizione all'edizione quotidiana di Rassegna (${site}).`,
  unsubscribe: "Annulla l'iscrizione:",
  footerConfirm: (site: string) => `Inviata da Rassegna (${site}) a chi ha inserito questo indirizzo nel modulo dell'edizione quotidiana.`,
} as const;
