import type { FeedView } from "../../../../shared/feeds";
import { Badge } from "../../../components/ui/badge";
import { LISTING_TEXT as text } from "../listing-labels";

/** "Pagina" beside a source that is a page without a feed, so the table tells it from a feed. */
export function ListingBadge({ feed }: { feed: Pick<FeedView, "kind"> }) {
  if (feed.kind !== "listing") return null;
  return (
    <Badge tone="info" className="ml-1.5 align-middle">
      <span title={text.badgeTitle}>{text.badge}</span>
    </Badge>
  );
}
