import { parseHTML } from "linkedom";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Tab, TabList, TabPanel, Tabs } from "./tabs";

describe("Tabs", () => {
  it("renders a tablist whose selected tab names the one panel shown", () => {
    const html = renderToStaticMarkup(
      h(
        Tabs,
        { defaultValue: "health" },
        h(TabList, { "aria-label": "Diagnostica" }, h(Tab, { value: "health" }, "Stato Sistema"), h(Tab, { value: "logs" }, "Log di Sistema")),
        h(TabPanel, { value: "health" }, "CPU"),
        h(TabPanel, { value: "logs" }, "Log"),
      ),
    );
    const doc = parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
    expect(doc.querySelector('[role="tablist"]')?.getAttribute("aria-label")).toBe("Diagnostica");
    const tabs = [...doc.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Stato Sistema", "true"],
      ["Log di Sistema", "false"],
    ]);
    const panel = doc.getElementById(tabs[0]!.getAttribute("aria-controls")!);
    expect(panel?.getAttribute("role")).toBe("tabpanel");
    expect(panel?.textContent).toBe("CPU");
    expect(panel?.getAttribute("aria-labelledby")).toBe(tabs[0]!.id);
  });
});
