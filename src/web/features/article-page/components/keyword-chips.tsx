import { Link } from "react-router";
import { toSlug } from "../../../../shared/slug";

/** A chip's page: the topic's (docs/product.md#topic-pages); a keyword of no letter or digit has none, and searches. */
export function keywordHref(keyword: string): string {
  const slug = toSlug(keyword);
  return slug ? `/tag/${slug}` : `/?search=${encodeURIComponent(keyword)}`;
}

/** The article's keywords as chips, each leading to its topic's page. */
export function KeywordChips({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return null;
  return (
    <section aria-labelledby="argomenti-titolo">
      <h2 id="argomenti-titolo" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Argomenti
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Link
              to={keywordHref(keyword)}
              className="inline-flex min-h-8 items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-blue-700 hover:text-blue-800"
            >
              #{keyword}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
