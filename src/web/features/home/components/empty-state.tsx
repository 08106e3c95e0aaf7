import { Newspaper, Rss } from "lucide-react";
import { Link } from "react-router";
import { HOME_LABELS } from "../labels";

/**
 * Why the home lists nothing (docs/product.md#home): no article matches the
 * filters ("nothing-found"), no source is configured yet ("no-sources"), or
 * sources are there but nothing is published yet ("coming-soon"). The signed-in
 * administrator is pointed to Feed RSS.
 */
export type EmptyReason = "nothing-found" | "no-sources" | "coming-soon";

const LINK =
  "mt-6 inline-block rounded-md text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
const BUTTON =
  "mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-blue-900 px-5 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export function EmptyState({ reason, filtered = false, admin = false }: { reason: EmptyReason; filtered?: boolean; admin?: boolean }) {
  if (reason === "nothing-found") {
    return (
      <Frame title={HOME_LABELS.noResults} hint={HOME_LABELS.noResultsHint}>
        {filtered ? (
          <Link to="/" className={LINK}>
            {HOME_LABELS.seeAll}
          </Link>
        ) : null}
      </Frame>
    );
  }
  const noSources = reason === "no-sources";
  return (
    <Frame title={noSources ? HOME_LABELS.noSources : HOME_LABELS.comingSoon} hint={noSources ? HOME_LABELS.noSourcesHint : HOME_LABELS.comingSoonHint}>
      {admin ? (
        <>
          <p className="mx-auto mt-4 max-w-md text-sm text-slate-700">{noSources ? HOME_LABELS.noSourcesAdmin : HOME_LABELS.comingSoonAdmin}</p>
          <Link to="/dashboard/feeds" className={BUTTON}>
            <Rss aria-hidden className="h-4 w-4" />
            {noSources ? HOME_LABELS.addSources : HOME_LABELS.openFeeds}
          </Link>
        </>
      ) : null}
    </Frame>
  );
}

function Frame({ title, hint, children }: { title: string; hint: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Newspaper aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{hint}</p>
      {children}
    </div>
  );
}
