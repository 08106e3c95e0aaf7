import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-request";
import { serverFieldErrors } from "./server-field-errors";

describe("the server's refusals of the backup folder, in Italian beside the field", () => {
  it.each([
    ["folder: /srv/backup does not exist on the server", "Questa cartella non esiste sul server."],
    ["folder: /srv/backup is not a folder", "Questo percorso indica un file, non una cartella."],
    ["folder: /srv/backup is not writable by the server", "Il server non può scrivere in questa cartella: controlla i permessi."],
    ["folder: daily backups need a folder to be switched on", "Inserisci la cartella in cui salvare i backup per attivarli."],
  ])("%s", (message, words) => {
    expect(serverFieldErrors(new ApiError(400, "validation_failed", message))).toEqual({ backups: { folder: words } });
  });

  it("leaves any other failure to the save bar", () => {
    expect(serverFieldErrors(new ApiError(500, "internal", "folder: x does not exist on the server"))).toBeNull();
    expect(serverFieldErrors(new ApiError(400, "validation_failed", "recipient: bad"))).toBeNull();
    expect(serverFieldErrors(new Error("network"))).toBeNull();
  });
});
