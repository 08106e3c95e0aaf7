import { describe, expect, it } from "vitest";
import { SOCIAL_DEFAULT_TEMPLATE } from "../shared/constants.js";
import { POST_LIMITS } from "./platforms/post-limits.js";
import { graphemes } from "../shared/graphemes.js";
import { postLength } from "./post-length.js";
import { renderPost } from "./render-post.js";

const PUBLIC_URL = "https://rassegna.example.it/";
const LINK = "https://rassegna.example.it/articolo/3f2a9c1e-0000-4000-8000-000000000001";
const article = {
  id: "3f2a9c1e-0000-4000-8000-000000000001",
  title: "Perché l'università di Forlì è più città che ateneo: così cambierà",
  category: "cronaca",
  source_name: "Il Resto del Carlino",
};

describe("renderPost", () => {
  it("fills the four variables, the category with its Italian label, the url with our article page", () => {
    const { text, link } = renderPost("{{title}} | {{category}} | {{source}} | {{url}}", article, { publicUrl: PUBLIC_URL, maxLength: 4096 });
    expect(link).toBe(LINK);
    expect(text).toBe(`${article.title} | Cronaca | Il Resto del Carlino | ${LINK}`);
  });

  it("renders the default template", () => {
    expect(renderPost(SOCIAL_DEFAULT_TEMPLATE, article, { publicUrl: PUBLIC_URL, maxLength: 4096 }).text).toBe(`Nuova notizia: ${article.title} - ${LINK}`);
  });

  it("leaves unknown variables as typed, accepts spaces inside the braces, and shows no category when there is none", () => {
    const { text } = renderPost("{{ title }} {{autore}} [{{category}}] {{url", { ...article, category: null }, { publicUrl: PUBLIC_URL, maxLength: 4096 });
    expect(text).toBe(`${article.title} {{autore}} [] {{url`);
  });

  it("keeps Italian characters intact, composing accents written as combining marks", () => {
    const decomposed = "Citta\u0300 e universita\u0300: perche\u0301 no";
    const { text } = renderPost("{{title}}", { ...article, title: decomposed }, { publicUrl: PUBLIC_URL, maxLength: 100 });
    expect(text).toBe("Città e università: perché no");
  });

  it.each(Object.entries(POST_LIMITS))("cuts a long title to the %s limit, keeps the link whole and ends the title with …", (_platform, limits) => {
    const title = "Così l'Italia è cambiata: perché più città ".repeat(Math.ceil(limits.maxLength / 40) + 2);
    const { text, link } = renderPost(SOCIAL_DEFAULT_TEMPLATE, { ...article, title }, { publicUrl: PUBLIC_URL, ...limits });
    expect(postLength(text, limits.urlLength)).toBeLessThanOrEqual(limits.maxLength);
    expect(text.startsWith("Nuova notizia: Così l'Italia è cambiata")).toBe(true);
    expect(text.endsWith(`… - ${link}`)).toBe(true);
    // As long as possible: one more character would not fit.
    expect(postLength(text, limits.urlLength)).toBeGreaterThan(limits.maxLength - 8);
  });

  it("counts every URL as 23 characters for X, so a long link leaves room for the title", () => {
    const title = "A".repeat(250);
    const long = { publicUrl: `https://${"lungo".repeat(20)}.example.it`, maxLength: 280, urlLength: 23 };
    const { text, link } = renderPost("{{title}} {{url}}", { ...article, title }, long);
    expect(link.length).toBeGreaterThan(100);
    expect(text).toBe(`${title} ${link}`);
    expect(postLength(text, 23)).toBe(274);
    const cut = renderPost("{{title}} {{url}}", { ...article, title: "B".repeat(300) }, long);
    expect(postLength(cut.text, 23)).toBe(280);
    // X weighs "…" as two characters (it is outside the ranges that count one).
    expect(cut.text).toBe(`${"B".repeat(254)}… ${link}`);
  });

  it("never cuts inside an emoji or a combining sequence", () => {
    const title = "🇮🇹 Italia 👩‍👩‍👧 famiglie e\u0301 ".repeat(30);
    for (let maxLength = 60; maxLength < 120; maxLength++) {
      const { text } = renderPost("{{title}}", { ...article, title }, { publicUrl: PUBLIC_URL, maxLength });
      expect(text.length).toBeLessThanOrEqual(maxLength);
      expect(text.normalize("NFC")).toBe(text);
      const parts = graphemes(text.slice(0, -1));
      const full = graphemes(title.normalize("NFC"));
      expect(parts).toEqual(full.slice(0, parts.length));
    }
  });

  it("weighs emoji as two characters on X", () => {
    expect(postLength("🇮🇹 è", 23)).toBe(4);
    expect(postLength("👩‍👩‍👧", 23)).toBe(2);
    expect(postLength("日本", 23)).toBe(4);
    expect(postLength("Leggi su corriere.it", 23)).toBe(9 + 23);
  });

  it("when even an empty title is too long, cuts the rest of the template but never the link", () => {
    const template = `{{title}} ${"Leggi tutto sul nostro sito di notizie italiane. ".repeat(10)}{{url}} #notizie`;
    const { text, link } = renderPost(template, article, { publicUrl: PUBLIC_URL, maxLength: 280, urlLength: 23 });
    expect(postLength(text, 23)).toBeLessThanOrEqual(280);
    expect(text).toContain(link);
    expect(text).not.toContain("#notizie");
    expect(text).toMatch(/^Leggi tutto.*… https:/u);
  });

  it("returns the link alone when nothing else fits", () => {
    const { text, link } = renderPost("Notizia del giorno: {{title}} {{url}}", article, { publicUrl: PUBLIC_URL, maxLength: 23, urlLength: 23 });
    expect(text).toBe(link);
  });
});
