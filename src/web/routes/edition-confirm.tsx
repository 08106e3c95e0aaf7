import { EDITION_OUTCOMES } from "../../shared/edition";
import { LinkActionPage } from "../features/edition/components/link-action-page";
import { EDITION_TEXT as T } from "../features/edition/labels";
import type { Route } from "./+types/edition-confirm";

export function meta() {
  return [{ title: `${T.confirmTitle} | Rassegna` }, { name: "robots", content: "noindex" }];
}

/** The link's token, or the outcome the confirm endpoint sent the reader back with. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token")?.slice(0, 200) ?? null, outcome: url.searchParams.get("esito") };
}

/** /edizione/conferma (docs/product.md#edizione): the confirmation e-mail's link, a button that confirms. */
export default function EditionConfirmRoute({ loaderData }: Route.ComponentProps) {
  const { token, outcome } = loaderData;
  const shown =
    outcome === EDITION_OUTCOMES.confirmed
      ? { tone: "success" as const, title: T.confirmedTitle, text: T.confirmed }
      : outcome === EDITION_OUTCOMES.invalid
        ? { tone: "error" as const, title: T.invalidTitle, text: T.invalid }
        : null;
  return (
    <LinkActionPage
      title={T.confirmTitle}
      lead={T.confirmLead}
      button={T.confirmButton}
      action={token ? "/api/edition/confirm" : null}
      token={token ?? undefined}
      outcome={shown}
    />
  );
}
