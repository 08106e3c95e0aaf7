import type { Category, Sentiment } from "../../shared/constants";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../shared/labels";
import { SENTIMENT_STYLES } from "./sentiment-styles";

/** The sentiment and category badges above the title, in Italian. */
export function ArticleBadges({ sentiment, category }: { sentiment: string | null; category: string | null }) {
  const knownSentiment = sentiment && sentiment in SENTIMENT_STYLES ? (sentiment as Sentiment) : null;
  if (!knownSentiment && !category) return null;
  return (
    <div className="flex flex-wrap gap-2 text-sm font-medium">
      {knownSentiment ? (
        <span className={`rounded-full px-3 py-0.5 ${SENTIMENT_STYLES[knownSentiment]}`}>{SENTIMENT_LABELS[knownSentiment]}</span>
      ) : null}
      {category ? (
        <span className="rounded-full bg-blue-100 px-3 py-0.5 text-blue-800">{CATEGORY_LABELS[category as Category] ?? category}</span>
      ) : null}
    </div>
  );
}
