import { ListChecks, Loader2, Shuffle } from "lucide-react";
import { useState } from "react";
import type { RoundRobinTestResponse } from "../../../../shared/ai";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import { notify } from "../../../lib/notify";
import { PROCESSING_REQUEST_FAILED, processToast, roundRobinToast, type ToastSpec } from "../ai-toasts";
import { useProcessPending } from "../api/process-pending";
import { useRoundRobinTest } from "../api/round-robin-test";
import { AI_TEXT, providerLabel } from "../labels";
import { headingClass, panelClass, primaryButtonClass, secondaryButtonClass } from "../../../lib/dashboard-styles";

const text = AI_TEXT.processing;
type HandledArticle = Extract<RoundRobinTestResponse, { success: true }>;

function show(toast: ToastSpec) {
  notify[toast.type](toast.title, toast.description);
}

/** "Test Round-Robin" and "Elabora articoli in attesa", with what the last test did. */
export function ProcessingCard() {
  const roundRobin = useRoundRobinTest();
  const processPending = useProcessPending();
  const [handled, setHandled] = useState<HandledArticle | null>(null);
  const busy = roundRobin.isPending || processPending.isPending;

  function runRoundRobin() {
    roundRobin.mutate(undefined, {
      onSuccess: (response) => {
        show(roundRobinToast(response));
        setHandled(response.success ? response : null);
      },
      onError: () => show(PROCESSING_REQUEST_FAILED),
    });
  }

  function runPending() {
    processPending.mutate(undefined, {
      onSuccess: (response) => show(processToast(response)),
      onError: () => show(PROCESSING_REQUEST_FAILED),
    });
  }

  return (
    <section aria-labelledby="ai-processing-title" className={panelClass}>
      <h2 id="ai-processing-title" className={headingClass}>
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.description}</p>
      {/* Both run the same queue, so one waits for the other. */}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={runRoundRobin} disabled={busy} aria-busy={roundRobin.isPending} className={primaryButtonClass}>
          {roundRobin.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Shuffle aria-hidden className="h-4 w-4" />}
          {text.roundRobin}
        </button>
        <button type="button" onClick={runPending} disabled={busy} aria-busy={processPending.isPending} className={secondaryButtonClass}>
          {processPending.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <ListChecks aria-hidden className="h-4 w-4" />}
          {text.processPending}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {handled ? <HandledArticleDetails article={handled} /> : null}
      </div>
    </section>
  );
}

function HandledArticleDetails({ article }: { article: HandledArticle }) {
  const failed = article.status === "failed";
  const rows: Array<[string, string | null]> = [
    [text.resultProvider, providerLabel(article.provider)],
    [text.resultCategory, article.category ? (CATEGORY_LABELS[article.category as keyof typeof CATEGORY_LABELS] ?? article.category) : null],
    [text.resultSentiment, article.sentiment ? (SENTIMENT_LABELS[article.sentiment as keyof typeof SENTIMENT_LABELS] ?? article.sentiment) : null],
    failed ? [text.resultError, article.error] : [text.resultSummary, article.summary],
  ];
  return (
    <div
      className={`mt-4 rounded-lg border p-3 text-sm ${failed ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-green-50 text-green-900"}`}
    >
      <p className="font-semibold">{text.lastResult}</p>
      <p className="mt-1 break-words">{article.title}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
