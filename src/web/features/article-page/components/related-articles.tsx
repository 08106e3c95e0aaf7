import { ArticleCard, type CardData } from "../../../components/article-card";
import { PICTURE_SIZES } from "../../../components/picture-sizes";

/**
 * "Potrebbe interessarti anche" within the article's column: two columns from
 * `sm`, so only an even number of cards is shown there (no empty cell);
 * nothing when there are none (docs/product.md#article-page).
 */
export function RelatedArticles({ articles }: { articles: CardData[] }) {
  if (articles.length === 0) return null;
  const shown = articles.length > 1 ? articles.slice(0, articles.length - (articles.length % 2)) : articles;
  return (
    <section aria-labelledby="correlati-titolo" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="correlati-titolo" className="text-xl font-bold text-slate-900">
        Potrebbe interessarti anche
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6">
        {shown.map((article) => (
          <ArticleCard key={article.id} article={article} compactOnPhone sizes={PICTURE_SIZES.relatedCard} />
        ))}
      </div>
    </section>
  );
}
