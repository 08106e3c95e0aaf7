import type { PublicArticleCard } from "../../../../shared/articles";
import { ArticleCard } from "../../../components/article-card";

/** "Potrebbe interessarti anche": up to three articles to read next; nothing when there are none. */
export function RelatedArticles({ articles }: { articles: PublicArticleCard[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="correlati-titolo" className="mx-auto mt-12 max-w-5xl border-t border-slate-200 pt-8">
      <h2 id="correlati-titolo" className="text-xl font-bold text-slate-900">
        Potrebbe interessarti anche
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </section>
  );
}
