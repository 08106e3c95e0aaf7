import { z } from "zod";
import { EDITABLE_CATEGORIES } from "./constants.js";

/** What a rule does to the items it matches (docs/product.md#regole). */
export const RULE_ACTIONS = ["drop", "keep", "set_category"] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** Which of an item's fields a rule reads: "source" is the feed's name, "category" the publisher's own terms. */
export const RULE_FIELDS = ["title", "summary", "link", "source", "category"] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** words: every word, whole, accents and case ignored; phrase: those words in a row; regex: a regular expression, case ignored. */
export const RULE_MATCH_KINDS = ["words", "phrase", "regex"] as const;
export type RuleMatchKind = (typeof RULE_MATCH_KINDS)[number];

/** The longest pattern a rule may hold. */
export const RULE_PATTERN_MAX = 300;
/** How many days of stored articles a dry run reads. */
export const DRY_RUN_DAYS = 30;

/** A regular expression the browser and the server both compile alike: case ignored, Unicode-aware. */
export const RULE_REGEX_FLAGS = "iu";

/** Why a pattern cannot be compiled, or null. */
export function regexSyntaxError(pattern: string): string | null {
  try {
    new RegExp(pattern, RULE_REGEX_FLAGS);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A rule as the admin writes it (the add form, an unsaved dry run). */
export const feedRuleInputSchema = z
  .object({
    /** The feed it applies to, or null for every feed. */
    feed_id: z.uuid({ error: "feed_id must be a UUID" }).nullable().default(null),
    action: z.enum(RULE_ACTIONS),
    field: z.enum(RULE_FIELDS),
    match_kind: z.enum(RULE_MATCH_KINDS),
    pattern: z.string().trim().min(1, "pattern is required").max(RULE_PATTERN_MAX, `pattern must be at most ${RULE_PATTERN_MAX} characters`),
    /** The category a set_category rule gives; null for the others. */
    category: z.enum(EDITABLE_CATEGORIES).nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, context) => {
    if (rule.action === "set_category" && !rule.category) {
      context.addIssue({ code: "custom", path: ["category"], message: "category is required for a set_category rule" });
    }
    if (rule.match_kind === "regex") {
      const error = regexSyntaxError(rule.pattern);
      if (error) context.addIssue({ code: "custom", path: ["pattern"], message: `invalid regular expression: ${error}` });
    } else if (!/[\p{L}\p{N}]/u.test(rule.pattern)) {
      context.addIssue({ code: "custom", path: ["pattern"], message: "pattern must contain at least one word" });
    }
  });
export type FeedRuleInput = z.output<typeof feedRuleInputSchema>;

/** PATCH: switch a rule on or off, or move it one place up or down. A full change is a PUT of the whole rule. */
export const feedRulePatchSchema = z
  .object({ enabled: z.boolean().optional(), move: z.enum(["up", "down"]).optional() })
  .refine((value) => value.enabled !== undefined || value.move !== undefined, "nothing to update: send enabled or move");

/** A rule as the API returns it; position orders the rules (the first applies first). */
export const feedRuleViewSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  feed_id: z.string().nullable(),
  /** The feed's name, null for a rule on every feed. */
  feed_name: z.string().nullable(),
  action: z.enum(RULE_ACTIONS),
  field: z.enum(RULE_FIELDS),
  match_kind: z.enum(RULE_MATCH_KINDS),
  pattern: z.string(),
  category: z.enum(EDITABLE_CATEGORIES).nullable(),
  enabled: z.boolean(),
  /** Why the rule was skipped at the last sync that could not run it (a regular expression over its time limit), or null. */
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type FeedRuleView = z.infer<typeof feedRuleViewSchema>;
export const feedRuleListSchema = z.array(feedRuleViewSchema);

/** A dry run: of the stored articles of the last DRY_RUN_DAYS days in the rule's reach, how many it would touch. */
export const feedRuleDryRunSchema = z.object({
  examined: z.number().int(),
  /** Articles the rule matches. */
  matched: z.number().int(),
  /** Articles it would act on: dropped (drop), not kept (keep), given its category (set_category). */
  touched: z.number().int(),
  /** A few of the touched articles' titles, newest first. */
  examples: z.array(z.string()),
});
export type FeedRuleDryRun = z.infer<typeof feedRuleDryRunSchema>;
