import { DASHBOARD_SECTIONS, SITE_NAME, type DashboardSectionPath } from "../../../shared/labels";

/** A dashboard section's meta tags: its title ("Feed RSS | Dashboard | Rassegna"), and never indexed. */
export function dashboardSectionMeta(path: DashboardSectionPath) {
  const section = DASHBOARD_SECTIONS.find((candidate) => candidate.path === path)!;
  const title = "title" in section ? section.title : section.label;
  return [{ title: `${title} | Dashboard | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}
