import type { ErrorAnalysis } from "../../db/schema/ops.js";
import type { ErrorRecord } from "../../ai/types.js";
import { AI_ANSWER_RULES, AI_CALL_RULES } from "./error-rules/ai.js";
import { clip, cluesFrom, type Rule } from "./error-rules/context.js";
import { FEED_HTTP_RULES } from "./error-rules/feed-http.js";
import { FEED_ADDRESS_RULES, FEED_CONTENT_RULES, FEED_DOWNLOAD_RULES } from "./error-rules/feed.js";
import { NETWORK_RULES } from "./error-rules/network.js";
import { FALLBACK_RULE, JOB_RULE, SITE_ERROR_RULE } from "./error-rules/other.js";
import { SYSTEM_RULES } from "./error-rules/system.js";

/**
 * The first rule that matches writes the analysis, so the order is the
 * judgement: causes before the symptoms they also show (a full disk before the
 * parse error it caused, an anti-bot page before its HTTP 403), then the specific before the generic.
 */
const RULES: readonly Rule[] = [
  ...AI_ANSWER_RULES,
  ...SYSTEM_RULES,
  ...AI_CALL_RULES,
  ...FEED_ADDRESS_RULES,
  ...NETWORK_RULES,
  ...FEED_DOWNLOAD_RULES,
  SITE_ERROR_RULE,
  ...FEED_HTTP_RULES,
  ...FEED_CONTENT_RULES,
  JOB_RULE,
];

/** Explains an error_logs row in Italian with fixed rules, for when no AI provider is available. */
export function analyzeErrorLocally(error: ErrorRecord): ErrorAnalysis {
  const clues = cluesFrom(error);
  const rule = RULES.find((candidate) => candidate.matches(clues)) ?? FALLBACK_RULE;
  const analysis = rule.analysis(clues);
  return { ...analysis, root_cause: clip(analysis.root_cause, 1000) };
}
