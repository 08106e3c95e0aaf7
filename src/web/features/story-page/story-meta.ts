import type { MetaDescriptor } from "react-router";
import type { StoryPage } from "../../../shared/stories";
import type { Category } from "../../../shared/constants";
import { CATEGORY_LABELS, SITE_NAME } from "../../../shared/labels";
import { websiteMeta } from "../../lib/website-meta";
import { storyLabels } from "./labels";

/** The canonical address of a story page. */
export function storyUrl(siteUrl: string, id: string): string {
  return `${siteUrl}/storia/${encodeURIComponent(id)}`;
}

/** The description search engines and link previews show: the agreed sentences, or the headline's sources. */
export function storyDescription(story: Pick<StoryPage, "agreed" | "written" | "sourceCount" | "headline">): string {
  const text = (story.written?.sentences ?? story.agreed).map((sentence) => sentence.text).join(" ");
  const description = text || `${storyLabels.sourcesCount(story.sourceCount)}: ${story.headline.title}`;
  return description.length <= 160 ? description : `${description.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/**
 * The story page's tags (docs/product.md#story-page): title, description,
 * canonical, Open Graph, and schema.org structured data, a CollectionPage
 * whose ItemList is every report's page on this site.
 */
export function storyMeta(story: StoryPage, siteUrl: string): MetaDescriptor[] {
  const url = storyUrl(siteUrl, story.id);
  const title = story.headline.title;
  const description = storyDescription(story);
  const section = story.headline.category ? (CATEGORY_LABELS[story.headline.category as Category] ?? null) : null;
  return [
    ...websiteMeta(`${title} | ${storyLabels.kicker} | ${SITE_NAME}`, description, title),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: title,
        description,
        url,
        inLanguage: "it-IT",
        ...(section ? { about: section } : {}),
        dateModified: new Date(story.reports.at(-1)!.published_at).toISOString(),
        isPartOf: { "@type": "WebSite", name: SITE_NAME, url: siteUrl },
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: story.reports.length,
          itemListElement: story.reports.map((report, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: `${siteUrl}/articolo/${encodeURIComponent(report.id)}`,
            name: `${report.source_name}: ${report.title}`,
          })),
        },
      },
    },
  ];
}

/** A story address that leads nowhere: titled, and kept out of search indexes. */
export function storyNotFoundMeta(): MetaDescriptor[] {
  return [{ title: `${storyLabels.notFound} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}
