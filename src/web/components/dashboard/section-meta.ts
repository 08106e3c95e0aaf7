import { DASHBOARD_SECTIONS, SITE_NAME, type DashboardSectionPath } from "../../../shared/labels";

/** A dashboard section's page title, its heading too: the sidebar's label unless the section names another. */
export function dashboardSectionTitle(path: DashboardSectionPath): string {
  const section = DASHBOARD_SECTIONS.find((candidate) => candidate.path === path)!;
  return "title" in section ? section.title : section.label;
}

/** A dashboard section's meta tags: its title ("Feed RSS | Dashboard | Rassegna"), and never indexed. */
export function dashboardSectionMeta(path: DashboardSectionPath) {
  return [{ title: `${dashboardSectionTitle(path)} | Dashboard | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}
