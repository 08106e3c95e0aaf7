import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";
import { expect } from "./fixtures";

/** The WCAG levels the site promises: A and AA of 2.0, and the AA additions of 2.1. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa"];

const BLOCKING = new Set(["serious", "critical"]);

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

/** Runs axe-core on the page as it stands and fails on any serious or critical WCAG 2.1 AA violation, listed one per element. */
export async function expectNoSeriousViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
  expect(describeViolations(blocking), `axe-core on ${context} (${page.url()})`).toEqual([]);
}
