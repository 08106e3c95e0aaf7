import { shortDateTime } from "../../../shared/dates";
import type { CreatedFeed, OpmlFeedCheck } from "../../../shared/feeds";
import { feedFailureText, FEEDS_TEXT } from "./labels";

/** The line under "Feed aggiunto": what reading the feed found, or that it was saved unread ("Salva comunque"). */
export function addedFeedDetail(feed: CreatedFeed): string {
  if (!feed.check) return `${feed.name}. ${FEEDS_TEXT.add.addedUnread}`;
  const { title, item_count, newest_at } = feed.check;
  return `${feed.name}: ${FEEDS_TEXT.add.addedDetail(title || feed.name, item_count, newest_at ? shortDateTime(newest_at) : null)}`;
}

/** Feeds of an OPML import named with their failure in the toast; the rest are counted (each row's status says more after a sync). */
const NAMED_FAILURES = 3;

/** The OPML import toast's second line: how many added feeds read well, and the first failures with their Italian reason. */
export function opmlCheckSummary(checks: OpmlFeedCheck[]): string | undefined {
  if (checks.length === 0) return undefined;
  const failed = checks.filter((check) => !check.ok);
  const named = failed.slice(0, NAMED_FAILURES).map((check) => `${feedFailureText(check.reason, check.message, check.name)}.`);
  return [`${FEEDS_TEXT.importChecked(checks.length - failed.length, failed.length)}.`, ...named].join(" ");
}
