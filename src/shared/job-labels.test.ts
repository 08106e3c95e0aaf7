import { describe, expect, it } from "vitest";
import { inARowSuffix, JOB_LABELS, jobFailureText, jobLabel } from "./job-labels.js";

describe("job labels", () => {
  // The jobs of src/worker/jobs.ts (docs/product.md#scheduled-jobs).
  it.each([
    ["feed-sync", "sincronizzazione feed"],
    ["auth-housekeeping", "pulizia delle sessioni"],
    ["tombstone-pruning", "pulizia dell'elenco degli articoli eliminati"],
    ["vacuum-and-analyze", "manutenzione del database"],
    ["story-grouping", "raggruppamento delle notizie"],
    ["ops-retention", "pulizia dei log vecchi"],
    ["system-health", "lettura dello stato del sistema"],
    ["auto-cleanup", "pulizia automatica"],
    ["mail-critical-errors", "email degli errori critici"],
    ["mail-daily-digest", "email del riepilogo giornaliero"],
    ["mail-storage-warning", "email di avviso spazio"],
    ["social-posting", "pubblicazione social"],
    ["daily-backup", "backup giornaliero"],
  ])("%s reads «%s»", (job, label) => {
    expect(jobLabel(job)).toBe(label);
  });

  it("lists no job without its Italian name, and reads an unknown one by its own name", () => {
    expect(Object.keys(JOB_LABELS)).toHaveLength(14);
    expect(jobLabel("nuovo-lavoro")).toBe("nuovo-lavoro");
    expect(jobLabel("constructor")).toBe("constructor");
  });

  it.each([
    [1, 'Scheduled job "feed-sync" failed: boom', "Il lavoro pianificato «sincronizzazione feed» è fallito"],
    [2, 'Scheduled job "feed-sync" failed: boom', "Il lavoro pianificato «sincronizzazione feed» è fallito 2 volte di seguito"],
    [3, 'Scheduled job "feed-sync" failed: boom (1 failures in a row) and more', "Il lavoro pianificato «sincronizzazione feed» è fallito 3 volte di seguito"],
  ])("a failure %i in a row reads its count from the English", (failures, message, italian) => {
    expect(jobFailureText("feed-sync", `${message}${inARowSuffix(failures)}`)).toBe(italian);
  });
});
