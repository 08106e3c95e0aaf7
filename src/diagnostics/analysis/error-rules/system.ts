import { DB_TEST } from "./advice.js";
import { excerpt, type Rule } from "./context.js";

const DB_DOWN = /Connection terminated unexpectedly|the database system is (?:starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/** The host and the database: they break everything else, so they are told first whoever met them. */
export const SYSTEM_RULES: Rule[] = [
  {
    name: "disk full",
    matches: (c) => /ENOSPC|no space left on device|could not extend file|disk (?:is )?full/i.test(c.text),
    analysis: (c) => ({
      root_cause: `Il disco del server è pieno (ENOSPC): ${c.subject} non è riuscito a scrivere i dati. Finché non si libera spazio falliscono anche salvataggi di articoli, log e database.`,
      suggested_solutions: [
        "Libera spazio subito: in «Spazio Server» elimina gli articoli più vecchi con il modulo di pulizia.",
        "In «Diagnostica Sistema» › «Risoluzione Problemi» usa la pulizia di log e metriche più vecchi di 30 giorni.",
        "Sul server controlla con «df -h» quale volume è pieno (di solito quello di DATA_DIR o del database PostgreSQL) e rimuovi file inutili o amplia il disco.",
      ],
      prevention_tips: [
        "Attiva la pulizia automatica in «Automazione» con un numero di giorni di conservazione adatto allo spazio disponibile.",
        "Controlla la card Disco in «Diagnostica Sistema»: sopra il 70% compare un avviso, sopra il 90% lo stato è critico.",
        "Attiva in «Automazione» le notifiche e-mail sullo spazio, così ricevi un avviso prima che il disco si riempia.",
      ],
    }),
  },
  {
    name: "out of memory",
    matches: (c) => /out of memory|JavaScript heap|heap limit|ENOMEM|Cannot allocate memory|Allocation failed/i.test(c.text),
    analysis: (c) => ({
      root_cause: `Il processo Node.js di Rassegna ha esaurito la memoria mentre lavorava per ${c.subject}: il processo può essersi fermato o riavviato.`,
      suggested_solutions: [
        "Riavvia il servizio e controlla la card Memoria in «Diagnostica Sistema» › «Stato Sistema».",
        "Se il server ha poca RAM aumentala, oppure alza il limite di Node con NODE_OPTIONS=--max-old-space-size=1024 (in MB) senza superare la memoria fisica.",
        "Riduci il lavoro fatto in un colpo solo: abbassa il limite di importazione dei feed più grandi in «Feed RSS».",
      ],
      prevention_tips: [
        "Guarda le «Tendenze Recenti» in «Diagnostica Sistema»: una memoria che sale a ogni lettura senza mai scendere indica una perdita da segnalare.",
        "Su un server piccolo separa sito e job pianificati in due processi (ROLE=web e ROLE=worker, con DATABASE_URL).",
      ],
    }),
  },
  {
    name: "database: too many clients",
    matches: (c) => /too many clients|remaining connection slots/i.test(c.text),
    analysis: () => ({
      root_cause: "PostgreSQL ha rifiutato una nuova connessione: tutte quelle consentite (max_connections) sono già occupate.",
      suggested_solutions: [
        "Controlla quanti processi di Rassegna e altri programmi usano lo stesso database: ognuno tiene aperto il proprio gruppo di connessioni.",
        `Riavvia il servizio per chiudere le connessioni rimaste appese. ${DB_TEST}`,
        "Se servono davvero più connessioni, alza max_connections in postgresql.conf oppure metti un pooler come PgBouncer davanti al database.",
      ],
      prevention_tips: [
        "Non avviare più istanze di Rassegna del necessario sullo stesso database.",
        "Tieni d'occhio il tempo della query DB in «Diagnostica Sistema»: valori in crescita anticipano la saturazione.",
      ],
    }),
  },
  {
    name: "database: authentication",
    matches: (c) => /password authentication failed|authentication failed for user|no pg_hba\.conf entry|role "[^"]+" does not exist/i.test(c.text),
    analysis: (c) => {
      const user = /(?:for user|role) "([^"]+)"/i.exec(c.text)?.[1];
      return {
        root_cause: `PostgreSQL ha rifiutato l'accesso${user ? ` dell'utente "${user}"` : ""}: utente o password in DATABASE_URL non sono corretti, oppure l'utente non può collegarsi da questo server.`,
        suggested_solutions: [
          "Controlla utente e password nella variabile DATABASE_URL (postgresql://utente:password@host:5432/database) e riavvia il servizio.",
          "Se la password contiene caratteri speciali (@ : / #), scrivila codificata nell'URL: per esempio @ diventa %40.",
          "Verifica sul server PostgreSQL che l'utente esista e che pg_hba.conf consenta l'accesso dall'indirizzo di Rassegna.",
        ],
        prevention_tips: [
          "Quando cambi la password del database aggiorna subito DATABASE_URL e riavvia tutti i processi di Rassegna.",
          "Usa un utente dedicato a Rassegna, proprietario del suo database, invece di un utente condiviso.",
        ],
      };
    },
  },
  {
    name: "database: unreachable",
    matches: (c) => (/:5432\b/.test(c.text) && /ECONN|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH/.test(c.text)) || DB_DOWN.test(c.text),
    analysis: (c) => {
      const address = /([\w.-]+|\[?[\da-f:]+\]?):5432\b/i.exec(c.text)?.[1];
      return {
        root_cause: `Il server PostgreSQL${address ? ` ${address}:5432` : ""} non risponde: la connessione al database è stata rifiutata o interrotta, quindi il sito non può leggere né salvare dati.`,
        suggested_solutions: [
          "Verifica che PostgreSQL sia avviato sul server del database (per esempio «systemctl status postgresql») e riavvialo se è fermo.",
          "Controlla host e porta in DATABASE_URL: devono essere quelli su cui PostgreSQL è in ascolto (listen_addresses e port in postgresql.conf).",
          "Se il database è su un'altra macchina, verifica che firewall e rete consentano le connessioni alla porta 5432 da questo server.",
          DB_TEST,
        ],
        prevention_tips: [
          "Abilita l'avvio automatico di PostgreSQL, così riparte da solo dopo un riavvio del server.",
          "Attiva le notifiche e-mail sugli errori in «Automazione» per sapere subito quando il database non risponde.",
        ],
      };
    },
  },
  {
    name: "database: missing table",
    matches: (c) => /(?:relation|table|column) "[^"]+"(?: of relation "[^"]+")? does not exist/i.test(c.text),
    analysis: (c) => {
      const found = /(relation|table|column) "([^"]+)"/i.exec(c.text);
      const what = found?.[1]?.toLowerCase() === "column" ? `la colonna "${found[2]}"` : `la tabella "${found?.[2] ?? "?"}"`;
      return {
        root_cause: `Il database non ha la struttura attesa: ${what} non esiste. Di solito le migrazioni non sono state applicate a questo database, oppure DATABASE_URL punta al database sbagliato.`,
        suggested_solutions: [
          "Riavvia il servizio: le migrazioni vengono applicate a ogni avvio. Controlla nel log di avvio che siano terminate senza errori.",
          "Verifica che DATABASE_URL indichi il database di Rassegna e non un altro database dello stesso server.",
          "Se hai ripristinato un backup vecchio, riavvia dopo il ripristino così vengono applicate le migrazioni mancanti.",
        ],
        prevention_tips: [
          "Aggiorna Rassegna riavviando insieme tutti i processi (web e worker), così nessuno lavora con una struttura diversa.",
          "Fai un backup del database prima di ogni aggiornamento e non modificare le tabelle a mano.",
        ],
      };
    },
  },
  {
    name: "embedded database",
    matches: (c) => /PGlite|embedded database|DatabaseInUseError|SQLITE/i.test(c.head),
    analysis: (c) => ({
      root_cause: /in use by another|Could not lock/i.test(c.text)
        ? "Il database integrato (PGlite) è già aperto da un altro processo di Rassegna: due processi sulla stessa cartella la danneggerebbero, quindi il secondo viene fermato."
        : `Il database integrato (PGlite) nella cartella DATA_DIR ha dato un errore: "${excerpt(c)}".`,
      suggested_solutions: [
        "Assicurati che un solo processo di Rassegna usi la cartella DATA_DIR e ferma le altre istanze (il messaggio riporta il pid).",
        "Per far girare più processi (ROLE=web e ROLE=worker) usa un server PostgreSQL impostando DATABASE_URL.",
        "Controlla spazio libero e permessi di scrittura della cartella DATA_DIR; se i file risultano danneggiati ripristina l'ultimo backup.",
      ],
      prevention_tips: [
        "Fai backup regolari della cartella DATA_DIR a servizio fermo.",
        "Per un sito in produzione con molto traffico preferisci PostgreSQL (DATABASE_URL) al database integrato.",
      ],
    }),
  },
];
