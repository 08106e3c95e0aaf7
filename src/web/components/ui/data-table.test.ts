import { parseHTML } from "linkedom";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "./data-table";

interface Feed {
  id: string;
  name: string;
  status: string;
}

const COLUMNS: Array<Column<Feed>> = [
  { key: "name", header: "Nome", kind: "title", cell: (feed) => feed.name },
  { key: "status", header: "Stato", cell: (feed) => feed.status },
  { key: "actions", header: "Azioni", kind: "actions", cell: (feed) => h("button", { type: "button" }, `Elimina ${feed.name}`) },
];

function render(dense = false) {
  const rows: Feed[] = [
    { id: "1", name: "ANSA", status: "Successo" },
    { id: "2", name: "Rai", status: "Fallito" },
  ];
  const html = renderToStaticMarkup(
    h(DataTable<Feed>, { label: "Feed configurati", columns: COLUMNS, rows, rowKey: (feed) => feed.id, rowLabel: (feed) => feed.name, dense }),
  );
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}

describe("DataTable", () => {
  it("keeps its table roles explicit, since a card layout would drop the implicit ones", () => {
    const doc = render();
    expect(doc.querySelector("table")?.getAttribute("role")).toBe("table");
    expect(doc.querySelector("table")?.getAttribute("aria-label")).toBe("Feed configurati");
    expect([...doc.querySelectorAll("thead th")].map((th) => th.getAttribute("role"))).toEqual(["columnheader", "columnheader", "columnheader"]);
    const rows = [...doc.querySelectorAll("tbody tr")];
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual(["ANSA", "Rai"]);
    expect(rows[0]!.querySelector("th")?.getAttribute("role")).toBe("rowheader");
    expect([...rows[0]!.querySelectorAll("td")].map((td) => td.getAttribute("role"))).toEqual(["cell", "cell"]);
  });

  it("labels each value for the card layout, hidden from screen readers, which have the header", () => {
    const doc = render();
    const status = doc.querySelectorAll("tbody tr")[1]!.querySelectorAll("td")[0]!;
    const label = status.querySelector("[aria-hidden]");
    expect(label?.textContent).toBe("Stato");
    expect(status.textContent).toBe("StatoFallito");
  });

  it("names the actions column for screen readers only, and gives its cells no label", () => {
    const doc = render();
    expect(doc.querySelectorAll("thead th")[2]!.querySelector(".sr-only")?.textContent).toBe("Azioni");
    const actions = doc.querySelector("tbody tr")!.querySelectorAll("td")[1]!;
    expect(actions.querySelector("[aria-hidden]")).toBeNull();
    expect(actions.textContent).toBe("Elimina ANSA");
  });

  it("gives a dense table's cards no column names: the values follow the title on one line", () => {
    const doc = render(true);
    const status = doc.querySelectorAll("tbody tr")[1]!.querySelectorAll("td")[0]!;
    expect(status.querySelector("[aria-hidden]")).toBeNull();
    expect(status.textContent).toBe("Fallito");
    expect(doc.querySelector("thead th")?.textContent).toBe("Nome");
  });
});
