import { MostRead } from "../components/most-read";
import { AdSlot } from "../features/ad-slots/ad-slot";
import { articleKeywords } from "../features/article-page/article-keywords";
import { articleMeta, articleNotFoundMeta } from "../features/article-page/article-meta";
import { ArticleNotFound } from "../features/article-page/components/article-not-found";
import { type ArticleAds, ArticleView } from "../features/article-page/components/article-view";
import type { Route } from "./+types/article";
import { loadArticle } from "./article.server";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) return articleNotFoundMeta();
  const { article, publicUrl } = loaderData;
  return articleMeta({ article, keywords: articleKeywords(article), publicUrl });
}

/** /articolo/{id}: rendered on the server with its tags for crawlers; 404 unless published. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadArticle(params.id, context);
}

/** The article page's ad slots: each renders nothing until ads are on, a slot is set and the visitor consented. */
const ARTICLE_ADS: ArticleAds = {
  top: <AdSlot page="article" position="top" />,
  middle: <AdSlot page="article" position="middle" />,
  bottom: <AdSlot page="article" position="bottom" />,
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ArticleNotFound />;
  // Keyed by article: moving to a related article starts its image and share state afresh.
  return (
    <ArticleView
      key={loaderData.article.id}
      article={loaderData.article}
      related={loaderData.related}
      url={loaderData.url}
      ads={ARTICLE_ADS}
      aside={loaderData.mostRead.length > 0 ? <MostRead cards={loaderData.mostRead} layout="column" /> : undefined}
    />
  );
}
