import safeRegex from "safe-regex2";
import { ValidationError } from "../../platform/errors.js";
import { regexSyntaxError, RULE_REGEX_FLAGS } from "../../shared/feed-rules.js";

/**
 * Refuses, when a rule is saved or tried, a regular expression that does not compile or that has the shape of
 * catastrophic backtracking (a repetition inside a repetition, safe-regex2's star height): the admin learns at
 * once, in words, rather than from a rule skipped at sync. The check is a heuristic; the time limit of
 * regex-time-limit.ts is what keeps a sync from hanging (docs/decisions.md "Rules").
 */
export function checkRulePattern(pattern: string): RegExp {
  const syntax = regexSyntaxError(pattern);
  if (syntax) throw new ValidationError(`pattern: invalid regular expression: ${syntax}`, "regex_invalid");
  if (!safeRegex(pattern)) {
    throw new ValidationError("pattern: this regular expression may take exponential time (a repetition inside a repetition, such as (a+)+); rewrite it without nesting", "regex_unsafe");
  }
  return new RegExp(pattern, RULE_REGEX_FLAGS);
}
