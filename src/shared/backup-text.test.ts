import { describe, expect, it } from "vitest";
import { backupSummary, durationText } from "./backup-text.js";
import type { BackupStatus } from "./backups.js";

const OFF: BackupStatus = { enabled: false, folder: "", run_at: "02:30", keep: 7, last: null, last_good: null };
const good = { started_at: "2026-11-21T01:30:00.000Z", duration_ms: 3600, file: "/srv/b/rassegna-2026-11-21-0230.backup", size_bytes: 5 * 1024 * 1024, error: null };

describe("the daily backup's last result in Italian", () => {
  it("says when backups are off, or on and not run yet", () => {
    expect(backupSummary(OFF)).toEqual({ tone: "info", headline: "Backup giornaliero non attivo: si attiva in Automazione.", details: [] });
    const on = backupSummary({ ...OFF, enabled: true, folder: "/srv/b" });
    expect(on.headline).toBe("Nessun backup eseguito finora: il primo parte all'orario impostato.");
    expect(on.details).toEqual([["Pianificazione", "ogni giorno alle 02:30 in /srv/b, ultimi 7 conservati"]]);
  });

  it("gives a success's time, file, size and duration", () => {
    const summary = backupSummary({ ...OFF, last: good, last_good: good });
    expect(summary.tone).toBe("success");
    expect(summary.headline).toBe("Ultimo backup riuscito il 21 novembre 2026 alle 02:30");
    expect(summary.details).toEqual([["File", good.file], ["Dimensione", "5 MB"], ["Durata", "3,6 s"]]);
  });

  it("gives a failure's reason and the last good backup", () => {
    const failed = { ...good, started_at: "2026-11-22T01:30:00.000Z", size_bytes: null, error: "The backup folder /srv/b does not exist on the server" };
    const summary = backupSummary({ ...OFF, last: failed, last_good: good });
    expect(summary.tone).toBe("error");
    expect(summary.headline).toBe("Ultimo backup non riuscito il 22 novembre 2026 alle 02:30");
    expect(summary.details[0]).toEqual(["Motivo", failed.error]);
    expect(summary.details[2]).toEqual(["Ultimo backup riuscito", `21 novembre 2026 alle 02:30, ${good.file} (5 MB)`]);
  });

  it.each([
    [950, "1 s"],
    [12_340, "12,3 s"],
    [125_000, "2 min 5 s"],
  ])("words %d ms as %s", (ms, words) => {
    expect(durationText(ms)).toBe(words);
  });
});
