/** An article as the public home lists it. */
export interface PublicArticleCard {
  id: string;
  title: string;
  content_summary: string | null;
  image_url: string | null;
  category: string | null;
  sentiment: string | null;
  source_name: string;
  processed_by_ai_provider: string | null;
  imported_at: Date;
  published_at: Date;
}
