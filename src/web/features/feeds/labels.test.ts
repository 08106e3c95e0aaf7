import { describe, expect, it } from "vitest";
import { feedFailureText, FEEDS_TEXT } from "./labels";

describe("feedFailureText on a feed's row", () => {
  // The row and the test form show the reason in Italian only; the English goes under "Dettagli tecnici".
  it.each([
    ["http_status", "HTTP 404 Not Found", "Il feed ha risposto HTTP 404 (pagina non trovata)"],
    ["bot_protection", "Blocked by Cloudflare bot protection (HTTP 403 challenge page)", "Il sito del feed blocca la lettura con una protezione anti-bot (Cloudflare, HTTP 403)"],
    ["mystery", "Something odd", "Errore sconosciuto nella lettura del feed"],
    [null, null, "Errore sconosciuto nella lettura del feed"],
  ])("%s / %s reads %s", (reason, message, expected) => {
    expect(feedFailureText(reason, message)).toBe(expected);
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
