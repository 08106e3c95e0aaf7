import type { SOCIAL_FREQUENCIES } from "../../../shared/constants";
import { SOCIAL_PLATFORM_NAMES, type SocialPlatform } from "../../../shared/social";

/** The platforms as the admin reads them: `twitter` is X today (docs/product.md#social-media); the server's messages use the same names. */
export const PLATFORM_LABELS: Record<SocialPlatform, string> = SOCIAL_PLATFORM_NAMES;

/** The per-platform frequencies (docs/product.md#social-media). */
export const FREQUENCY_LABELS: Record<(typeof SOCIAL_FREQUENCIES)[number], string> = {
  immediate: "Immediata",
  hourly: "Ogni ora",
  daily: "Giornaliera",
  weekly: "Settimanale",
};

/** The fields the API may refuse, each with what the admin is told about it. */
export const FIELD_ERRORS = {
  access_token: "Il token è troppo lungo: incolla solo il token, al massimo 2000 caratteri.",
  chat_id: "L'ID chat deve essere @nomecanale (almeno 5 caratteri) oppure un numero, ad esempio -1001234567890.",
  page_id: "L'ID Pagina contiene solo cifre.",
  author_urn: "L'URN autore deve essere urn:li:organization:ID oppure urn:li:person:ID.",
  post_template_empty: "Scrivi il modello del post.",
  post_template_long: "Il modello può avere al massimo 1000 caratteri.",
  frequency: "Scegli una delle frequenze proposte.",
  enabled: "Valore non valido per l'attivazione.",
} as const;

/**
 * Every string of the Social Media screen. The product's words ("Invia post di prova",
 * "in sviluppo", "Mai") are verbatim; the rest are ours, kept here so they read as one voice.
 */
export const SOCIAL_TEXT = {
  title: "Social Media",
  description: "Ogni nuovo articolo pubblicato può uscire da solo sui canali social del sito: qui scegli dove, con quale testo e ogni quanto.",
  loading: "Caricamento...",
  loadFailed: "Errore nel caricamento delle piattaforme social",
  retry: "Riprova",

  card: {
    enabledOf: (name: string) => `${name} attivo`,
    enabledLabel: "Attivo",
    activated: (name: string) => `${name} attivato`,
    deactivated: (name: string) => `${name} disattivato`,
    toggleFailed: (name: string) => `Impossibile cambiare lo stato di ${name}`,
    theToken: "il token",
    enableNeeds: (name: string, fields: string) => `Per attivare ${name} salva prima ${fields} in «Configura».`,
    token: "Token",
    noToken: "Nessun token salvato",
    frequency: "Frequenza",
    lastPost: "Ultimo post",
    never: "Mai",
    justNow: "meno di un minuto fa",
    queue: (count: number) => (count === 0 ? "Nessun post in coda" : `${new Intl.NumberFormat("it-IT").format(count)} post in coda`),
    lastError: "Ultimo errore",
    lastErrorAt: (when: string) => `il ${when}`,
    /** Said plainly on the two cards that do not post (docs/product.md#social-media). */
    inDevelopment: {
      instagram:
        "Pubblicazione in sviluppo: le API di Instagram pubblicano solo post con un'immagine o un video, da un account Business. Puoi già salvare token, modello e frequenza, ma per ora nessun post parte davvero.",
      whatsapp:
        "Pubblicazione in sviluppo: le API di WhatsApp inviano messaggi solo da un account Business verificato da Meta, a chi ha accettato di riceverli. Puoi già salvare token, modello e frequenza, ma per ora nessun post parte davvero.",
    },
    configure: "Configura",
    configureOf: (name: string) => `Configura ${name}`,
  },

  form: {
    token: "Token di accesso",
    tokenPlaceholder: "Incolla il token",
    tokenKeep: "Lascia vuoto per mantenere il token attuale.",
    tokenNew: "Resta sul server: dopo il salvataggio se ne vedono solo l'inizio e la fine.",
    chatId: "ID chat o canale",
    chatIdPlaceholder: "@canale o -1001234567890",
    chatIdHint: "@nomecanale per un canale pubblico, oppure il numero della chat o del canale.",
    pageId: "ID Pagina",
    pageIdPlaceholder: "Es. 102345678901234",
    pageIdHint: "Il numero della Pagina Facebook su cui pubblicare.",
    authorUrn: "URN autore",
    authorUrnPlaceholder: "urn:li:organization:12345678",
    authorUrnHint: "urn:li:organization:… per una pagina aziendale, urn:li:person:… per un profilo.",
    template: "Modello del post",
    templateHint: "Clicca una variabile per inserirla dove si trova il cursore. {{url}} è la pagina dell'articolo su questo sito.",
    variables: "Variabili",
    insertVariable: (variable: string) => `Inserisci {{${variable}}}`,
    variableMeaning: {
      title: "titolo dell'articolo",
      url: "pagina dell'articolo sul sito",
      category: "categoria",
      source: "fonte",
    },
    frequency: "Frequenza",
    frequencyHints: {
      immediate: "Un post per ogni nuovo articolo, appena pubblicato.",
      hourly: "Al massimo un post all'ora: l'articolo più letto dell'ora.",
      daily: "Al massimo un post al giorno: l'articolo più letto della giornata.",
      weekly: "Al massimo un post alla settimana: l'articolo più letto della settimana.",
    },
    save: "Salva",
    saving: "Salvataggio...",
    unsaved: "Modifiche non salvate: il post di prova usa la configurazione salvata.",
    saved: (name: string) => `Configurazione di ${name} salvata`,
    saveFailed: "Errore durante il salvataggio",
    fixFields: "Correggi i campi evidenziati.",
    notFound: "Piattaforma sconosciuta: ricarica la pagina.",
    neededWhileOn: (name: string) => `${name} è attivo e senza questo dato non può pubblicare: disattivalo prima di svuotarlo.`,
    needsCredentials: (name: string) => `${name} è attivo: servono il token e il dato che dice dove pubblicare.`,
  },

  preview: {
    title: "Anteprima",
    loading: "Aggiornamento dell'anteprima...",
    failed: "Anteprima non disponibile al momento.",
    empty: "Scrivi il modello per vedere l'anteprima.",
    noArticle: "Nessun articolo pubblicato: l'anteprima comparirà con il primo articolo.",
    onArticle: (title: string) => `Sull'ultimo articolo pubblicato: «${title}»`,
    length: (length: string, max: string) => `${length} / ${max} caratteri`,
    atLimit: "Al limite della piattaforma: il titolo viene accorciato con «…» perché il link resti intero.",
  },

  test: {
    send: "Invia post di prova",
    sendOf: (name: string) => `Invia post di prova su ${name}`,
    sending: "Invio in corso...",
    needsEnabled: "Attiva la piattaforma per inviare un post di prova.",
    needsToken: "Salva un token per inviare un post di prova.",
    needsTarget: (field: string) => `Salva il campo «${field}» per inviare un post di prova.`,
    platformAnswer: (status: number) => `Risposta della piattaforma: HTTP ${status}`,
    noAnswer: "La piattaforma non ha risposto.",
    sentText: "Testo inviato",
    raw: "Risposta completa",
    requestFailed: "Invio del post di prova non riuscito: il server non ha risposto.",
    refused: "Post di prova non inviato: ricarica la pagina e controlla che la piattaforma sia attiva e configurata.",
  },

  howTo: {
    title: "Come ottenere i token",
    intro: "Ogni piattaforma rilascia il proprio token. Incollalo in «Configura», salva e prova con «Invia post di prova».",
    platforms: [
      {
        platform: "telegram",
        steps: [
          "Su Telegram scrivi a @BotFather, invia /newbot e scegli nome e username del bot: BotFather ti risponde con il token (123456789:ABC…).",
          "Aggiungi il bot al canale come amministratore, con il permesso di pubblicare messaggi.",
          "Come ID chat o canale usa @nomecanale per un canale pubblico, oppure l'ID numerico (-100…) per un canale privato o un gruppo.",
        ],
      },
      {
        platform: "facebook",
        steps: [
          "Su Meta for Developers (developers.facebook.com) crea un'app di tipo Business collegata alla tua Pagina.",
          "Con Graph API Explorer genera un token d'accesso della Pagina (Page access token) con i permessi pages_manage_posts e pages_read_engagement; scambialo con uno di lunga durata.",
          "L'ID Pagina è in Informazioni > Trasparenza della Pagina, o nella risposta di /me/accounts.",
        ],
      },
      {
        platform: "twitter",
        steps: [
          "Su developer.x.com crea un progetto e un'app con permessi di lettura e scrittura.",
          "Ottieni un token utente OAuth 2.0 (Authorization Code con PKCE) con gli scope tweet.write, tweet.read e users.read.",
          "Il token utente scade dopo 2 ore: se il post di prova risponde 401, generane uno nuovo.",
        ],
      },
      {
        platform: "linkedin",
        steps: [
          "Su LinkedIn Developers (linkedin.com/developers) crea un'app e aggiungi il prodotto «Share on LinkedIn» (profilo) o «Community Management API» (pagina aziendale).",
          "Genera un token OAuth 2.0 con lo scope w_member_social per pubblicare come persona, o w_organization_social per pubblicare come pagina (devi esserne amministratore).",
          "URN autore: urn:li:person:… per il profilo, urn:li:organization:… con il numero della pagina. Il token dura 60 giorni.",
        ],
      },
    ] satisfies Array<{ platform: SocialPlatform; steps: string[] }>,
    notYet: "Instagram e WhatsApp: pubblicazione in sviluppo (servono contenuti multimediali o la verifica Business di Meta).",
  },
} as const;
