import type { Page } from "@playwright/test";
import { DASHBOARD_SECTIONS, type DashboardSectionPath } from "../../src/shared/labels";
import { dashboardSectionTitle } from "../../src/web/components/dashboard/section-meta";
import { expect } from "./fixtures";

/**
 * What a spec does on one dashboard screen beyond opening it and looking at
 * it: data staged before it opens, a query on its address, content waited
 * for (and a dialog or a tab opened) before the first look, and what follows. Only screens that need
 * it have one (docs/architecture.md, "Adding a dashboard screen").
 */
export interface ScreenSteps {
  /** Before the screen opens: data staged through the API. */
  stage?: () => Promise<void>;
  /** Appended to the section's address, a query such as `?search=…` narrowing it to the spec's data. */
  query?: string;
  /** Before the first look: the staged content shown, or the state the spec looks at first. */
  ready?: (page: Page) => Promise<void>;
  /** After the first look: dialogs, tabs, messages, each looked at on its own. */
  more?: (page: Page) => Promise<void>;
}

/** A spec's steps by section: a typo or a section that is gone is a type error. */
export type StepsBySection = Partial<Record<DashboardSectionPath, ScreenSteps>>;

/** Every dashboard section, in the sidebar's order, with its heading and the spec's steps for it (if any). */
export function dashboardScreens(steps: StepsBySection) {
  return DASHBOARD_SECTIONS.map((section) => ({ path: section.path, title: dashboardSectionTitle(section.path), steps: steps[section.path] }));
}

/** Stages a section's data, opens it and waits until it has loaded: its heading in, no loading message left. */
export async function openSection(page: Page, screen: { path: DashboardSectionPath; title: string; steps?: ScreenSteps }): Promise<void> {
  await screen.steps?.stage?.();
  await page.goto(`/dashboard/${screen.path}${screen.steps?.query ?? ""}`);
  await expect(page.getByRole("heading", { level: 1, name: screen.title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Caricamento/ })).toHaveCount(0);
}

/**
 * A screen the spec has no steps for must show content as it opens: an empty
 * list says it needs data staged, so the loop fails and names the entry to add.
 */
export async function expectContent(page: Page, screen: { path: DashboardSectionPath; steps?: ScreenSteps }, spec: string): Promise<void> {
  if (screen.steps) return;
  await expect(
    page.locator("[data-empty-state]"),
    `${spec}: the "${screen.path}" screen shows an empty list; stage its content in an entry keyed "${screen.path}"`,
  ).toHaveCount(0);
}
