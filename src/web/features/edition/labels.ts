import { SITE_NAME } from "../../../shared/labels";

/** Every word of the daily edition's pages (docs/product.md#edizione). */
export const EDITION_TEXT = {
  pageTitle: "Edizione del giorno",
  description: `Le notizie principali del giorno per categoria, scelte da ${SITE_NAME} tra le testate italiane al mattino e alla sera.`,
  window: (time: string) => `Le storie raccontate da più testate nelle 24 ore fino alle ${time}, una per notizia, per categoria.`,
  previous: "Edizione precedente",
  next: "Edizione successiva",
  editionsNav: "Altre edizioni",
  empty: "Nessuna notizia in questa edizione.",
  none: "Non c'è ancora un'edizione: la prima esce all'orario del mattino o della sera.",

  subscribeTitle: "Ricevi l'edizione via email",
  subscribeLead: "Al mattino e alla sera, le notizie principali nella tua casella. Ti chiediamo di confermare l'indirizzo, e puoi annullare l'iscrizione con un clic da ogni email.",
  emailLabel: "Indirizzo email",
  submit: "Iscriviti",
  sending: "Invio in corso...",
  sentTitle: "Controlla la tua casella",
  sent: "Se l'indirizzo non era già iscritto, ti abbiamo inviato un'email con il link per confermare. Il link vale 48 ore.",
  failedTitle: "Iscrizione non riuscita",
  failed: "Si è verificato un errore. Riprova più tardi.",
  tooMany: (wait: string) => `Troppe richieste da questa connessione: riprova ${wait}.`,
  closed: "Le iscrizioni all'edizione via email non sono aperte in questo momento.",
  privacy: "Conserviamo solo il tuo indirizzo e l'ora della conferma, come spiegato nell'",
  privacyLink: "Informativa sulla privacy",

  confirmTitle: "Conferma l'iscrizione",
  confirmLead: "Premi il pulsante per ricevere l'edizione quotidiana via email.",
  confirmButton: "Conferma iscrizione",
  confirmedTitle: "Iscrizione confermata",
  confirmed: "Da ora ricevi l'edizione quotidiana via email. Ogni email contiene il link per annullare l'iscrizione.",
  invalidTitle: "Link non valido o scaduto",
  invalid: "Il link di conferma vale 48 ore. Iscriviti di nuovo dalla pagina dell'edizione per riceverne uno nuovo.",
  missingToken: "Apri il link dall'email di conferma.",

  unsubscribeTitle: "Annulla l'iscrizione",
  unsubscribeLead: "Premi il pulsante per non ricevere più l'edizione quotidiana. Il tuo indirizzo viene cancellato.",
  unsubscribeButton: "Annulla l'iscrizione",
  unsubscribedTitle: "Iscrizione annullata",
  unsubscribed: "Non riceverai più l'edizione quotidiana e il tuo indirizzo è stato cancellato.",
  backToEdition: "Vai all'edizione del giorno",
} as const;
