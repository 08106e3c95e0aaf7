import type { MetaDescriptor } from "react-router";
import { websiteMeta } from "../../lib/website-meta";
import { SITE_NAME } from "../../../shared/labels";
import { breadcrumbJsonLd, homeCrumb, INDEXABLE_ROBOTS } from "../../lib/search-engines";
import { TOPIC_LABELS } from "./labels";

/** Which page: a topic (/tag/{slug}) or a publisher (/fonte/{slug}). */
export type ScopeKind = "tag" | "fonte";

/** What the head of a topic's or publisher's page is built from. */
export interface ScopeMetaInput {
  kind: ScopeKind;
  slug: string;
  /** The topic as written ("Campi Flegrei"), or the publisher's name. */
  name: string;
  /** PUBLIC_URL; null on an error page, where absolute addresses are left out. */
  publicUrl: string | null;
  /** A later page (?dopo=): followed by crawlers, not indexed, its canonical the first page. */
  later: boolean;
}

/**
 * Title, description, canonical, social tags, the page's own RSS feed,
 * robots and the BreadcrumbList of a topic's or publisher's page
 * (docs/decisions.md#topic-and-publisher-pages).
 */
export function scopeMeta({ kind, slug, name, publicUrl, later }: ScopeMetaInput): MetaDescriptor[] {
  const base = publicUrl?.replace(/\/+$/, "") ?? null;
  const path = `/${kind}/${slug}`;
  const title = kind === "tag" ? `${name}: le ultime notizie | ${SITE_NAME}` : `${name}: le notizie della fonte | ${SITE_NAME}`;
  const description =
    kind === "tag"
      ? `Le ultime notizie su ${name} dalle testate italiane, riassunte da ${SITE_NAME} con il link alla fonte originale.`
      : `Gli articoli di ${name} raccolti e riassunti da ${SITE_NAME}: quanti ne pubblica al giorno, di che cosa scrive, con il link a ogni originale.`;
  const feed = `/rss/${kind}/${slug}.xml`;
  const tags: MetaDescriptor[] = [
    ...websiteMeta(title, description),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${SITE_NAME} — ${name}`, href: base === null ? feed : `${base}${feed}` },
    later ? { name: "robots", content: "noindex, follow" } : INDEXABLE_ROBOTS,
  ];
  if (base !== null) {
    const canonical = `${base}${path}`;
    tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
    tags.push(breadcrumbJsonLd([homeCrumb(base), { name, url: canonical }]));
  }
  return tags;
}

/** A slug nothing carries: titled, and kept out of search indexes. */
export function scopeNotFoundMeta(kind: ScopeKind): MetaDescriptor[] {
  const title = kind === "tag" ? TOPIC_LABELS.topicNotFound : TOPIC_LABELS.publisherNotFound;
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}
