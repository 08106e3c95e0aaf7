/**
 * Every word of the Messaggi screen (docs/product.md#messaggi). The screen is
 * beyond the original product, so these are ours, written in the voice of the
 * other dashboard screens.
 */
export const MESSAGES_TEXT = {
  title: "Messaggi",
  description: "I messaggi inviati dalla pagina Contatti. Rispondi entro 48 ore lavorative, come promette il sito.",

  filters: {
    label: "Mostra",
    all: "Tutti",
    unread: "Non letti",
  },

  list: {
    title: "Posta in arrivo",
    unreadTitle: "Messaggi non letti",
    loading: "Caricamento messaggi...",
    loadFailed: "Errore nel caricamento dei messaggi",
    retry: "Riprova",
    empty: "Nessun messaggio",
    emptyHint: "I messaggi inviati dal modulo della pagina Contatti compariranno qui.",
    emptyUnread: "Nessun messaggio non letto",
    emptyUnreadHint: "Hai letto tutti i messaggi.",
    total: (count: number, formatted: string) => (count === 1 ? "1 messaggio" : `${formatted} messaggi`),
  },

  message: {
    unread: "Non letto",
    from: "Da",
    receivedAt: "Ricevuto il",
    reply: "Rispondi",
    replyTo: (name: string) => `Rispondi a ${name}`,
    writeTo: (email: string) => `Scrivi a ${email}`,
    showAll: "Mostra tutto",
    showLess: "Mostra meno",
    markRead: "Segna come letto",
    markUnread: "Segna come non letto",
    markedRead: "Messaggio segnato come letto",
    markedUnread: "Messaggio segnato come non letto",
    updateFailed: "Errore nell'aggiornamento del messaggio",
    delete: "Elimina",
    deleteTitle: "Eliminare il messaggio?",
    deleteQuestion: "Sei sicuro di voler eliminare questo messaggio? Non potrà essere recuperato.",
    deleteSubject: (subject: string, name: string) => `«${subject}» di ${name}`,
    cancel: "Annulla",
    confirmDelete: "Elimina",
    deleted: "Messaggio eliminato",
    deleteFailed: "Errore nell'eliminazione del messaggio",
    /** The subject of a reply: "Re: " before the original one. */
    replyPrefix: "Re: ",
  },
} as const;
