import { LIMITS } from "../../../shared/constants";
import { plural } from "../../../shared/plural";

const integer = new Intl.NumberFormat("it-IT");

/**
 * Every string of the Spazio Server screen. Those quoted in
 * docs/product.md#spazio-server are verbatim; the rest are ours.
 */
export const STORAGE_TEXT = {
  title: "Spazio Server",
  description: "Quanto spazio occupano gli articoli, e come liberarne.",
  loading: "Caricamento dello spazio...",
  loadFailed: "Errore nel caricamento dello spazio utilizzato",
  retry: "Riprova",
  cards: {
    title: "Riepilogo dello spazio",
    articles: "Articoli",
    estimated: "Dimensione stimata",
    estimatedDetail: "riassunti e testi originali",
    database: "Dimensione database",
    databaseDetail: "spazio reale su disco",
    recent: `Articoli ultimi ${LIMITS.storageRecentDays} giorni`,
    average: "Dimensione media",
    averageDetail: "per articolo",
    pictures: "Immagini in cache",
    picturesDetail: (files: number) => `${plural(files, "file", "file")} sul disco del server`,
    unknown: "–",
  },
  usage: {
    title: "Spazio utilizzato",
    description: "Il database rispetto a una capacità ipotizzata di 1 GB.",
    label: "Spazio utilizzato dal database",
    amount: (used: string, capacity: string, percent: number) => `${used} di ${capacity} (${percent === 0 ? "meno dell'1" : integer.format(percent)}%)`,
    warning: `Lo spazio utilizzato supera il ${LIMITS.storageWarningPercent}%: valuta di eliminare gli articoli vecchi.`,
  },
  cleanup: {
    title: "Pulizia articoli vecchi",
    description: "Elimina gli articoli pubblicati prima del periodo indicato, con le loro visualizzazioni. Non verranno importati di nuovo.",
    daysLabel: "Elimina gli articoli più vecchi di (giorni)",
    daysHint: `Da ${LIMITS.cleanupDays.min} a ${LIMITS.cleanupDays.max} giorni; un valore non valido diventa ${LIMITS.cleanupDays.fallback}.`,
    submit: "Elimina articoli vecchi",
    confirmTitle: "Pulizia articoli vecchi",
    confirmQuestion: (days: number) =>
      `Eliminare tutti gli articoli pubblicati più di ${plural(days, "giorno", "giorni")} fa? L'operazione non si può annullare.`,
    confirm: "Elimina",
    cancel: "Annulla",
    done: (deleted: number) => `${plural(deleted, "articolo eliminato", "articoli eliminati")} con successo`,
    nothing: "Nessun articolo da eliminare",
    failed: "Errore durante la pulizia degli articoli",
  },
  archive: {
    title: "Archivio",
    description:
      "Sposta gli articoli vecchi in un archivio compresso: escono dal sito e dalle liste, restano nelle statistiche, non vengono importati di nuovo e si possono ripristinare.",
    daysLabel: "Archivia gli articoli più vecchi di (giorni)",
    daysHint: `Ad esempio 90, 180 o 365; da ${LIMITS.archiveDays.min} a ${LIMITS.archiveDays.max} giorni, un valore non valido diventa ${LIMITS.archiveDays.fallback}.`,
    presets: [90, 180, 365] as const,
    preset: (days: number) => `${integer.format(days)} giorni`,
    submit: "Archivia articoli vecchi",
    confirmTitle: "Archivia articoli vecchi",
    confirmQuestion: (days: number) =>
      `Spostare nell'archivio tutti gli articoli pubblicati più di ${plural(days, "giorno", "giorni")} fa? Potrai ripristinarli da qui.`,
    confirm: "Archivia",
    cancel: "Annulla",
    done: (archived: number) => `${plural(archived, "articolo archiviato", "articoli archiviati")}`,
    nothing: "Nessun articolo da archiviare",
    failed: "Errore durante l'archiviazione degli articoli",
    figures: "Contenuto dell'archivio",
    archived: "Articoli archiviati",
    archiveSize: "Spazio dell'archivio",
    archiveSizeDetail: "tabella, indici e dati compressi",
    replaced: "Spazio che occupavano",
    replacedDetail: "righe degli articoli e delle loro visualizzazioni",
    saved: (percent: number) => `${integer.format(percent)}% in meno`,
    searchLabel: "Cerca nell'archivio",
    searchHint: "Parole del titolo",
    search: "Cerca",
    searching: "Ricerca nell'archivio...",
    searchFailed: "Errore nella ricerca nell'archivio",
    noResults: "Nessun articolo archiviato con queste parole nel titolo",
    resultsLabel: "Articoli archiviati trovati",
    archivedOn: (date: string) => `archiviato il ${date}`,
    restore: "Ripristina",
    restoreLabel: (title: string) => `Ripristina «${title}»`,
    restored: "Articolo ripristinato",
    restoreNothing: "L'articolo non è più nell'archivio",
    restoreFailed: "Errore durante il ripristino dell'articolo",
  },
  maintenance: {
    title: "Altre operazioni",
    description: "Strumenti di manutenzione dello spazio.",
    orphanImages: "Elimina immagini orfane",
    orphanImagesDone: "Immagini orfane eliminate",
    orphanImagesFreed: (files: number, size: string) => `${plural(files, "file eliminato", "file eliminati")}, ${size} liberati`,
    orphanImagesNone: "Nessuna immagine orfana da eliminare",
    orphanImagesFailed: "Errore durante l'eliminazione delle immagini orfane",
  },
} as const;
