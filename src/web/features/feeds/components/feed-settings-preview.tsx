import type { FeedSettingsPreview } from "../../../../shared/feeds";
import { Badge } from "../../../components/ui/badge";
import { FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.row;

/** What "Testa" found: the feed's counts, then each previewed item's title, where its text came from and how it starts. */
export function FeedSettingsPreviewList({ preview }: { preview: FeedSettingsPreview }) {
  return (
    <section aria-label={text.testTitle} className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold">{text.testTitle}</p>
      <p>{text.testCounts(preview.item_count, preview.would_import)}</p>
      {preview.items.length === 0 ? <p>{text.testNoItems}</p> : null}
      <ul className="grid gap-3">
        {preview.items.map((item) => (
          <li key={item.link} className="min-w-0 break-words">
            <p className="font-medium">{item.title}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
              <Badge tone={item.scraped ? "success" : "neutral"}>
                {item.scraped ? text.testScraped : item.scraping_attempted ? text.testScrapeFailed : text.testNotScraped}
              </Badge>
              <span>{text.testWords(item.word_count)}</span>
            </p>
            <p className="mt-1 text-slate-700">{item.text_start}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
