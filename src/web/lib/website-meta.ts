import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "../../shared/labels";

/**
 * The tags every public listing page shares (home, category, topic, publisher, story): title,
 * description, and their Open Graph and Twitter card forms for a page that is not one article.
 */
export function websiteMeta(title: string, description: string, ogTitle: string = title): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "it_IT" },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary" },
  ];
}
