import { describe, expect, it } from "vitest";
import { isCommonWord, isOnlyVerb, nounReading } from "./common-words.js";
import { NOUN, VERB, wordClasses } from "./word-classes.js";

describe("the Morph-it! word classes", () => {
  it.each([
    ["stacca", VERB],
    ["paura", NOUN],
    ["elezioni", NOUN],
  ])("knows %s", (word, wordClass) => {
    expect(wordClasses(word) & wordClass).toBe(wordClass);
  });

  it.each(["garibaldi", "valdoria", "smartphone", "zzzz", ""])("does not know %j", (word) => {
    expect(wordClasses(word)).toBe(0);
  });

  it.each(["stacca", "chiusa", "restano", "vaccinarsi", "controllarlo", "prenotando", "rapidamente", "europea"])(
    "refuses %s as a noun",
    (word) => {
      expect(nounReading(word)).toBe("never");
    },
  );

  it.each(["inflazione", "elezioni", "cornicione", "governo", "calcio"])("takes %s as a plain noun", (word) => {
    expect(nounReading(word)).toBe("noun");
  });

  it.each(["ferito", "politica", "proposta", "partito"])("leaves %s to its context (noun, but also verb or adjective)", (word) => {
    expect(nounReading(word)).toBe("ambiguous");
  });

  it("tells common words from names, and verbs that can never be part of a name", () => {
    expect(["paura", "meloni", "museo", "restano"].map(isCommonWord)).toEqual([true, true, true, true]);
    expect(["garibaldi", "salvini", "valdoria"].map(isCommonWord)).toEqual([false, false, false]);
    expect(["vince", "restano", "forza", "viva"].map(isOnlyVerb)).toEqual([true, true, false, false]);
  });
});
