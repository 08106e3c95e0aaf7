import type { MetaDescriptor } from "react-router";
import { websiteMeta } from "../../lib/website-meta";
import { cutAtWord } from "../../../shared/cut-at-word";
import { CATEGORY_LABELS, SITE_NAME } from "../../../shared/labels";
import { breadcrumbJsonLd, homeCrumb, INDEXABLE_ROBOTS, webSiteJsonLd } from "../../lib/search-engines";
import type { HomeFilters } from "./home-filters";
import { quoted } from "./labels";

const HOME_TITLE = `${SITE_NAME}: le notizie italiane in breve`;
const HOME_DESCRIPTION =
  "Le notizie delle testate italiane raccolte, riassunte e classificate per categoria, con il link alla fonte originale.";

/** A search term as a title shows it: long terms are cut so the tab stays readable. */
function shortTerm(search: string): string {
  return cutAtWord(search, 60);
}

/**
 * Title, description, canonical link and social tags of the home, a category
 * or a search. Categories are their own canonical page (the sitemap lists
 * them); search results are endless and thin, so crawlers are told not to
 * index them (but to follow their links).
 */
export function homeMeta(filters: HomeFilters, publicUrl: string | null): MetaDescriptor[] {
  // Without PUBLIC_URL (no loader data: the page failed) a relative canonical would be wrong: leave it out.
  const base = publicUrl?.replace(/\/+$/, "") ?? null;
  let title = HOME_TITLE;
  let description = HOME_DESCRIPTION;
  let canonical: string | null = base === null ? null : `${base}/`;
  if (filters.search) {
    title = `Risultati per ${quoted(shortTerm(filters.search))} | ${SITE_NAME}`;
    description = `Gli articoli delle testate italiane che parlano di ${quoted(shortTerm(filters.search))}, riassunti da ${SITE_NAME} con il link alla fonte originale.`;
    canonical = null;
  } else if (filters.category) {
    const label = CATEGORY_LABELS[filters.category];
    title = `Notizie di ${label} | ${SITE_NAME}`;
    description = `Le ultime notizie di ${label.toLowerCase()} dalle testate italiane, riassunte e classificate da ${SITE_NAME}, con il link alla fonte originale.`;
    canonical = base === null ? null : `${base}/?category=${encodeURIComponent(filters.category)}`;
  }
  const tags: MetaDescriptor[] = [
    ...websiteMeta(title, description),
  ];
  if (canonical) tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  // Feed readers find the listing's own feed from the page (docs/product.md#crawler-files).
  const feed = filters.category
    ? { title: `${SITE_NAME} — ${CATEGORY_LABELS[filters.category]}`, href: `/rss/${filters.category}.xml` }
    : { title: SITE_NAME, href: "/rss.xml" };
  tags.push({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: base === null ? feed.href : `${base}${feed.href}` });
  if (!filters.search && !filters.category) {
    // The same items as JSON Feed (docs/decisions.md#json-feed).
    tags.push({ tagName: "link", rel: "alternate", type: "application/feed+json", title: SITE_NAME, href: base === null ? "/feed.json" : `${base}/feed.json` });
  }
  if (filters.search) {
    tags.push({ name: "robots", content: "noindex, follow" });
    return tags;
  }
  tags.push(INDEXABLE_ROBOTS);
  // Structured data needs absolute addresses: without PUBLIC_URL (an error page) it is left out.
  if (base !== null && filters.category) {
    tags.push(breadcrumbJsonLd([homeCrumb(base), { name: CATEGORY_LABELS[filters.category], url: `${base}/?category=${encodeURIComponent(filters.category)}` }]));
  } else if (base !== null) {
    tags.push(webSiteJsonLd(base));
  }
  return tags;
}
