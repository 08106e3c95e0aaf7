import { CheckCircle2 } from "lucide-react";
import type { ListingTestResult } from "../../../../shared/listing-sources";
import { longDateTime } from "../../../../shared/dates";
import { Notice } from "../../../components/ui/notice";
import { LISTING_TEXT as text } from "../listing-labels";

/** What "Testa" found on a page without a feed: how many articles, and the first ones with their link and date. */
export function ListingTestResultNotice({ result }: { result: ListingTestResult }) {
  return (
    <Notice tone="success">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0" />
        <span className="min-w-0 break-words">{result.title || text.untitled}</span>
      </p>
      <p className="mt-1">{text.found(result.item_count)}</p>
      <p className="mt-2 font-medium">{text.firstItems}</p>
      <ul className="mt-1 space-y-1.5">
        {result.items.map((item) => (
          <li key={item.link} className="break-words">
            <a href={item.link} target="_blank" rel="noopener noreferrer" className="font-medium text-blue-800 hover:underline">
              {item.title}
            </a>
            <span className="block text-xs text-slate-700">
              {item.published_at ? <time dateTime={item.published_at}>{longDateTime(item.published_at)}</time> : text.undated}
              {" · "}
              <span className="break-all">{item.link}</span>
            </span>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
