import { describe, expect, it } from "vitest";
import { hasAllWords, hasPhrase, wordsOf } from "./match-words.js";
import { matchAllWithin, RegexTimeoutError } from "./regex-time-limit.js";
import { RULE_TEXT_LIMIT, runRules, ruleTexts, type RunnableRule } from "./run-rules.js";

const item = (title: string, extra: Partial<Record<"summary" | "link" | "source" | "category", string>> = {}) =>
  ruleTexts({ title, summary: "", link: "", source: "", category: "", ...extra });
const rule = (id: string, action: RunnableRule["action"], pattern: string, more: Partial<RunnableRule> = {}): RunnableRule => ({
  id,
  action,
  field: "title",
  match_kind: "words",
  pattern,
  category: null,
  ...more,
});

describe("words and phrases", () => {
  it("ignore accents and case, and match only whole words", () => {
    expect(wordsOf("Città, PIÙ perché!")).toEqual(["citta", "piu", "perche"]);
    expect(hasAllWords(new Set(wordsOf("L'oroscopo di Paolo Fox")), wordsOf("FOX oroscopo"))).toBe(true);
    expect(hasAllWords(new Set(wordsOf("Oroscopo")), wordsOf("oro"))).toBe(false);
    expect(hasPhrase(wordsOf("Contenuto sponsorizzato da Acme"), wordsOf("sponsorizzato da"))).toBe(true);
    expect(hasPhrase(wordsOf("da sponsorizzato"), wordsOf("sponsorizzato da"))).toBe(false);
  });
});

describe("runRules", () => {
  it("lets the first keep or drop rule that matches decide, and the first set-category rule give the category", () => {
    const rules = [
      rule("k", "keep", "juventus"),
      rule("d", "drop", "calcio"),
      rule("c1", "set_category", "calcio", { category: "sport" }),
      rule("c2", "set_category", "mercato", { category: "economia" }),
    ];
    const { verdicts } = runRules(rules, [item("Calcio Juventus mercato"), item("Calcio Milan"), item("Politica")]);
    expect(verdicts).toEqual([
      { keep: true, category: "sport" },
      { keep: false, category: "sport" },
      // A keep rule applies: what matches no keep rule is left out.
      { keep: false, category: null },
    ]);
  });

  it("reads the field it names, and every field cut to the same length", () => {
    const { verdicts } = runRules([rule("d", "drop", "^https?://[^/]+/sponsor/", { field: "link", match_kind: "regex" })], [
      item("A", { link: "https://x.it/sponsor/1" }),
      item("B", { link: "https://x.it/news/sponsor/" }),
    ]);
    expect(verdicts.map((verdict) => verdict.keep)).toEqual([false, true]);
    expect(item("x".repeat(RULE_TEXT_LIMIT * 2)).title).toHaveLength(RULE_TEXT_LIMIT);
  });

  it("skips a regular expression over its time limit, as if it were absent", () => {
    const slow = rule("s", "keep", "(a|aa)+$", { match_kind: "regex" });
    const { verdicts, skipped } = runRules([slow], [item(`${"a".repeat(64)}!`), item("b")], 50);
    expect(skipped).toEqual([{ id: "s", reason: expect.stringContaining("took longer than 50 ms") }]);
    expect(verdicts.every((verdict) => verdict.keep)).toBe(true);
    expect(() => matchAllWithin(/(a|aa)+$/, [`${"a".repeat(64)}!`], 20)).toThrow(RegexTimeoutError);
    expect([...matchAllWithin(/b/giu, ["b", "b", "c"])]).toEqual([1, 1, 0]);
  });
});
