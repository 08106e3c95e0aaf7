import { NotFound } from "../components/not-found";
import { EditionView } from "../features/edition/components/edition-view";
import { SubscribeForm } from "../features/edition/components/subscribe-form";
import { editionMeta } from "../features/edition/edition-meta";
import { EDITION_TEXT } from "../features/edition/labels";
import type { Route } from "./+types/edition";
import { loadEdition } from "./edition.server";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) return [{ title: "Pagina non trovata | Rassegna" }, { name: "robots", content: "noindex" }];
  return editionMeta(loaderData.edition, loaderData.publicUrl);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadEdition(params, context);
}

/** The daily edition (docs/product.md#edizione): the day's top stories per category, and the subscribe form while it is open. */
export default function EditionRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  const { edition, previous, next, subscribe } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 pb-8 pt-6">
      {edition ? (
        <EditionView edition={edition} previous={previous} next={next} subscribe={subscribe ? <SubscribeForm /> : null} />
      ) : (
        <>
          <div className="space-y-2">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{EDITION_TEXT.pageTitle}</h1>
            <p className="text-slate-700">{EDITION_TEXT.none}</p>
          </div>
          {subscribe ? <SubscribeForm /> : null}
        </>
      )}
    </div>
  );
}
