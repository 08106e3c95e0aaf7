import { CircleCheck, Mail, TriangleAlert } from "lucide-react";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { Link } from "react-router";
import { EDITION_EMAIL_MAX, editionSubscribeSchema } from "../../../../shared/edition";
import { waitText, retryAfterSeconds } from "../../../../shared/wait-time";
import { JSON_HEADERS } from "../../../lib/api-request";
import { EDITION_TEXT as T } from "../labels";

const noSubscription = () => () => {};
type Status = "idle" | "sending" | "sent" | "error";

/**
 * The edition's subscribe form (docs/product.md#edizione): one address, the
 * honeypot, and one answer whatever the address (new, waiting or subscribed),
 * so the form tells nobody who reads the edition.
 */
export function SubscribeForm() {
  const [status, setStatus] = useState<Status>("idle");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>(T.failed);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = editionSubscribeSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((issue) => issue.path[0] === "email")?.message ?? T.failed);
      form.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    setFieldError(null);
    setStatus("sending");
    try {
      const response = await fetch("/api/edition/subscribe", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(parsed.data) });
      if (response.status === 429) {
        const seconds = retryAfterSeconds(response.headers.get("retry-after"));
        setFailure(seconds ? T.tooMany(waitText(seconds)) : T.failed);
        setStatus("error");
        return;
      }
      if (response.status === 409) {
        setFailure(T.closed);
        setStatus("error");
        return;
      }
      if (!response.ok) throw new Error(`subscribe answered ${response.status}`);
      form.reset();
      setStatus("sent");
    } catch (error) {
      console.warn("edition subscription not sent", error);
      setFailure(T.failed);
      setStatus("error");
    }
  }

  const errorId = "edition-email-error";
  return (
    <section aria-labelledby="edition-subscribe-title" className="rounded-xl border border-blue-100 bg-blue-50/60 p-5">
      <h2 id="edition-subscribe-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail aria-hidden className="h-5 w-5 text-blue-800" />
        {T.subscribeTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{T.subscribeLead}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <label htmlFor="edition-email" className="sr-only">
            {T.emailLabel}
          </label>
          <input
            id="edition-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EDITION_EMAIL_MAX}
            placeholder="nome@dominio.it"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={() => setFieldError(null)}
            className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 ${
              fieldError ? "border-red-600 focus:ring-red-600/30" : "border-slate-300 focus:border-blue-600 focus:ring-blue-600/30"
            }`}
          />
          {fieldError ? (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
        </div>
        {/* The honeypot: out of sight, out of the tab order and of the accessibility tree; only bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor="edition-website">Sito web (lascia vuoto)</label>
          <input id="edition-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="submit"
          disabled={status === "sending" || !hydrated}
          className="shrink-0 rounded-md bg-blue-900 px-5 py-2.5 font-medium text-white hover:bg-blue-800 disabled:cursor-wait disabled:opacity-70"
        >
          {status === "sending" ? T.sending : T.submit}
        </button>
      </form>
      <div aria-live="polite">
        {status === "sent" ? (
          <div className="mt-4 flex gap-3 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
            <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
            <div>
              <p className="font-semibold">{T.sentTitle}</p>
              <p className="mt-1">{T.sent}</p>
            </div>
          </div>
        ) : null}
      </div>
      {status === "error" ? (
        <div role="alert" className="mt-4 flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">{T.failedTitle}</p>
            <p className="mt-1">{failure}</p>
          </div>
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        {T.privacy}
        <Link to="/privacy" className="text-blue-800 underline">
          {T.privacyLink}
        </Link>
        .
      </p>
    </section>
  );
}
