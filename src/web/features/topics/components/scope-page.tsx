import { Rss } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { ArticleListPage } from "../../../../shared/articles";
import { ArticleGrid } from "../../../components/article-grid";
import { TOPIC_LABELS } from "../labels";
import type { ScopeKind } from "../topic-meta";

const PAGE_LINK =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-blue-800 bg-white px-6 text-sm font-semibold text-blue-900 shadow-sm hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * A topic's or publisher's page (docs/product.md#topic-pages): what it is,
 * its RSS feed, what the page tells of it (`facts`), then its cards, 50 a
 * page, with links to older pages (?dopo=, a keyset cursor) and back to the newest.
 */
export function ScopePage({
  kind,
  slug,
  name,
  page,
  later,
  facts,
}: {
  kind: ScopeKind;
  slug: string;
  name: string;
  page: ArticleListPage;
  later: boolean;
  facts?: ReactNode;
}) {
  const headingId = useId();
  const path = `/${kind}/${slug}`;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:pt-8">
      <section aria-labelledby={headingId}>
        <header className="mb-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{kind === "tag" ? TOPIC_LABELS.topicKicker : TOPIC_LABELS.publisherKicker}</p>
          <h1 id={headingId} className="mt-1 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm text-slate-600">{kind === "tag" ? TOPIC_LABELS.topicIntro(name) : TOPIC_LABELS.publisherIntro(name)}</p>
            {/* A file, not a page of the app: a plain link, so the router does not try to render it. */}
            <a href={`/rss/${kind}/${slug}.xml`} className="inline-flex min-h-8 items-center gap-1.5 text-sm font-medium text-blue-800 hover:text-blue-900 hover:underline">
              <Rss aria-hidden className="h-4 w-4" />
              {TOPIC_LABELS.rss}
            </a>
          </div>
          {facts}
        </header>
        <ArticleGrid articles={page.articles} />
        {page.next_cursor || later ? (
          <nav aria-label={TOPIC_LABELS.pages} className="mt-10 flex flex-wrap justify-center gap-3">
            {later ? (
              <Link to={path} className={PAGE_LINK}>
                {TOPIC_LABELS.newest}
              </Link>
            ) : null}
            {page.next_cursor ? (
              <Link to={`${path}?dopo=${encodeURIComponent(page.next_cursor)}`} className={PAGE_LINK}>
                {TOPIC_LABELS.older}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
