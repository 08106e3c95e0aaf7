import { describe, expect, it } from "vitest";
import { DASHBOARD_SECTIONS } from "../../../shared/labels";
import { dashboardSectionMeta, dashboardSectionTitle } from "./section-meta";

describe("a dashboard section's meta tags", () => {
  it("title the page after its section, Articoli as Gestione Articoli, and keep it out of search engines", () => {
    expect(dashboardSectionMeta("feeds")).toEqual([{ title: "Feed RSS | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }]);
    expect(dashboardSectionMeta("articles")[0]).toEqual({ title: "Gestione Articoli | Dashboard | Rassegna" });
    for (const section of DASHBOARD_SECTIONS) expect(dashboardSectionMeta(section.path)[1]).toEqual({ name: "robots", content: "noindex" });
  });

  it("head the page with the same title the tab shows", () => {
    expect(dashboardSectionTitle("articles")).toBe("Gestione Articoli");
    for (const section of DASHBOARD_SECTIONS) expect(dashboardSectionMeta(section.path)[0]).toEqual({ title: `${dashboardSectionTitle(section.path)} | Dashboard | Rassegna` });
  });
});
