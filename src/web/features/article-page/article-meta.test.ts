import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { ArticleMetaSource } from "./article-json-ld";
import { articleMeta, articleNotFoundMeta, articleUrl } from "./article-meta";

const ID = "0b6f3c1e-8d3a-4a57-9c1e-2f4b5a6c7d8e";

function article(overrides: Partial<ArticleMetaSource> = {}): ArticleMetaSource {
  return {
    id: ID,
    title: "Roma, approvato il piano per la mobilità sostenibile",
    content_summary: "Il consiglio comunale ha approvato il nuovo piano: più autobus elettrici e piste ciclabili nei quartieri periferici entro il 2027.",
    image_url: "https://img.example.it/roma.jpg",
    category: "ambiente",
    source_name: "Cronache di Roma",
    source_url: "https://cronache.example.it/roma/piano-mobilita",
    published_at: new Date("2026-03-10T08:30:00Z"),
    ai_processed_at: new Date("2026-03-10T09:00:00Z"),
    processed_by_ai_provider: "openai",
    summary_reviewed_at: null,
    ...overrides,
  };
}

/** The content of the first descriptor with this name or property. */
function content(meta: MetaDescriptor[], key: string): string | undefined {
  const found = meta.find((d) => (d as { name?: string }).name === key || (d as { property?: string }).property === key);
  return (found as { content?: string } | undefined)?.content;
}

function jsonLd(meta: MetaDescriptor[]): Record<string, unknown> {
  const found = meta.find((d) => "script:ld+json" in d) as { "script:ld+json": Record<string, unknown> };
  return found["script:ld+json"];
}

const build = (overrides: Partial<ArticleMetaSource> = {}, keywords = ["mobilità", "Roma"], publicUrl = "https://rassegna.example.it") =>
  articleMeta({ article: article(overrides), keywords, publicUrl });

describe("articleUrl", () => {
  it.each([
    { publicUrl: "https://rassegna.example.it", expected: `https://rassegna.example.it/articolo/${ID}` },
    { publicUrl: "https://rassegna.example.it/", expected: `https://rassegna.example.it/articolo/${ID}` },
    { publicUrl: "http://localhost:3000//", expected: `http://localhost:3000/articolo/${ID}` },
  ])("$publicUrl", ({ publicUrl, expected }) => {
    expect(articleUrl(publicUrl, ID)).toBe(expected);
  });
});

describe("articleMeta", () => {
  it("lets search engines show its picture large, and places it under its category in a BreadcrumbList", () => {
    const meta = build({ category: "ambiente" });
    expect(content(meta, "robots")).toBe("max-image-preview:large");
    const trail = meta.map((d) => (d as { "script:ld+json"?: Record<string, unknown> })["script:ld+json"]).find((data) => data?.["@type"] === "BreadcrumbList");
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Rassegna", item: "https://rassegna.example.it/" },
        { "@type": "ListItem", position: 2, name: "Ambiente", item: "https://rassegna.example.it/?category=ambiente" },
        { "@type": "ListItem", position: 3, name: "Roma, approvato il piano per la mobilità sostenibile" },
      ],
    });
  });

  it("titles the page and describes it with the summary", () => {
    const meta = build();
    expect(meta).toContainEqual({ title: "Roma, approvato il piano per la mobilità sostenibile | Rassegna" });
    expect(content(meta, "description")).toBe(article().content_summary);
    expect(content(meta, "keywords")).toBe("mobilità, Roma");
  });

  it("cuts a long summary to 160 characters for every description", () => {
    const meta = build({ content_summary: "Una frase lunga che continua. ".repeat(20) });
    for (const key of ["description", "og:description", "twitter:description"]) {
      expect(content(meta, key)!.length, key).toBeLessThanOrEqual(160);
      expect(content(meta, key)!.endsWith("…"), key).toBe(true);
    }
    expect(jsonLd(meta).description).toBe(content(meta, "description"));
  });

  it("starts a link preview's description with the machine label until the newsroom reviews the summary", () => {
    const summary = article().content_summary!;
    const machine = build();
    expect(content(machine, "og:description")).toBe(`Riassunto automatico: ${summary}`);
    expect(content(machine, "twitter:description")).toBe(`Riassunto automatico: ${summary}`);
    expect(content(machine, "description")).toBe(summary);
    expect(jsonLd(machine).creditText).toBe("Riassunto generato automaticamente con OpenAI");

    const reviewed = build({ summary_reviewed_at: "2026-03-11T10:00:00.000Z" });
    expect(content(reviewed, "og:description")).toBe(summary);
    expect(jsonLd(reviewed).creditText).toBe("Riassunto rivisto dalla redazione");
  });

  it("falls back to the title when there is no summary", () => {
    expect(content(build({ content_summary: null }), "description")).toBe(article().title);
  });

  it("links the canonical address built from PUBLIC_URL, trailing slash or not", () => {
    const meta = build({}, [], "https://rassegna.example.it/");
    const canonical = `https://rassegna.example.it/articolo/${ID}`;
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
    expect(content(meta, "og:url")).toBe(canonical);
    expect(jsonLd(meta).mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": canonical });
  });

  it("gives the Open Graph article tags", () => {
    const meta = build();
    expect(content(meta, "og:type")).toBe("article");
    expect(content(meta, "og:site_name")).toBe("Rassegna");
    expect(content(meta, "og:locale")).toBe("it_IT");
    expect(content(meta, "og:title")).toBe(article().title);
    expect(content(meta, "og:image")).toBe("https://img.example.it/roma.jpg");
    expect(content(meta, "article:published_time")).toBe("2026-03-10T08:30:00.000Z");
    expect(content(meta, "article:section")).toBe("Ambiente");
    const tags = meta.filter((d) => (d as { property?: string }).property === "article:tag").map((d) => (d as { content: string }).content);
    expect(tags).toEqual(["mobilità", "Roma"]);
  });

  it.each([
    { name: "with an image, a large Twitter card", image_url: "https://img.example.it/roma.jpg", card: "summary_large_image", image: "https://img.example.it/roma.jpg" },
    { name: "without an image, the plain card", image_url: null, card: "summary", image: undefined },
    { name: "a javascript: image is no image", image_url: "javascript:alert(1)", card: "summary", image: undefined },
  ])("$name", ({ image_url, card, image }) => {
    const meta = build({ image_url });
    expect(content(meta, "twitter:card")).toBe(card);
    expect(content(meta, "twitter:image")).toBe(image);
    expect(content(meta, "og:image")).toBe(image);
    expect(jsonLd(meta).image).toEqual(image ? [image] : undefined);
  });

  it("leaves out keywords and section it does not have", () => {
    const meta = build({ category: null }, []);
    expect(content(meta, "keywords")).toBeUndefined();
    expect(content(meta, "article:section")).toBeUndefined();
    expect(jsonLd(meta)).not.toHaveProperty("keywords");
    expect(jsonLd(meta)).not.toHaveProperty("articleSection");
  });
});

describe("NewsArticle JSON-LD", () => {
  it("names the article, its dates, Rassegna as publisher and the source it is based on", () => {
    expect(jsonLd(build())).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article().title,
      description: article().content_summary,
      url: `https://rassegna.example.it/articolo/${ID}`,
      mainEntityOfPage: { "@type": "WebPage", "@id": `https://rassegna.example.it/articolo/${ID}` },
      datePublished: "2026-03-10T08:30:00.000Z",
      dateModified: "2026-03-10T09:00:00.000Z",
      image: ["https://img.example.it/roma.jpg"],
      author: { "@type": "Organization", name: "Rassegna", url: "https://rassegna.example.it" },
      publisher: { "@type": "Organization", name: "Rassegna", url: "https://rassegna.example.it" },
      isBasedOn: {
        "@type": "NewsArticle",
        url: "https://cronache.example.it/roma/piano-mobilita",
        publisher: { "@type": "Organization", name: "Cronache di Roma" },
      },
      articleSection: "Ambiente",
      keywords: "mobilità, Roma",
      creditText: "Riassunto generato automaticamente con OpenAI",
      inLanguage: "it-IT",
      isAccessibleForFree: true,
    });
  });

  it.each([
    { name: "no AI date: modified when published", ai_processed_at: null, expected: "2026-03-10T08:30:00.000Z" },
    { name: "processed before the stated publication: never earlier than published", ai_processed_at: new Date("2026-03-09T00:00:00Z"), expected: "2026-03-10T08:30:00.000Z" },
    { name: "dates arriving as ISO strings", ai_processed_at: "2026-03-11T10:00:00.000Z", expected: "2026-03-11T10:00:00.000Z" },
  ])("dateModified, $name", ({ ai_processed_at, expected }) => {
    expect(jsonLd(build({ ai_processed_at })).dateModified).toBe(expected);
  });

  it("drops a source link that is not http(s)", () => {
    expect(jsonLd(build({ source_url: "javascript:alert(1)" }))).not.toHaveProperty("isBasedOn");
  });
});

describe("articleNotFoundMeta", () => {
  it("titles the page and keeps it out of indexes", () => {
    expect(articleNotFoundMeta()).toEqual([{ title: "Articolo non trovato | Rassegna" }, { name: "robots", content: "noindex" }]);
  });
});
