import type { ArticleListPage } from "./articles.js";

/** A topic's page, /tag/{slug} (docs/product.md#topic-pages): its name as readers see it and a page of its stories. */
export interface TopicListing {
  slug: string;
  /** The tag as the articles write it ("Campi Flegrei"). */
  label: string;
  page: ArticleListPage;
}

/** A category's part of what a publisher published in the last 30 days. */
export interface CategoryShare {
  category: string;
  /** 0..1; the shares of a publisher add up to 1. */
  share: number;
}

/** What a publisher's page tells of it (docs/product.md#publisher-pages). */
export interface PublisherProfile {
  /** Articles published a day, the average of the last 30 days. */
  perDay: number;
  /** Its categories over the same 30 days, largest first. */
  categories: CategoryShare[];
  /** Its site's home page (the origin of its newest article), or null without an http(s) address. */
  site: string | null;
}

/** A publisher's page, /fonte/{slug}: its name as it signs, what it publishes, a page of its articles. */
export interface PublisherListing {
  slug: string;
  name: string;
  profile: PublisherProfile;
  page: ArticleListPage;
}
