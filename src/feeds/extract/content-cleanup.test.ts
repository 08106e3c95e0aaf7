import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { removeLinkBlocks, trimMetaLines } from "./content-cleanup.js";

describe("trimMetaLines", () => {
  it("drops byline, credit and date lines at the start and the end only", () => {
    const text = ["By Jane Doe and John Roe", "Updated 10:32 a.m. ET, Nov. 19, 2019", "di Mario Rossi", "Di fronte al municipio.", "The meeting is on May 5.", "21 novembre 2026", "Foto: Marco Sala"];
    expect(trimMetaLines(text)).toEqual(["Di fronte al municipio.", "The meeting is on May 5."]);
  });

  it("keeps sentences that only start like a byline", () => {
    expect(trimMetaLines(["by the river we sat and talked", "Il sindaco ha parlato alle 10:30 in piazza."])).toEqual([
      "by the river we sat and talked",
      "Il sindaco ha parlato alle 10:30 in piazza.",
    ]);
  });
});

describe("removeLinkBlocks", () => {
  it("removes short blocks made of links and keeps paragraphs with a link in them", () => {
    const { document } = parseHTML(
      `<div><p>Il testo con <a href="/x">un link</a> dentro una frase lunga abbastanza.</p><ul><li><a href="/a">Altro articolo</a></li><li><a href="/b">Un altro</a></li></ul><p><a href="/c">Leggi anche: la frana</a></p></div>`,
    );
    const content = document.querySelector("div")!;
    removeLinkBlocks(content as unknown as Element);
    expect(content.textContent).toBe("Il testo con un link dentro una frase lunga abbastanza.");
  });
});
