import { CircleCheck, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { EDITION_TEXT as T } from "../labels";

/**
 * The page behind an e-mail's link (confirm, unsubscribe): a plain form that
 * posts the token, so only a person's press acts (a mail scanner's visit
 * does nothing), and it works before any script; or the outcome it led to.
 */
export function LinkActionPage(props: {
  title: string;
  lead: string;
  button: string;
  /** Where the button posts; null when the address carries no token. */
  action: string | null;
  /** The token sent in the body (the confirm form), or none (the unsubscribe address carries it). */
  token?: string;
  outcome: { tone: "success" | "error"; title: string; text: string } | null;
}) {
  const { outcome } = props;
  return (
    <article className="mx-auto max-w-xl px-4 py-12">
      {outcome ? (
        <div className={`flex gap-3 rounded-lg border p-5 ${outcome.tone === "success" ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}>
          {outcome.tone === "success" ? <CircleCheck aria-hidden className="mt-1 h-6 w-6 shrink-0" /> : <TriangleAlert aria-hidden className="mt-1 h-6 w-6 shrink-0" />}
          <div>
            <h1 className="text-2xl font-bold">{outcome.title}</h1>
            <p className="mt-2">{outcome.text}</p>
          </div>
        </div>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{props.title}</h1>
          {props.action ? (
            <>
              <p className="mt-3 text-slate-700">{props.lead}</p>
              <form method="post" action={props.action} className="mt-6">
                {props.token ? <input type="hidden" name="token" value={props.token} /> : null}
                <button type="submit" className="rounded-md bg-blue-900 px-5 py-2.5 font-medium text-white hover:bg-blue-800">
                  {props.button}
                </button>
              </form>
            </>
          ) : (
            <p className="mt-3 text-slate-700">{T.missingToken}</p>
          )}
        </>
      )}
      <p className="mt-8">
        <Link to="/edizione" className="font-medium text-blue-800 underline">
          {T.backToEdition}
        </Link>
      </p>
    </article>
  );
}
