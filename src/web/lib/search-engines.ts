import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "../../shared/labels";

/**
 * The robots meta of an indexable public page (home, category, article,
 * topic, publisher): search engines may show its pictures large in results
 * and Discover (docs/decisions.md#structured-data). Pages kept out of indexes
 * say "noindex" instead.
 */
export const INDEXABLE_ROBOTS: MetaDescriptor = { name: "robots", content: "max-image-preview:large" };

/** One step of a breadcrumb trail: its name and, but for the page itself, its address. */
export interface Crumb {
  name: string;
  url?: string;
}

/**
 * schema.org BreadcrumbList of a page's place in the site ("Rassegna › Sport
 * › the article"), as a meta descriptor: React Router writes it as a
 * script of type application/ld+json, its <, > and & escaped.
 */
export function breadcrumbJsonLd(trail: Crumb[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        ...(crumb.url ? { item: crumb.url } : {}),
      })),
    },
  };
}

/** The first step of every trail: the home. */
export function homeCrumb(origin: string): Crumb {
  return { name: SITE_NAME, url: `${origin}/` };
}

/**
 * schema.org WebSite with a SearchAction for the home: the site's search is
 * the home's ?search= (docs/product.md#search), which search engines may
 * offer as a search box under the site's result.
 */
export function webSiteJsonLd(origin: string): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: `${origin}/`,
      inLanguage: "it-IT",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}/?search={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  };
}
