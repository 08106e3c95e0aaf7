import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeCursor, deriveCursorKey, encodeCursor, type ListingCursor, type ListingScope } from "./listing-cursor.js";

const KEY = deriveCursorKey(randomBytes(32));
const HOME: ListingScope = { search: undefined, category: undefined };
const SEARCH: ListingScope = { search: "calcio", category: "sport" };
const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** A token signed with the right key for the right listing, whatever it says: only the payload checks can refuse it. */
const signed = (cursor: ListingCursor, scope = HOME) => encodeCursor(cursor, KEY, scope);
const keyset = (publishedAt: string, id = ID) => signed({ kind: "keyset", publishedAt, id });

describe("listing cursors", () => {
  it("round-trip for the listing they were made for", () => {
    const after: ListingCursor = { kind: "keyset", publishedAt: "2026-11-01T10:00:00.123Z", id: ID };
    const position: ListingCursor = { kind: "search", tier: 1, skip: 50 };
    expect(decodeCursor(signed(after), KEY, HOME)).toEqual(after);
    expect(decodeCursor(signed(position, SEARCH), KEY, SEARCH)).toEqual(position);
  });

  it("tell no cursor (null) from a bad one (ValidationError)", () => {
    expect(decodeCursor(undefined, KEY, HOME)).toBeNull();
    expect(decodeCursor("", KEY, HOME)).toBeNull();
    expect(() => decodeCursor("bm9uc2Vuc2U", KEY, HOME)).toThrow(expect.objectContaining({ status: 400, code: "invalid_cursor" }));
  });

  it.each([
    ["a date that is a bare number", keyset("1"), HOME],
    ["30 February", keyset("2020-02-30T00:00:00.000Z"), HOME],
    ["year 0, which PostgreSQL lacks", keyset("0000-01-01T00:00:00.000Z"), HOME],
    ["a six-digit year", keyset("+099999-01-01T00:00:00.000Z"), HOME],
    ["a date without time", keyset("2024-01-01"), HOME],
    ["an hour 24", keyset("2024-01-01T24:00:00.000Z"), HOME],
    ["an id of dashes", keyset("2024-01-01T00:00:00.000Z", "-".repeat(36)), HOME],
    ["an id that is not hex", keyset("2024-01-01T00:00:00.000Z", "gggggggg-0000-4000-8000-000000000000"), HOME],
    ["a search tier past the last", signed({ kind: "search", tier: 3, skip: 0 }, SEARCH), SEARCH],
    ["a negative skip", signed({ kind: "search", tier: 0, skip: -1 }, SEARCH), SEARCH],
    ["a skip past the deepest page", signed({ kind: "search", tier: 1, skip: 10_001 }, SEARCH), SEARCH],
    ["a fractional skip", signed({ kind: "search", tier: 1, skip: 0.5 }, SEARCH), SEARCH],
  ])("refuse %s, even when signed", (_label, token, scope) => {
    expect(() => decodeCursor(token, KEY, scope)).toThrow(expect.objectContaining({ code: "invalid_cursor" }));
  });

  it("refuse a cursor made for another listing, another key, or altered", () => {
    const position = signed({ kind: "search", tier: 2, skip: 0 }, SEARCH);
    expect(() => decodeCursor(position, KEY, { search: "calcio", category: undefined })).toThrow(/cursor/);
    expect(() => decodeCursor(position, KEY, { search: "Calcio", category: "sport" })).toThrow(/cursor/);
    expect(() => decodeCursor(position, deriveCursorKey(randomBytes(32)), SEARCH)).toThrow(/cursor/);
    const [payload, mac] = position.split(".");
    const deeper = Buffer.from("s|2|9999").toString("base64url");
    expect(() => decodeCursor(`${deeper}.${mac}`, KEY, SEARCH)).toThrow(/cursor/);
    expect(() => decodeCursor(`${payload}.${mac}.x`, KEY, SEARCH)).toThrow(/cursor/);
    expect(() => decodeCursor(`${payload}.${"A".repeat(200)}`, KEY, SEARCH)).toThrow(/cursor/);
    // A keyset cursor never continues a search, nor a search position the plain listing.
    expect(() => decodeCursor(keyset("2024-01-01T00:00:00.000Z"), KEY, SEARCH)).toThrow(/cursor/);
    expect(() => decodeCursor(signed({ kind: "search", tier: 0, skip: 0 }), KEY, HOME)).toThrow(/cursor/);
  });
});
