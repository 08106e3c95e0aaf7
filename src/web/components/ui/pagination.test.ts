import { parseHTML } from "linkedom";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

function render(page: number, pageCount: number, more = false) {
  const html = renderToStaticMarkup(h(Pagination, { page, pageCount, more, onPageChange: () => {}, total: "95 articoli" }));
  return { html, doc: parseHTML(`<!doctype html><html><body>${html}</body></html>`).document };
}

describe("Pagination", () => {
  it("shows nothing when everything fits on one page", () => {
    expect(render(1, 1).html).toBe("");
    expect(render(1, 0).html).toBe("");
  });

  it("says where the admin is, marks the current page and disables the way out of the range", () => {
    const { doc } = render(1, 5);
    expect(doc.querySelector("nav")?.getAttribute("aria-label")).toBe("Paginazione");
    expect(doc.querySelector("p")?.textContent).toBe("Pagina 1 di 5 · 95 articoli");
    expect(doc.querySelector('[aria-current="page"]')?.getAttribute("aria-label")).toBe("Pagina 1");
    const buttons = [...doc.querySelectorAll("button")];
    expect(buttons[0]?.textContent).toBe("Precedente");
    expect(buttons[0]?.hasAttribute("disabled")).toBe(true);
    expect(buttons.at(-1)?.textContent).toBe("Successiva");
    expect(buttons.at(-1)?.hasAttribute("disabled")).toBe(false);
  });

  it("with a capped count says 'di oltre', offers no last page and always a next one", () => {
    const { doc } = render(500, 500, true);
    expect(doc.querySelector("p")?.textContent).toBe("Pagina 500 di oltre 500 · 95 articoli");
    const labels = [...doc.querySelectorAll("button")].map((button) => button.textContent);
    expect(labels).toEqual(["Precedente", "1", "498", "499", "500", "501", "Successiva"]);
    expect(doc.querySelector("button:last-of-type")?.hasAttribute("disabled")).toBe(false);
    expect([...doc.querySelectorAll("li")].at(-2)?.textContent).toBe("…");
    // Even one counted page pages on.
    expect(render(1, 1, true).html).toContain("Pagina 1 di oltre 1");
  });
});
