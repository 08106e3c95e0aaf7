import { ExternalLink } from "lucide-react";
import type { Category } from "../../../../shared/constants";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import type { PublisherProfile } from "../../../../shared/topics";
import { perDay, share, TOPIC_LABELS } from "../labels";

/** A publisher in figures (docs/product.md#publisher-pages): articles a day, its categories' shares, its site. */
export function PublisherFacts({ profile }: { profile: PublisherProfile }) {
  return (
    <div className="mt-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="sr-only">{TOPIC_LABELS.facts}</h2>
      <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-10">
        <div>
          <dt className="text-sm font-medium text-slate-600">{TOPIC_LABELS.perDayTerm}</dt>
          <dd className="mt-1">
            <span className="text-2xl font-bold text-slate-900">{perDay(profile.perDay)}</span>
            <span className="ml-2 text-sm text-slate-600">{TOPIC_LABELS.perDayHint}</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{TOPIC_LABELS.categoriesTerm}</dt>
          <dd className="mt-1">
            {profile.categories.length === 0 ? (
              <span className="text-sm text-slate-600">{TOPIC_LABELS.noRecent}</span>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {profile.categories.map(({ category, share: part }) => (
                  <li key={category} className="inline-flex items-center gap-1.5 rounded-full bg-blue-100 px-2.5 py-0.5 text-sm text-blue-900">
                    {CATEGORY_LABELS[category as Category] ?? category}
                    <span className="font-semibold">{share(part)}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {profile.site ? (
        <a
          href={profile.site}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-10 items-center gap-2 text-sm font-medium text-blue-800 hover:text-blue-900 hover:underline"
        >
          {TOPIC_LABELS.site}
          <ExternalLink aria-hidden className="h-4 w-4" />
          <span className="sr-only">{TOPIC_LABELS.newTab}</span>
        </a>
      ) : null}
    </div>
  );
}
