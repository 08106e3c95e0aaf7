import type { ArticleListPage, PublicArticleCard } from "../../shared/articles";

/** One of a story's other articles, as the API lists it (docs/product.md#home). */
export interface StorySource {
  id: string;
  source_name: string;
  title: string;
}

/**
 * A card with its story's other sources. The fields are optional until the
 * stories API (docs/product.md#home) is merged into this branch.
 */
export type StoryCard = PublicArticleCard & { story_id?: string | null; source_url?: string; story_sources?: StorySource[] };

/** The other publishers of a card's story, each named once, without the card's own source; newest first as the API sends them. */
export function otherSourceNames(ownSource: string, sources: readonly StorySource[] | undefined): string[] {
  const names: string[] = [];
  for (const source of sources ?? []) {
    if (source.source_name !== ownSource && !names.includes(source.source_name)) names.push(source.source_name);
  }
  return names;
}

/** "Un'altra fonte" or "Altre 4 fonti": the lead-in of a card's sources line. */
export function otherSourcesCount(count: number): string {
  return count === 1 ? "Un'altra fonte" : `Altre ${count} fonti`;
}

/** The names as Italian lists them: "ANSA", "ANSA e Il Post", "ANSA, Il Post e Rai News". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}

/** A listing page with the lead story of the plain home (optional until the stories API is merged). */
export type StoryListPage = Omit<ArticleListPage, "articles"> & { articles: StoryCard[]; lead?: StoryCard | null };
