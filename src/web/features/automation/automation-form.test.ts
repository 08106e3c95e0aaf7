import { describe, expect, it } from "vitest";
import { automationSettingsSchema, type AutomationSettings } from "../../../shared/automation";
import { AUTOMATION_DEFAULTS } from "../../../shared/constants";
import { changedSections, formErrors, isValid, savePatches, sectionErrors, sectionValues, toForm, typedTime, type AutomationForm } from "./automation-form";

const DEFAULTS: AutomationSettings = automationSettingsSchema.parse(AUTOMATION_DEFAULTS);

/** The defaults as the form shows them, with some fields changed. */
function form(change: { [K in keyof AutomationForm]?: Partial<AutomationForm[K]> } = {}): AutomationForm {
  const base = toForm(DEFAULTS);
  for (const [key, fields] of Object.entries(change)) Object.assign(base[key as keyof AutomationForm], fields);
  return base;
}

describe("toForm", () => {
  it("shows the defaults, numbers as typed text, and leaves out the local analyzer", () => {
    expect(toForm(DEFAULTS)).toEqual({
      rss_sync: { enabled: true, frequency_hours: "6" },
      ai_processing: { enabled: true, auto_process_new: true, min_confidence: 0.7 },
      auto_cleanup: { enabled: false, retention_days: "90", run_at: "03:00" },
      social_posting: { enabled: false, mode: "immediate", delay_minutes: "0" },
      email_notifications: { enabled: false, on_errors: true, on_new_articles: false, on_storage_warning: true, recipient: "" },
      backups: { enabled: false, run_at: "02:30", folder: "", keep: "7" },
      daily_edition: { enabled: false, morning: true, morning_at: "07:00", evening: true, evening_at: "19:00" },
    });
  });
});

describe("the daily edition's section", () => {
  it("reads typed times, and refuses the e-mail edition with both editions off", () => {
    const form = toForm(DEFAULTS);
    form.daily_edition = { enabled: true, morning: false, morning_at: "7.30", evening: false, evening_at: "19:00" };
    expect(sectionValues(form, "daily_edition")).toMatchObject({ morning_at: "07:30" });
    expect(sectionErrors(form, "daily_edition")).toEqual({ morning: "Attiva almeno un'edizione, del mattino o della sera, per inviarla via email." });
    form.daily_edition.evening = true;
    form.daily_edition.evening_at = "25:00";
    expect(sectionErrors(form, "daily_edition")).toEqual({ evening_at: "Inserisci un orario nel formato HH:MM, da 00:00 a 23:59." });
  });
});

describe("typedTime", () => {
  it.each([
    ["03:00", "03:00"],
    ["4:30", "04:30"],
    [" 4.30 ", "04:30"],
    ["0430", "04:30"],
    ["430", "04:30"],
    ["23,59", "23:59"],
    ["7", "7"],
    ["ore 7", "ore 7"],
  ])("reads %j as %j", (typed, stored) => {
    expect(typedTime(typed)).toBe(stored);
  });
});

describe("savePatches", () => {
  it("sends nothing when nothing changed, and nothing when a change was undone", () => {
    expect(savePatches(form(), DEFAULTS)).toEqual([]);
    expect(savePatches(form({ auto_cleanup: { retention_days: "090", run_at: "3:00" } }), DEFAULTS)).toEqual([]);
  });

  it("sends one PUT per changed section, in screen order, with only the changed fields", () => {
    const edited = form({
      email_notifications: { on_new_articles: true, recipient: " redazione@esempio.it " },
      rss_sync: { frequency_hours: "12" },
      auto_cleanup: { enabled: true, run_at: "23:30" },
    });
    expect(savePatches(edited, DEFAULTS)).toEqual([
      { key: "rss_sync", body: { frequency_hours: 12 } },
      { key: "auto_cleanup", body: { enabled: true, run_at: "23:30" } },
      { key: "email_notifications", body: { on_new_articles: true, recipient: "redazione@esempio.it" } },
    ]);
    expect(changedSections(edited, DEFAULTS)).toEqual(["rss_sync", "auto_cleanup", "email_notifications"]);
  });

  it("never sends local_analyzer, whatever is stored", () => {
    const stored = { ...DEFAULTS, ai_processing: { ...DEFAULTS.ai_processing, local_analyzer: false } };
    const patches = savePatches(form({ ai_processing: { min_confidence: 0.5, auto_process_new: false } }), stored);
    expect(patches).toEqual([{ key: "ai_processing", body: { auto_process_new: false, min_confidence: 0.5 } }]);
  });

  it("counts the delay only in the delayed mode, where it is shown", () => {
    expect(savePatches(form({ social_posting: { delay_minutes: "45" } }), DEFAULTS)).toEqual([]);
    expect(savePatches(form({ social_posting: { mode: "delayed", delay_minutes: "45" } }), DEFAULTS)).toEqual([
      { key: "social_posting", body: { mode: "delayed", delay_minutes: 45 } },
    ]);
    // Back to immediate: a delay typed meanwhile is neither checked nor sent.
    const back = form({ social_posting: { mode: "immediate", delay_minutes: "abc" } });
    expect(isValid(formErrors(back))).toBe(true);
    expect(savePatches(back, DEFAULTS)).toEqual([]);
  });
});

describe("the validation of docs/product.md#automazione, in Italian", () => {
  it.each([
    { label: "a frequency not offered", change: { rss_sync: { frequency_hours: "2" } }, field: ["rss_sync", "frequency_hours"], message: "Scegli una delle frequenze proposte." },
    { label: "confidence above 1", change: { ai_processing: { min_confidence: 1.1 } }, field: ["ai_processing", "min_confidence"], message: "La confidenza minima va da 0 a 1, a passi di 0,1." },
    { label: "confidence off the 0.1 steps", change: { ai_processing: { min_confidence: 0.75 } }, field: ["ai_processing", "min_confidence"], message: "La confidenza minima va da 0 a 1, a passi di 0,1." },
    { label: "0 days kept", change: { auto_cleanup: { retention_days: "0" } }, field: ["auto_cleanup", "retention_days"], message: "Inserisci un numero intero di giorni da 1 a 365." },
    { label: "366 days kept", change: { auto_cleanup: { retention_days: "366" } }, field: ["auto_cleanup", "retention_days"], message: "Inserisci un numero intero di giorni da 1 a 365." },
    { label: "half a day", change: { auto_cleanup: { retention_days: "30.5" } }, field: ["auto_cleanup", "retention_days"], message: "Inserisci un numero intero di giorni da 1 a 365." },
    { label: "no days at all", change: { auto_cleanup: { retention_days: " " } }, field: ["auto_cleanup", "retention_days"], message: "Inserisci un numero intero di giorni da 1 a 365." },
    { label: "an empty run time", change: { auto_cleanup: { run_at: "" } }, field: ["auto_cleanup", "run_at"], message: "Inserisci un orario nel formato HH:MM, da 00:00 a 23:59." },
    { label: "7 o'clock without minutes", change: { auto_cleanup: { run_at: "7" } }, field: ["auto_cleanup", "run_at"], message: "Inserisci un orario nel formato HH:MM, da 00:00 a 23:59." },
    { label: "24:00", change: { auto_cleanup: { run_at: "24:00" } }, field: ["auto_cleanup", "run_at"], message: "Inserisci un orario nel formato HH:MM, da 00:00 a 23:59." },
    { label: "a delay of 1441 minutes", change: { social_posting: { mode: "delayed" as const, delay_minutes: "1441" } }, field: ["social_posting", "delay_minutes"], message: "Inserisci un numero intero di minuti da 0 a 1440." },
    { label: "a negative delay", change: { social_posting: { mode: "delayed" as const, delay_minutes: "-1" } }, field: ["social_posting", "delay_minutes"], message: "Inserisci un numero intero di minuti da 0 a 1440." },
    { label: "a recipient that is no address", change: { email_notifications: { recipient: "redazione" } }, field: ["email_notifications", "recipient"], message: "Inserisci un indirizzo email valido (ad es. nome@esempio.it)." },
    { label: "e-mail on without a recipient", change: { email_notifications: { enabled: true, recipient: "  " } }, field: ["email_notifications", "recipient"], message: "Inserisci un destinatario per attivare le notifiche email." },
    { label: "a relative backup folder", change: { backups: { folder: "backups" } }, field: ["backups", "folder"], message: "Inserisci un percorso assoluto, che inizia con «/» (ad es. /var/backups/rassegna)." },
    { label: "backups on without a folder", change: { backups: { enabled: true, folder: " " } }, field: ["backups", "folder"], message: "Inserisci la cartella in cui salvare i backup per attivarli." },
    { label: "no backup kept", change: { backups: { keep: "0" } }, field: ["backups", "keep"], message: "Inserisci un numero intero di backup da 1 a 365." },
    { label: "a backup time without minutes", change: { backups: { run_at: "2" } }, field: ["backups", "run_at"], message: "Inserisci un orario nel formato HH:MM, da 00:00 a 23:59." },
  ])("refuses $label beside its field", ({ change, field, message }) => {
    const errors = formErrors(form(change));
    expect(errors).toEqual({ [field[0]!]: { [field[1]!]: message } });
    expect(isValid(errors)).toBe(false);
  });

  it.each([
    { label: "every offered frequency", forms: ["1", "3", "6", "12", "24"].map((frequency_hours) => form({ rss_sync: { frequency_hours } })) },
    { label: "confidence 0, 0.3 and 1", forms: [0, 0.3, 1].map((min_confidence) => form({ ai_processing: { min_confidence } })) },
    { label: "1 and 365 days at 00:00 and 23:59", forms: [form({ auto_cleanup: { retention_days: "1", run_at: "00:00" } }), form({ auto_cleanup: { retention_days: "365", run_at: "23:59" } })] },
    { label: "a delay of 0 and of 1440", forms: ["0", "1440"].map((delay_minutes) => form({ social_posting: { mode: "delayed", delay_minutes } })) },
    { label: "e-mail on with a recipient, off without", forms: [form({ email_notifications: { enabled: true, recipient: "a@b.it" } }), form({ email_notifications: { enabled: false, recipient: "" } })] },
    { label: "backups on in an absolute folder, keeping 1 or 365", forms: [form({ backups: { enabled: true, folder: "/var/backups/rassegna", keep: "1" } }), form({ backups: { keep: "365", run_at: "2.30" } })] },
  ])("accepts $label", ({ forms }) => {
    for (const each of forms) expect(formErrors(each)).toEqual({});
  });

  it("marks each section's fields on their own", () => {
    const errors = sectionErrors(form({ auto_cleanup: { retention_days: "0", run_at: "7" } }), "auto_cleanup");
    expect(Object.keys(errors).sort()).toEqual(["retention_days", "run_at"]);
  });
});
