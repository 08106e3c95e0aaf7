import { describe, expect, it } from "vitest";
import { parseTdmRepRules, rulesReserve } from "./tdmrep-rules";

describe("a site's tdmrep.json", () => {
  const rules = parseTdmRepRules(
    JSON.stringify([
      { location: "/libero/*", "tdm-reservation": 0 },
      { location: "/*.pdf$", "tdm-reservation": 1 },
      { location: "/", "tdm-reservation": 1, "tdm-policy": "https://editore.example/policy.json" },
    ]),
  );

  it("lets the first matching location decide", () => {
    expect(rulesReserve(rules, "https://editore.example/libero/articolo")).toBe(false);
    expect(rulesReserve(rules, "https://editore.example/cronaca/articolo")).toBe(true);
    expect(rulesReserve(rules, "https://editore.example/libero/rapporto.pdf")).toBe(false);
  });

  it("anchors a location ending in $ and reads * as any run of characters", () => {
    const pdfOnly = parseTdmRepRules(JSON.stringify([{ location: "/*.pdf$", "tdm-reservation": 1 }]));
    expect(rulesReserve(pdfOnly, "https://editore.example/docs/rapporto.pdf")).toBe(true);
    expect(rulesReserve(pdfOnly, "https://editore.example/docs/rapporto.pdf.html")).toBe(false);
  });

  it("reserves nothing without a matching rule, and reads a file that is not TDMRep as no rules", () => {
    expect(rulesReserve(parseTdmRepRules(JSON.stringify([{ location: "/archivio/*", "tdm-reservation": 1 }])), "https://editore.example/oggi")).toBe(false);
    expect(parseTdmRepRules("<html>Pagina non trovata</html>")).toEqual([]);
    expect(parseTdmRepRules(JSON.stringify({ location: "/", "tdm-reservation": 1 }))).toEqual([]);
    expect(parseTdmRepRules(JSON.stringify([{ location: 3 }, null, "x"]))).toEqual([]);
  });

  it("takes a location written as a full address by its path", () => {
    const full = parseTdmRepRules(JSON.stringify([{ location: "https://editore.example/riservato/", "tdm-reservation": "1" }]));
    expect(rulesReserve(full, "https://editore.example/riservato/pezzo")).toBe(true);
  });
});
