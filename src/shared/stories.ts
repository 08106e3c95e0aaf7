import type { PublicArticleCard } from "./articles.js";

/** A source a sentence of "Il punto" is credited to: its report on this site. */
export interface SentenceCredit {
  id: string;
  source_name: string;
}

/** A sentence of "Il punto": the words of its first credit's report, agreed by the others (docs/product.md#story-page). */
export interface CreditedSentence {
  text: string;
  credits: SentenceCredit[];
}

/** A report as the story page lists it: its card and keywords (for the stories to read next). */
export type StoryMember = Omit<PublicArticleCard, "story_sources"> & { keywords: string[] };

/** A report after the story's first one, with the first sentence it added (null when it added none). */
export interface LaterAddition {
  id: string;
  added: string | null;
}

/** A provider's summary of the story, only its sentences the reports support, each credited (docs/product.md#story-page). */
export interface WrittenStorySummary {
  /** The provider's key (openai, anthropic, …): the page names it. */
  provider: string;
  sentences: CreditedSentence[];
}

/** Everything the story page shows (docs/product.md#story-page). */
export interface StoryPage {
  /** The story id: its first report's id. */
  id: string;
  /** The report whose title heads the page. */
  headline: StoryMember;
  /** Every report, earliest first. */
  reports: StoryMember[];
  /** How many publishers tell it. */
  sourceCount: number;
  agreed: CreditedSentence[];
  /** With a provider configured, its checked summary once written (null until then, and without one). */
  written: WrittenStorySummary | null;
  later: LaterAddition[];
  related: PublicArticleCard[];
}
