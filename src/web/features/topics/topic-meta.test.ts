import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { perDay, share } from "./labels";
import { scopeMeta, scopeNotFoundMeta } from "./topic-meta";

const PUBLIC_URL = "https://rassegna.example.it/";

function pick(tags: MetaDescriptor[]) {
  const find = (key: string, value: string) => tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
  return {
    title: (tags.find((tag) => "title" in tag) as { title: string } | undefined)?.title,
    description: find("name", "description")?.content,
    canonical: find("rel", "canonical")?.href,
    robots: find("name", "robots")?.content,
    feed: find("rel", "alternate"),
    jsonLd: tags.filter((tag) => "script:ld+json" in tag).map((tag) => (tag as { "script:ld+json": Record<string, unknown> })["script:ld+json"]),
  };
}

describe("scopeMeta", () => {
  it("a topic is canonical at /tag/{slug}, links its feed, and sits under the home in its breadcrumb", () => {
    const meta = pick(scopeMeta({ kind: "tag", slug: "campi-flegrei", name: "Campi Flegrei", publicUrl: PUBLIC_URL, later: false }));
    expect(meta).toMatchObject({
      title: "Campi Flegrei: le ultime notizie | Rassegna",
      canonical: "https://rassegna.example.it/tag/campi-flegrei",
      robots: "max-image-preview:large",
      feed: { type: "application/rss+xml", title: "Rassegna — Campi Flegrei", href: "https://rassegna.example.it/rss/tag/campi-flegrei.xml" },
    });
    expect(meta.description).toContain("Campi Flegrei");
    expect(meta.jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Rassegna", item: "https://rassegna.example.it/" },
          { "@type": "ListItem", position: 2, name: "Campi Flegrei", item: "https://rassegna.example.it/tag/campi-flegrei" },
        ],
      },
    ]);
  });

  it("a publisher is canonical at /fonte/{slug} and links its feed", () => {
    const meta = pick(scopeMeta({ kind: "fonte", slug: "il-sole-24-ore", name: "Il Sole 24 Ore", publicUrl: PUBLIC_URL, later: false }));
    expect(meta).toMatchObject({
      title: "Il Sole 24 Ore: le notizie della fonte | Rassegna",
      canonical: "https://rassegna.example.it/fonte/il-sole-24-ore",
      feed: { href: "https://rassegna.example.it/rss/fonte/il-sole-24-ore.xml" },
    });
    expect(meta.jsonLd[0]).toMatchObject({ itemListElement: [{ name: "Rassegna" }, { name: "Il Sole 24 Ore", item: "https://rassegna.example.it/fonte/il-sole-24-ore" }] });
  });

  it("a later page is followed but not indexed, its canonical the first page", () => {
    const meta = pick(scopeMeta({ kind: "tag", slug: "etna", name: "Etna", publicUrl: PUBLIC_URL, later: true }));
    expect(meta).toMatchObject({ robots: "noindex, follow", canonical: "https://rassegna.example.it/tag/etna" });
  });

  it("leaves absolute addresses out without PUBLIC_URL", () => {
    const meta = pick(scopeMeta({ kind: "tag", slug: "etna", name: "Etna", publicUrl: null, later: false }));
    expect(meta.canonical).toBeUndefined();
    expect(meta.jsonLd).toEqual([]);
    expect(meta.feed?.href).toBe("/rss/tag/etna.xml");
  });

  it.each([
    ["tag", "Argomento non trovato | Rassegna"],
    ["fonte", "Fonte non trovata | Rassegna"],
  ] as const)("a missing %s is titled and kept out of indexes", (kind, title) => {
    expect(scopeNotFoundMeta(kind)).toEqual([{ title }, { name: "robots", content: "noindex" }]);
  });
});

describe("figures", () => {
  it.each([
    [0, "0"],
    [1 / 3, "0,3"],
    [2.25, "2,3"],
    [12.4, "12"],
    [12345.5, "12.346"],
  ])("perDay(%d) → %s", (value, text) => {
    expect(perDay(value)).toBe(text);
  });

  it.each([
    [0.4, "40%"],
    [1 / 3, "33%"],
    [1, "100%"],
  ])("share(%d) → %s", (value, text) => {
    expect(share(value)).toBe(text);
  });
});
