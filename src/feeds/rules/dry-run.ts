import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { ValidationError } from "../../platform/errors.js";
import { DRY_RUN_DAYS, type FeedRuleDryRun, type RuleField } from "../../shared/feed-rules.js";
import { RegexTimeoutError } from "./regex-time-limit.js";
import { matchRule, RULE_TEXT_LIMIT, ruleTexts, WordsCache, type RuleTexts, type RunnableRule } from "./run-rules.js";

/** The newest articles a dry run reads at most: a month of a busy site, read one column at a time. */
export const DRY_RUN_MAX_ARTICLES = 20_000;
const EXAMPLES = 5;

/**
 * The stored column a field reads in a dry run. "summary" is the stored text, which for a scraped article is the
 * page's and so longer than the feed's: a dry run may count a few more than a sync would have touched.
 */
function storedField(field: RuleField): SQL<string> {
  switch (field) {
    case "title":
      return sql<string>`left(${articles.title}, ${RULE_TEXT_LIMIT})`;
    case "summary":
      return sql<string>`left(coalesce(${articles.content_original}, ''), ${RULE_TEXT_LIMIT})`;
    case "link":
      return sql<string>`${articles.source_url}`;
    case "source":
      return sql<string>`${articles.source_name}`;
    case "category":
      return sql<string>`array_to_string(${articles.source_categories}, E'\\n')`;
  }
}

/**
 * How many of the last DRY_RUN_DAYS days' stored articles (of the rule's feed, or all) one rule would touch,
 * on its own: a drop rule the ones it matches, a keep rule the ones it does not, a set-category rule the
 * matched ones whose category it would change. A saved or an unsaved rule alike.
 */
export async function dryRunRule(db: Database, rule: RunnableRule & { feed_id: string | null }, now = new Date()): Promise<FeedRuleDryRun> {
  const since = new Date(now.getTime() - DRY_RUN_DAYS * 86_400_000);
  const rows = await db
    .select({ title: articles.title, text: storedField(rule.field), category: articles.category })
    .from(articles)
    .where(and(gte(articles.imported_at, since), rule.feed_id ? eq(articles.feed_id, rule.feed_id) : undefined))
    .orderBy(desc(articles.imported_at))
    .limit(DRY_RUN_MAX_ARTICLES);
  const texts = rows.map((row) => ruleTexts({ title: "", summary: "", link: "", source: "", category: "", [rule.field]: row.text ?? "" } as RuleTexts));
  let matches: Uint8Array;
  try {
    matches = matchRule(rule, texts, new WordsCache(texts));
  } catch (error) {
    if (error instanceof RegexTimeoutError) {
      throw new ValidationError(`pattern: ${error.message} on the stored articles; a sync would skip this rule: simplify it`, "regex_too_slow");
    }
    throw error;
  }
  const touches = (index: number) => {
    const matched = matches[index] === 1;
    if (rule.action === "drop") return matched;
    if (rule.action === "keep") return !matched;
    return matched && rows[index]!.category !== rule.category;
  };
  const touched = rows.flatMap((row, index) => (touches(index) ? [row.title] : []));
  return { examined: rows.length, matched: matches.reduce((sum, hit) => sum + hit, 0), touched: touched.length, examples: touched.slice(0, EXAMPLES) };
}
