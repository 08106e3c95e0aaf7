import { parseHTML } from "linkedom";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { Input } from "./input";

/** The field rendered to HTML and parsed back, to read the control's attributes. */
function render(props: Parameters<typeof Field>[0]) {
  const { document: doc } = parseHTML(`<!doctype html><html><body>${renderToStaticMarkup(h(Field, props))}</body></html>`);
  return { label: doc.querySelector("label")!, input: doc.querySelector("input")!, doc };
}

describe("Field", () => {
  it("labels its control and points it at the hint", () => {
    const { label, input, doc } = render({ id: "feed-url", label: "URL del feed", hint: "https://...", children: h(Input, { name: "url" }) });
    expect(label.getAttribute("for")).toBe("feed-url");
    expect(input.id).toBe("feed-url");
    expect(input.getAttribute("aria-describedby")).toBe("feed-url-hint");
    expect(doc.getElementById("feed-url-hint")?.textContent).toBe("https://...");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("marks an error and reads it before the hint", () => {
    const { input, doc } = render({ id: "p", label: "ID editore", hint: "ca-pub-…", error: "Non valido", children: h(Input) });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("p-error p-hint");
    expect(doc.getElementById("p-error")?.textContent).toBe("Non valido");
  });

  it("can be invalid with its message elsewhere, and keeps the control's own description", () => {
    const { input } = render({ id: "s", label: "ID slot", invalid: true, describedBy: "save-message", children: h(Input, { "aria-describedby": "extra" }) });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("save-message extra");
  });

  it("marks a required field without reading the asterisk", () => {
    const { label, input } = render({ id: "k", label: "Chiave API", markRequired: true, children: h(Input) });
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(label.querySelector("[aria-hidden]")?.textContent).toBe("*");
  });

  it("gives a control an id of its own when none is asked for", () => {
    const { label, input } = render({ label: "Nome", children: h(Input) });
    expect(input.id).not.toBe("");
    expect(label.getAttribute("for")).toBe(input.id);
  });
});
