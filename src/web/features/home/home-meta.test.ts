import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { homeMeta } from "./home-meta";

const PUBLIC_URL = "https://rassegna.example.it/";

function pick(tags: MetaDescriptor[]) {
  const find = (key: string, value: string) => tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
  return {
    title: (tags.find((tag) => "title" in tag) as { title: string } | undefined)?.title,
    description: find("name", "description")?.content,
    canonical: find("rel", "canonical")?.href,
    robots: find("name", "robots")?.content,
    ogUrl: find("property", "og:url")?.content,
    feed: find("rel", "alternate"),
    jsonFeed: find("type", "application/feed+json"),
    jsonLd: tags.filter((tag) => "script:ld+json" in tag).map((tag) => (tag as { "script:ld+json": Record<string, unknown> })["script:ld+json"]),
  };
}

describe("homeMeta", () => {
  it("the plain home is canonical at PUBLIC_URL and indexable, its pictures shown large", () => {
    const meta = pick(homeMeta({ search: null, category: null }, PUBLIC_URL));
    expect(meta.title).toBe("Rassegna: le notizie italiane in breve");
    expect(meta.description).toMatch(/testate italiane/);
    expect(meta.canonical).toBe("https://rassegna.example.it/");
    expect(meta.ogUrl).toBe("https://rassegna.example.it/");
    expect(meta.robots).toBe("max-image-preview:large");
    expect(meta.feed).toMatchObject({ type: "application/rss+xml", title: "Rassegna", href: "https://rassegna.example.it/rss.xml" });
    expect(meta.jsonFeed).toMatchObject({ rel: "alternate", title: "Rassegna", href: "https://rassegna.example.it/feed.json" });
  });

  it("the plain home names the site and its search (?search=) for search engines", () => {
    expect(pick(homeMeta({ search: null, category: null }, PUBLIC_URL)).jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "Rassegna",
        url: "https://rassegna.example.it/",
        inLanguage: "it-IT",
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: "https://rassegna.example.it/?search={search_term_string}" },
          "query-input": "required name=search_term_string",
        },
      },
    ]);
  });

  it("a category is a step below the home in its breadcrumb, and has no JSON Feed of its own", () => {
    const meta = pick(homeMeta({ search: null, category: "sport" }, PUBLIC_URL));
    expect(meta.jsonFeed).toBeUndefined();
    expect(meta.jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Rassegna", item: "https://rassegna.example.it/" },
          { "@type": "ListItem", position: 2, name: "Sport", item: "https://rassegna.example.it/?category=sport" },
        ],
      },
    ]);
  });

  it("a category names itself and is its own canonical page", () => {
    const meta = pick(homeMeta({ search: null, category: "tecnologia" }, "http://localhost:3000"));
    expect(meta.title).toBe("Notizie di Tecnologia | Rassegna");
    expect(meta.description).toMatch(/notizie di tecnologia/);
    expect(meta.canonical).toBe("http://localhost:3000/?category=tecnologia");
    expect(meta.robots).toBe("max-image-preview:large");
    // A feed reader pointed at the page finds the category's own feed.
    expect(meta.feed).toMatchObject({ type: "application/rss+xml", title: "Rassegna — Tecnologia", href: "http://localhost:3000/rss/tecnologia.xml" });
  });

  it.each([
    [{ search: "elezioni", category: null }],
    [{ search: "elezioni", category: "politica" as const }],
  ])("search results are not indexed and carry no canonical link (%o)", (filters) => {
    const meta = pick(homeMeta(filters, PUBLIC_URL));
    expect(meta.title).toBe("Risultati per «elezioni» | Rassegna");
    expect(meta.description).toContain("«elezioni»");
    expect(meta.robots).toBe("noindex, follow");
    expect(meta.canonical).toBeUndefined();
    expect(meta.jsonLd).toEqual([]);
  });

  it("leaves the canonical link out without PUBLIC_URL, rather than guess a relative one", () => {
    const meta = pick(homeMeta({ search: null, category: null }, null));
    expect(meta.title).toBe("Rassegna: le notizie italiane in breve");
    expect(meta.canonical).toBeUndefined();
    expect(meta.robots).toBe("max-image-preview:large");
    // Structured data needs absolute addresses.
    expect(meta.jsonLd).toEqual([]);
  });

  it("cuts a long search in the title", () => {
    const meta = pick(homeMeta({ search: "x".repeat(150), category: null }, PUBLIC_URL));
    expect(meta.title!.length).toBeLessThan(90);
    expect(meta.title).toContain("…");
  });
});
