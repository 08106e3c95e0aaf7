import type { RssSyncSettings, SocialPostingSettings } from "../../../shared/automation";
import { LIMITS, type AutomationKey } from "../../../shared/constants";

type SocialPostingMode = SocialPostingSettings["mode"];
type SyncFrequency = RssSyncSettings["frequency_hours"];

const { min: daysMin, max: daysMax } = LIMITS.cleanupDays;
const { min: delayMin, max: delayMax } = LIMITS.socialDelayMinutes;
const { min: keepMin, max: keepMax } = LIMITS.backupsKept;
const oneDecimal = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A confidence as the admin reads it: "0,7". */
export function formatConfidence(value: number): string {
  return oneDecimal.format(value);
}

/** The sync frequencies in words ("Ogni 6 ore"). */
export const FREQUENCY_LABELS: Record<SyncFrequency, string> = {
  1: "Ogni ora",
  3: "Ogni 3 ore",
  6: "Ogni 6 ore",
  12: "Ogni 12 ore",
  24: "Ogni 24 ore",
};

/** The social posting modes by their Italian names. */
export const MODE_LABELS: Record<SocialPostingMode, string> = {
  immediate: "Immediata",
  delayed: "Con ritardo",
  scheduled: "Programmata",
};

/** The six sections' titles, also used to name what is waiting to be saved. */
export const SECTION_TITLES: Record<AutomationKey, string> = {
  rss_sync: "Sincronizzazione RSS",
  ai_processing: "Elaborazione AI",
  auto_cleanup: "Pulizia automatica",
  social_posting: "Pubblicazione social",
  email_notifications: "Notifiche email",
  backups: "Backup giornaliero",
  daily_edition: "Edizione quotidiana",
};

/**
 * Every string of the Automazione screen. Those quoted in
 * docs/product.md#automazione are verbatim; the rest are ours.
 */
export const AUTOMATION_TEXT = {
  title: "Automazione",
  description: "Le attività che il sito svolge da solo: sincronizzazione dei feed, elaborazione AI, pulizia, pubblicazione social, notifiche e backup.",
  loading: "Caricamento delle impostazioni...",
  loadFailed: "Errore nel caricamento delle impostazioni di automazione",
  retry: "Riprova",

  /** The accessible name of a section's on/off switch. */
  switchOf: (section: string) => `Attiva: ${section}`,

  rss: {
    description: "Importa a intervalli regolari i nuovi articoli dai feed attivi.",
    enabled: "Attiva",
    frequency: "Frequenza",
    frequencyHint: "La sincronizzazione si può sempre avviare a mano da Feed RSS con «Sincronizza Ora».",
  },

  ai: {
    description: "Riassume, classifica e valuta i nuovi articoli con i provider di Configurazione AI.",
    enabled: "Attiva",
    autoProcess: "Elabora automaticamente i nuovi articoli",
    autoProcessHint: "Appena importati, i nuovi articoli entrano in coda per l'elaborazione.",
    minConfidence: "Confidenza minima",
    minConfidenceHint: "Da 0 a 1, a passi di 0,1. Se un provider risponde con una confidenza più bassa, l'articolo viene segnato come fallito.",
  },

  cleanup: {
    description: "Ogni giorno elimina gli articoli più vecchi del periodo indicato, con le loro visualizzazioni.",
    enabled: "Attiva",
    retentionDays: "Conserva gli articoli per (giorni)",
    retentionHint: `Da ${daysMin} a ${daysMax} giorni.`,
    runAt: "Orario di esecuzione",
    runAtPlaceholder: "HH:MM",
    runAtHint: "Ogni giorno a quest'ora, nel formato HH:MM (24 ore), ora italiana (Europe/Rome).",
  },

  social: {
    description: "Quando pubblicare i nuovi articoli sulle piattaforme social.",
    enabled: "Attiva",
    // Where the rest of posting is chosen: the channels, the text and each platform's frequency (docs/product.md#social-media).
    platformsLead: "Su quali canali, con quale testo e ogni quanto si sceglie nella sezione ",
    platformsLink: "Social Media",
    mode: "Modalità",
    modeHints: {
      immediate: "Appena l'articolo viene pubblicato sul sito.",
      delayed: "Dopo il ritardo indicato qui sotto.",
      scheduled: "Negli orari programmati nella sezione Social Media.",
    } satisfies Record<SocialPostingMode, string>,
    delay: "Ritardo (minuti)",
    delayHint: `Da ${delayMin} a ${delayMax} minuti (24 ore).`,
  },

  email: {
    description: "Avvisi all'amministratore per email, inviati tramite il server SMTP del sito.",
    enabled: "Attive",
    onErrors: "Errori",
    onErrorsHint: "Gli errori critici, al massimo un'email all'ora per ogni tipo di errore.",
    onNewArticles: "Nuovi articoli",
    onNewArticlesHint: "Ogni mattina alle 8:00, il riepilogo degli articoli pubblicati nelle 24 ore precedenti.",
    onStorageWarning: "Avviso spazio",
    onStorageWarningHint: `Quando il database supera il ${LIMITS.storageWarningPercent}% dello spazio previsto (1 GB), al massimo una volta al giorno.`,
    recipient: "Destinatario",
    recipientPlaceholder: "nome@esempio.it",
    recipientHint: "L'indirizzo a cui arrivano le notifiche e l'email di prova.",
    smtpMissingTitle: "Invio email non configurato",
    smtpMissing: {
      before: "Imposta la variabile d'ambiente ",
      variable: "SMTP_URL",
      middle: " sul server, ad esempio ",
      example: "smtp://utente:password@smtp.esempio.it:587",
      after: ", e riavvia l'applicazione: fino ad allora nessuna email viene inviata.",
    },
    smtpHost: (host: string) => `Server SMTP: ${host}`,
    sendTest: "Invia email di prova",
    sending: "Invio in corso...",
    testSent: (recipient: string) => `Email di prova inviata a ${recipient}`,
    smtpAnswer: "Risposta del server SMTP:",
    testNotConfigured: "Email non inviata: SMTP non configurato. Imposta SMTP_URL sul server e riavvia l'applicazione.",
    testNoRecipient: "Email non inviata: manca il destinatario. Inserisci un indirizzo email.",
    testFailed: "Invio non riuscito",
    testRequestFailed: "Errore durante l'invio dell'email di prova",
  },

  backups: {
    description: "Ogni giorno salva una copia completa del database in una cartella del server, da cui si può ripristinare il sito.",
    enabled: "Attivo",
    runAt: "Orario del backup",
    runAtPlaceholder: "HH:MM",
    runAtHint: "Ogni giorno a quest'ora, nel formato HH:MM (24 ore), ora italiana (Europe/Rome). Meglio un'ora di poco traffico.",
    folder: "Cartella sul server",
    folderPlaceholder: "/var/backups/rassegna",
    folderHint: "Un percorso assoluto in cui il server può scrivere, meglio su un altro disco. Viene verificato al salvataggio.",
    keep: "Backup da conservare",
    keepHint: `Da ${keepMin} a ${keepMax}: i più vecchi vengono eliminati dopo ogni backup riuscito.`,
    restoreHint: "Per ripristinare un backup: npm run admin -- restore FILE (vedi README, sezione Operations).",
  },

  edition: {
    description: "Le notizie principali del giorno per categoria, sulla pagina /edizione e via email agli iscritti, al mattino e alla sera.",
    enabled: "Invio email attivo",
    morning: "Edizione del mattino",
    evening: "Edizione della sera",
    at: "Orario",
    atPlaceholder: "HH:MM",
    atHint: "Nel formato HH:MM (24 ore), ora italiana (Europe/Rome).",
    hint: "Con l'invio email attivo (e SMTP configurato) la pagina /edizione mostra il modulo di iscrizione; un'edizione spenta non ha pagina né email.",
    smtpMissing: "SMTP non configurato: finché manca SMTP_URL il modulo di iscrizione non compare e nessuna edizione viene inviata.",
  },

  subscribers: {
    title: "Iscritti all'edizione",
    description: "Gli indirizzi iscritti all'edizione quotidiana. Un indirizzo non confermato entro 48 ore viene cancellato.",
    confirmed: "Confermati",
    pending: "In attesa di conferma",
    email: "Indirizzo email",
    subscribedAt: "Iscrizione",
    state: "Stato",
    confirmedBadge: "Confermato",
    waiting: "In attesa di conferma",
    remove: "Rimuovi",
    removeTitle: "Rimuovere l'iscritto?",
    removeBody: (email: string) => `${email} non riceverà più l'edizione quotidiana. Potrà iscriversi di nuovo dalla pagina /edizione.`,
    removeConfirm: "Rimuovi iscritto",
    cancel: "Annulla",
    removed: "Iscritto rimosso",
    removeFailed: "Rimozione non riuscita",
    exportCsv: "Esporta CSV",
    empty: "Nessun iscritto per ora.",
    loading: "Caricamento degli iscritti...",
    loadFailed: "Errore nel caricamento degli iscritti",
    actionsOf: (email: string) => `Rimuovi ${email}`,
  },

  errors: {
    editionNeedsOne: "Attiva almeno un'edizione, del mattino o della sera, per inviarla via email.",
    folderAbsolute: "Inserisci un percorso assoluto, che inizia con «/» (ad es. /var/backups/rassegna).",
    folderRequired: "Inserisci la cartella in cui salvare i backup per attivarli.",
    folderMissing: "Questa cartella non esiste sul server.",
    folderNotFolder: "Questo percorso indica un file, non una cartella.",
    folderNotWritable: "Il server non può scrivere in questa cartella: controlla i permessi.",
    keep: `Inserisci un numero intero di backup da ${keepMin} a ${keepMax}.`,
    frequency: "Scegli una delle frequenze proposte.",
    minConfidence: "La confidenza minima va da 0 a 1, a passi di 0,1.",
    retentionDays: `Inserisci un numero intero di giorni da ${daysMin} a ${daysMax}.`,
    runAt: "Inserisci un orario nel formato HH:MM, da 00:00 a 23:59.",
    mode: "Scegli una delle modalità proposte.",
    delay: `Inserisci un numero intero di minuti da ${delayMin} a ${delayMax}.`,
    recipient: "Inserisci un indirizzo email valido (ad es. nome@esempio.it).",
    recipientRequired: "Inserisci un destinatario per attivare le notifiche email.",
  },

  save: "Salva Impostazioni",
  saving: "Salvataggio...",
  unsaved: (sections: string[]) => `Modifiche non salvate: ${sections.join(", ")}.`,
  fixFields: "Correggi i campi evidenziati.",
  nothingToSave: "Nessuna modifica da salvare",
  saved: "Impostazioni salvate con successo!",
  saveFailed: "Errore durante il salvataggio delle impostazioni",
} as const;
