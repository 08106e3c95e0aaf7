import { ListChecks, Shuffle } from "lucide-react";
import { useState } from "react";
import type { RoundRobinTestResponse } from "../../../../shared/ai";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { showToast } from "../../../lib/notify";
import { PROCESSING_REQUEST_FAILED, processToast, roundRobinToast } from "../ai-toasts";
import { useProcessPending } from "../api/process-pending";
import { useRoundRobinTest } from "../api/round-robin-test";
import { AI_TEXT, providerLabel } from "../labels";

const text = AI_TEXT.processing;
type HandledArticle = Extract<RoundRobinTestResponse, { success: true }>;

/** "Test Round-Robin" and "Elabora articoli in attesa", with what the last test did. */
export function ProcessingCard() {
  const roundRobin = useRoundRobinTest();
  const processPending = useProcessPending();
  const [handled, setHandled] = useState<HandledArticle | null>(null);
  const busy = roundRobin.isPending || processPending.isPending;

  function runRoundRobin() {
    roundRobin.mutate(undefined, {
      onSuccess: (response) => {
        showToast(roundRobinToast(response));
        setHandled(response.success ? response : null);
      },
      onError: () => showToast(PROCESSING_REQUEST_FAILED),
    });
  }

  function runPending() {
    processPending.mutate(undefined, {
      onSuccess: (response) => showToast(processToast(response)),
      onError: () => showToast(PROCESSING_REQUEST_FAILED),
    });
  }

  return (
    <Panel title={text.title} description={text.description}>
      {/* Both run the same queue, so one waits for the other. */}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="primary" icon={Shuffle} busy={roundRobin.isPending} disabled={busy} onClick={runRoundRobin}>
          {text.roundRobin}
        </Button>
        <Button icon={ListChecks} busy={processPending.isPending} disabled={busy} onClick={runPending}>
          {text.processPending}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {handled ? <HandledArticleDetails article={handled} /> : null}
      </div>
    </Panel>
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
    <Notice tone={failed ? "error" : "success"}>
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
    </Notice>
  );
}
