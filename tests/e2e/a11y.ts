import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";
import { expect } from "./fixtures";

/** The WCAG levels the site promises (its accessibility statement, /accessibilita): A and AA of 2.0, 2.1 and 2.2. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One line per failing element: "[impact] rule-id: help (target)", so a failure reads without opening the trace. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = node.target.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" > ");
      const summary = node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, " ").trim()}` : "";
      return `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help} (${target})${summary}`;
    }),
  );
}

/** Runs axe-core on the page as it stands and fails on any WCAG 2.2 AA violation, whatever its impact, listed one per element. */
export async function expectNoViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(describeViolations(results.violations), `axe-core on ${context} (${page.url()})`).toEqual([]);
}
