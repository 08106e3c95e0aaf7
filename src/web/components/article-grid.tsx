import { Fragment, type ReactNode } from "react";
import { ArticleCard, type CardData } from "./article-card";

/** Cards above the fold on the widest grid (one row of three): their images load at once. */
const EAGER_CARDS = 3;
/** Full cards on a phone before the listing turns into compact rows (docs/product.md#home). */
const FULL_CARDS_ON_PHONE = 3;

/**
 * The card grid: one column, two from `sm`, three from `lg`; on a phone the
 * cards after the third are compact rows. `between[n]` is placed after the
 * n-th card across the whole row (ads); its wrapper vanishes while it renders
 * nothing, so an ad switched off leaves no gap. `leadHasPicture` says the lead
 * story above already holds the page's priority picture.
 */
export function ArticleGrid({
  articles,
  between = {},
  leadHasPicture = false,
}: {
  articles: CardData[];
  between?: Record<number, ReactNode>;
  leadHasPicture?: boolean;
}) {
  // The first picture of the first row is the likely largest paint: it alone asks for high priority, unless the lead's does.
  const priority = leadHasPicture ? -1 : articles.slice(0, EAGER_CARDS).findIndex((article) => article.image_url);
  return (
    // Dense packing lets the next card fill the cell a full-width slot would leave empty in two columns.
    <div className="grid grid-flow-row-dense grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {articles.map((article, index) => (
        <Fragment key={article.id}>
          <ArticleCard
            article={article}
            image={index === priority ? "priority" : index < EAGER_CARDS ? "eager" : "lazy"}
            compactOnPhone={index >= FULL_CARDS_ON_PHONE}
          />
          {between[index + 1] && index + 1 < articles.length ? <div className="col-span-full empty:hidden">{between[index + 1]}</div> : null}
        </Fragment>
      ))}
    </div>
  );
}
