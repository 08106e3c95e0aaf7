import { CheckCircle2, FlaskConical, Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { FeedTestResult } from "../../../../shared/feeds";
import { notify } from "../../../lib/notify";
import { ApiError } from "../../../lib/api-request";
import { useTestFeed } from "../api/test-feed";
import { FAILURE_REASON_LABELS } from "../labels";
import { inputClass, labelClass, panelClass, secondaryButtonClass } from "../../../lib/dashboard-styles";

const numberFormat = new Intl.NumberFormat("it-IT");

/** The server's reason in Italian, followed by its own message, or "Errore sconosciuto". */
function failureDescription(error: unknown): string {
  if (!(error instanceof ApiError) || !error.message) return "Errore sconosciuto";
  const reason = FAILURE_REASON_LABELS[error.code as keyof typeof FAILURE_REASON_LABELS];
  return reason ? `${reason}: ${error.message}` : error.message;
}

/** "Testa feed": reads a URL as a feed without importing anything and shows what it found. */
export function TestFeedForm() {
  const test = useTestFeed();
  const [result, setResult] = useState<FeedTestResult | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get("url") ?? "").trim();
    if (!url) {
      notify.error("URL mancante", "Inserisci un URL RSS da testare");
      return;
    }
    setResult(null);
    test.mutate(url, {
      onSuccess: setResult,
      onError: (error) => notify.error("Test fallito", failureDescription(error)),
    });
  }

  return (
    <section aria-labelledby="test-feed-title" className={`@container ${panelClass}`}>
      <h2 id="test-feed-title" className="text-lg font-semibold text-slate-900">
        Testa un feed
      </h2>
      <p className="mt-1 text-sm text-slate-600">Legge il feed senza importare nulla.</p>
      {/* noValidate: an empty URL gets the "URL mancante" toast, not the browser's bubble. */}
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 @md:flex-row @md:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="test-feed-url" className={labelClass}>
            URL da testare
          </label>
          <input id="test-feed-url" name="url" type="url" placeholder="https://..." className={inputClass} />
        </div>
        <button type="submit" disabled={test.isPending} className={secondaryButtonClass}>
          {test.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <FlaskConical aria-hidden className="h-4 w-4" />}
          Testa Feed
        </button>
      </form>
      <div role="status" aria-live="polite">
        {result ? (
          <div className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{result.title || "Feed senza titolo"}</span>
            </p>
            <p className="mt-1">{numberFormat.format(result.item_count)} articoli nel feed</p>
            {result.items.length > 0 ? (
              <>
                <p className="mt-2 font-medium">Primi titoli:</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {result.items.map((title, index) => (
                    <li key={index} className="break-words">
                      {title}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
