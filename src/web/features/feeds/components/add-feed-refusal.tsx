import { Plus, Save, X } from "lucide-react";
import type { FeedCheckFailure } from "../../../../shared/feeds";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { feedFailureText, FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.add;

/**
 * Why the address typed was not added, in Italian, with the way on: the site's feeds to pick one from when
 * the address was a page, and "Salva comunque" to store it unread (docs/product.md#feed-rss).
 */
export function AddFeedRefusal({
  refusal,
  busy,
  onUseCandidate,
  onSaveAnyway,
  onDismiss,
}: {
  refusal: FeedCheckFailure;
  busy: boolean;
  onUseCandidate: (url: string) => void;
  onSaveAnyway: () => void;
  onDismiss: () => void;
}) {
  const isPage = refusal.error === "not_a_feed";
  return (
    <Notice
      tone={refusal.candidates.length > 0 ? "info" : "error"}
      action={
        <div className="flex flex-wrap gap-2">
          <Button icon={Save} busy={busy} onClick={onSaveAnyway}>
            {text.saveAnyway}
          </Button>
          <Button variant="ghost" icon={X} onClick={onDismiss}>
            {text.dismiss}
          </Button>
        </div>
      }
    >
      <p className="font-semibold">{text.refusedTitle}</p>
      <p className="mt-1">{feedFailureText(refusal.error, refusal.message)}.</p>
      {refusal.candidates.length > 0 ? (
        <>
          <p className="mt-2">{text.siteFeeds}</p>
          <ul className="mt-2 grid gap-2">
            {refusal.candidates.map((candidate) => (
              <li key={candidate.url} className="flex flex-col gap-2 @md:flex-row @md:items-center @md:justify-between">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{candidate.title}</span> · {text.candidateItems(candidate.item_count)}
                  <span className="block break-all text-xs opacity-80">{candidate.url}</span>
                </span>
                <Button size="sm" icon={Plus} busy={busy} aria-label={text.useCandidateOf(candidate.title)} onClick={() => onUseCandidate(candidate.url)}>
                  {text.useCandidate}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : isPage ? (
        <p className="mt-2">{text.noSiteFeeds}</p>
      ) : null}
      <p className="mt-2">{text.saveAnywayHint}</p>
    </Notice>
  );
}
