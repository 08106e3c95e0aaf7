// Every word the notification e-mails say (docs/product.md#e-mail-notifications), in Italian.
import { plural } from "../shared/plural.js";

export const MAIL_TEXT = {
  footer: (site: string) => `Inviata da Rassegna (${site}).`,
  settingsHint: "Le notifiche si cambiano in Automazione:",

  criticalSubject: (kind: string) => `Rassegna: errore critico (${kind})`,
  criticalTitle: "Errore critico",
  criticalCount: (count: number, kind: string) => `Rassegna ha registrato ${plural(count, "errore critico", "errori critici")} di tipo "${kind}"`,
  criticalSinceLast: (when: string) => ` dall'ultimo avviso (${when}).`,
  criticalSinceDay: " nelle ultime 24 ore.",
  criticalLatest: "Ultimo errore",
  criticalWhen: "Quando",
  criticalSource: "Origine",
  criticalMessage: "Messaggio",
  criticalWhere: "Dettagli, analisi AI e \"Segna come Risolto\" in Diagnostica Sistema:",
  criticalThrottle: "Per ogni tipo di errore ricevi al massimo un avviso all'ora.",

  digestSubject: (count: number) => `Rassegna: ${plural(count, "nuovo articolo", "nuovi articoli")} nelle ultime 24 ore`,
  digestTitle: "Nuovi articoli",
  digestIntro: (count: number) => `Nelle ultime 24 ore Rassegna ha pubblicato ${plural(count, "nuovo articolo", "nuovi articoli")}.`,
  digestLatest: "I più recenti:",
  digestMore: (count: number) => (count === 1 ? "e un altro articolo." : `e altri ${plural(count, "articolo", "articoli")}.`),
  digestSite: "Tutti gli articoli:",

  backupSubject: "Rassegna: backup giornaliero non riuscito",
  backupTitle: "Backup non riuscito",
  backupFailed: (when: string) => `Il backup giornaliero del database (${when}) non è riuscito.`,
  backupFile: "File",
  backupReason: "Motivo",
  backupAdvice: "Finché il problema resta, i backup precedenti non vengono sostituiti né eliminati.",
  backupWhere: "Cartella e orario in Automazione, ultimo esito in Spazio Server:",
  storageSubject: (percent: number) => `Rassegna: spazio del database oltre il ${percent}%`,
  storageTitle: "Spazio quasi esaurito",
  storageUse: (used: string, capacity: string, percent: number) => `Il database occupa ${used} di ${capacity} (${percent}%).`,
  storageAdvice: (percent: number) => `Lo spazio utilizzato supera il ${percent}%: valuta di eliminare gli articoli vecchi.`,
  storageWhere: "Pulizia degli articoli vecchi in Spazio Server:",
  storageThrottle: "Finché lo spazio resta oltre la soglia ricevi al massimo un avviso al giorno.",

  testSubject: "Rassegna: e-mail di prova",
  testTitle: "E-mail di prova",
  testBody: "Questa è un'e-mail di prova di Rassegna. Se la stai leggendo, le notifiche via e-mail arrivano a questo indirizzo.",
  testSent: (when: string) => `Inviata il ${when}.`,
} as const;
