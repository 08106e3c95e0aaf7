import { Fragment, type ReactNode } from "react";
import type { PublicArticleCard } from "../../../../shared/articles";
import { ArticleCard } from "../../../components/article-card";

/** Cards above the fold on the widest grid (one row of three): their images load at once. */
const EAGER_CARDS = 3;

/**
 * The card grid: one column, two from `sm`, three from `lg`. `between[n]` is
 * placed after the n-th card across the whole row (ads); its wrapper vanishes
 * while it renders nothing, so an ad switched off leaves no gap.
 */
export function ArticleGrid({ articles, between = {} }: { articles: PublicArticleCard[]; between?: Record<number, ReactNode> }) {
  // The first picture of the first row is the likely largest paint: it alone asks for high priority.
  const priority = articles.slice(0, EAGER_CARDS).findIndex((article) => article.image_url);
  return (
    // Dense packing lets the next card fill the cell a full-width slot would leave empty in two columns.
    <div className="grid grid-flow-row-dense grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <Fragment key={article.id}>
          <ArticleCard article={article} image={index === priority ? "priority" : index < EAGER_CARDS ? "eager" : "lazy"} />
          {between[index + 1] && index + 1 < articles.length ? <div className="col-span-full empty:hidden">{between[index + 1]}</div> : null}
        </Fragment>
      ))}
    </div>
  );
}
