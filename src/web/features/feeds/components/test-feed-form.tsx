import { CheckCircle2, FlaskConical } from "lucide-react";
import { useState, type FormEvent } from "react";
import { shortDateTime } from "../../../../shared/dates";
import type { FeedTestResult } from "../../../../shared/feeds";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { ApiError } from "../../../lib/api-request";
import { notify } from "../../../lib/notify";
import { useTestFeed } from "../api/test-feed";
import { feedFailureText, FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.test;

/**
 * Why the test failed, in Italian: the reason of a 422 with the figure its English names ("Il feed ha
 * risposto HTTP 404 (pagina non trovata)"), an address the server refused, or "Errore sconosciuto".
 */
function failureDescription(error: unknown): string {
  if (!(error instanceof ApiError)) return text.unknownError;
  if (error.status === 400) return text.invalidUrl;
  if (error.status !== 422) return text.unknownError;
  return feedFailureText(error.code, error.message);
}

/** "Testa feed": reads a URL as a feed without importing anything and shows what it found. */
export function TestFeedForm() {
  const test = useTestFeed();
  const [result, setResult] = useState<FeedTestResult | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = String(new FormData(event.currentTarget).get("url") ?? "").trim();
    if (!url) {
      notify.error(text.missingUrl, text.missingUrlHint);
      return;
    }
    setResult(null);
    test.mutate(url, {
      onSuccess: setResult,
      onError: (error) => notify.error(text.failed, failureDescription(error)),
    });
  }

  return (
    <Panel title={text.title} description={text.description}>
      {/* noValidate: an empty URL gets the "URL mancante" toast, not the browser's bubble. */}
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 @md:flex-row @md:items-end">
        <Field label={text.url} className="min-w-0 flex-1">
          <Input name="url" type="url" placeholder={text.urlPlaceholder} />
        </Field>
        <Button type="submit" icon={FlaskConical} busy={test.isPending} className="self-start @md:self-auto">
          {text.submit}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {result ? (
          <Notice tone="success">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{result.title || text.untitled}</span>
            </p>
            <p className="mt-1">
              {text.itemCount(result.item_count)}
              {result.newest_at ? ` · ${text.newest(shortDateTime(result.newest_at))}` : null}
            </p>
            {result.items.length > 0 ? (
              <>
                <p className="mt-2 font-medium">{text.firstTitles}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {result.items.map((title, index) => (
                    <li key={index} className="break-words">
                      {title}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Notice>
        ) : null}
      </div>
    </Panel>
  );
}
