import { describe, expect, it } from "vitest";
import { failureSummary, FEEDS_TEXT } from "./labels";

describe("failureSummary", () => {
  it.each([
    ["http_status", "HTTP 404 Not Found", "Errore HTTP 404"],
    ["http_status", "HTTP 503 Service Unavailable (retry after 2026-05-01T10:00:00.000Z)", "Errore HTTP 503"],
    ["bot_protection", "Blocked by Cloudflare bot protection (HTTP 403 challenge page)", "Bloccato da protezione anti-bot (HTTP 403)"],
    ["dns", "Host name sparito.example could not be resolved (ENOTFOUND)", "Dominio non trovato"],
    ["timeout", "Fetching lento.example took longer than 30 s", "Tempo scaduto"],
    ["mystery", "Something odd", "Errore sconosciuto"],
    [null, null, "Errore sconosciuto"],
  ])("%s / %s reads %s, with no English", (reason, message, expected) => {
    expect(failureSummary(reason, message)).toBe(expected);
  });
});

describe("Feed RSS counts", () => {
  it.each([
    [FEEDS_TEXT.imported(1, 1), "1 feed aggiunto, 1 già presente"],
    [FEEDS_TEXT.imported(3, 0), "3 feed aggiunti, 0 già presenti"],
    [FEEDS_TEXT.importInvalid(1), "1 voce non valida ignorata"],
    [FEEDS_TEXT.importInvalid(2), "2 voci non valide ignorate"],
    [FEEDS_TEXT.test.itemCount(1), "1 articolo nel feed"],
    [FEEDS_TEXT.test.itemCount(1500), "1500 articoli nel feed"],
    [FEEDS_TEXT.table.consecutiveFailures(1), "1 errore consecutivo"],
    [FEEDS_TEXT.table.consecutiveFailures(12), "12 errori consecutivi"],
    [FEEDS_TEXT.row.limitUpdatedDetail("ANSA", 1), "ANSA: 1 articolo"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
