import { AlertTriangle } from "lucide-react";
import { longDateTime } from "../../../../shared/dates";
import type { SocialConfigView } from "../../../../shared/social";
import { lastPostText } from "../card-status";
import { FREQUENCY_LABELS, SOCIAL_TEXT } from "../labels";

const text = SOCIAL_TEXT.card;

/** The card's facts: token (masked), frequency, last post, queue; and the reason the last post was given up, in red. */
export function PlatformStatus({ config }: { config: SocialConfigView }) {
  // The list is read again after every change and on focus, which is often enough for "3 ore fa".
  const lastPost = lastPostText(config.last_post, new Date());
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{text.token}</dt>
        <dd className="min-w-0 truncate font-mono text-slate-900">{config.has_token ? config.access_token : <span className="font-sans text-slate-600">{text.noToken}</span>}</dd>
        <dt className="text-slate-600">{text.frequency}</dt>
        <dd className="text-slate-900">{FREQUENCY_LABELS[config.frequency]}</dd>
        <dt className="text-slate-600">{text.lastPost}</dt>
        <dd className="text-slate-900">
          {config.last_post ? (
            <>
              <time dateTime={config.last_post} title={lastPost.exact ?? undefined}>
                {lastPost.relative}
              </time>
              <span className="block text-xs text-slate-600">{lastPost.exact}</span>
            </>
          ) : (
            lastPost.relative
          )}
        </dd>
      </dl>
      {config.posts_for_real ? <p className="mt-2 text-sm text-slate-700">{text.queue(config.queued)}</p> : null}
      {config.last_error ? (
        <div role="note" aria-label={text.lastError} className="mt-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <p className="min-w-0 break-words">
            <span className="font-semibold">{text.lastError}</span>
            {config.last_error_at ? ` ${text.lastErrorAt(longDateTime(config.last_error_at))}` : null}: {config.last_error}
          </p>
        </div>
      ) : null}
    </>
  );
}
