import { EDITION_OUTCOMES } from "../../shared/edition";
import { LinkActionPage } from "../features/edition/components/link-action-page";
import { EDITION_TEXT as T } from "../features/edition/labels";
import type { Route } from "./+types/edition-unsubscribe";

export function meta() {
  return [{ title: `${T.unsubscribeTitle} | Rassegna` }, { name: "robots", content: "noindex" }];
}

/** The link's token, or the outcome the unsubscribe endpoint sent the reader back with. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token")?.slice(0, 200) ?? null, done: url.searchParams.get("esito") === EDITION_OUTCOMES.unsubscribed };
}

/**
 * /edizione/disiscrizione (docs/product.md#edizione): where an edition's
 * "Annulla l'iscrizione" and a browser opening its List-Unsubscribe address
 * lead; the button posts to the same one-click endpoint (RFC 8058).
 */
export default function EditionUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  const { token, done } = loaderData;
  return (
    <LinkActionPage
      title={T.unsubscribeTitle}
      lead={T.unsubscribeLead}
      button={T.unsubscribeButton}
      action={token ? `/api/edition/unsubscribe?token=${encodeURIComponent(token)}` : null}
      outcome={done ? { tone: "success", title: T.unsubscribedTitle, text: T.unsubscribed } : null}
    />
  );
}
