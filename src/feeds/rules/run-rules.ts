/**
 * What a list of rules decides for a list of items (docs/product.md#regole), without the database: the sync
 * (apply-at-sync.ts), the dry run (dry-run.ts) and the benchmark all call this.
 *
 * Rules apply in their order. For each item the first keep or drop rule that matches decides it; when none
 * matches, the item is kept unless some keep rule applies to its feed ("keep only what matches"). The first
 * set-category rule that matches gives its category. A regular expression over its time limit is skipped for
 * this run (it matches nothing) and reported.
 */
import type { EditableCategory } from "../../shared/constants.js";
import { RULE_REGEX_FLAGS, type RuleAction, type RuleField, type RuleMatchKind } from "../../shared/feed-rules.js";
import { hasAllWords, hasPhrase, wordsOf } from "./match-words.js";
import { matchAllWithin, RegexTimeoutError } from "./regex-time-limit.js";

/** Every field a rule reads is cut to this many characters first: it bounds the work of any pattern, and a sync and a dry run read alike. */
export const RULE_TEXT_LIMIT = 4000;

/** An item's fields as rules read them; `category` is the publisher's terms, one a line. */
export type RuleTexts = Record<RuleField, string>;

export interface RunnableRule {
  id: string;
  action: RuleAction;
  field: RuleField;
  match_kind: RuleMatchKind;
  pattern: string;
  category: EditableCategory | null;
}

export interface Verdict {
  keep: boolean;
  /** The category a set-category rule gave, or null. */
  category: EditableCategory | null;
}

export interface RulesRun {
  verdicts: Verdict[];
  /** Per rule (same order), whether it matched each item. */
  matches: Uint8Array[];
  /** Rules whose regular expression ran over its time limit, with the reason. */
  skipped: Array<{ id: string; reason: string }>;
}

/** The fields cut to RULE_TEXT_LIMIT. */
export function ruleTexts(fields: RuleTexts): RuleTexts {
  const cut = (text: string) => (text.length > RULE_TEXT_LIMIT ? text.slice(0, RULE_TEXT_LIMIT) : text);
  return { title: cut(fields.title), summary: cut(fields.summary), link: cut(fields.link), source: cut(fields.source), category: cut(fields.category) };
}

/** Whether one rule matches each item; a regular expression that runs too long throws RegexTimeoutError. */
export function matchRule(rule: RunnableRule, items: readonly RuleTexts[], words: WordsCache, limitMs?: number): Uint8Array {
  if (rule.match_kind === "regex") {
    return matchAllWithin(new RegExp(rule.pattern, RULE_REGEX_FLAGS), items.map((item) => item[rule.field]), limitMs);
  }
  const wanted = wordsOf(rule.pattern);
  if (rule.match_kind === "words") return Uint8Array.from(items, (_item, index) => (hasAllWords(words.set(index, rule.field), wanted) ? 1 : 0));
  return Uint8Array.from(items, (_item, index) => (hasPhrase(words.list(index, rule.field), wanted) ? 1 : 0));
}

/** Each item's words per field, in order and as a set, each worked out once however many rules read them. */
export class WordsCache {
  private readonly lists = new Map<RuleField, string[][]>();
  private readonly sets = new Map<RuleField, Array<Set<string>>>();
  constructor(private readonly items: readonly RuleTexts[]) {}
  list(index: number, field: RuleField): string[] {
    let byItem = this.lists.get(field);
    if (!byItem) this.lists.set(field, (byItem = []));
    return (byItem[index] ??= wordsOf(this.items[index]![field]));
  }
  set(index: number, field: RuleField): Set<string> {
    let byItem = this.sets.get(field);
    if (!byItem) this.sets.set(field, (byItem = []));
    return (byItem[index] ??= new Set(this.list(index, field)));
  }
}

/** Runs `rules` (in order) over `items` (their fields already cut by ruleTexts). */
export function runRules(rules: readonly RunnableRule[], items: readonly RuleTexts[], limitMs?: number): RulesRun {
  const words = new WordsCache(items);
  const skipped: RulesRun["skipped"] = [];
  const matches = rules.map((rule) => {
    try {
      return matchRule(rule, items, words, limitMs);
    } catch (error) {
      if (!(error instanceof RegexTimeoutError)) throw error;
      skipped.push({ id: rule.id, reason: error.message });
      return new Uint8Array(items.length);
    }
  });
  // A keep rule skipped for its time limit counts as absent, like any skipped rule: a slow pattern never empties a feed.
  const keepOnly = rules.some((rule) => rule.action === "keep" && !skipped.some((skip) => skip.id === rule.id));
  const verdicts = items.map((_item, index): Verdict => {
    let decided: boolean | null = null;
    let category: EditableCategory | null = null;
    rules.forEach((rule, position) => {
      if (!matches[position]![index]) return;
      if (rule.action === "set_category") category ??= rule.category;
      else decided ??= rule.action === "keep";
    });
    return { keep: decided ?? !keepOnly, category };
  });
  return { verdicts, matches, skipped };
}
