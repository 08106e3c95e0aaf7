import { Layers } from "lucide-react";
import { Link } from "react-router";
import type { StorySource } from "../../shared/articles";
import { joinNames, otherSourceNames, otherSourcesCount } from "./story-sources";

/**
 * "Altre 4 fonti: ANSA, Il Post, Rai News e Sky TG24" under a story's card, the count
 * opening the story's page (docs/product.md#story-page); nothing for a story told by one source.
 * The link sits above the card's own link, which covers the card.
 */
export function StoryLine({ ownSource, sources, storyId, className = "" }: { ownSource: string; sources: StorySource[]; storyId: string | null; className?: string }) {
  const names = otherSourceNames(ownSource, sources);
  if (names.length === 0) return null;
  const count = otherSourcesCount(names.length);
  return (
    <p className={`text-xs leading-snug text-slate-700 ${className}`}>
      <Layers aria-hidden className="mr-1 inline h-3.5 w-3.5 align-[-2px] text-blue-800" />
      {storyId ? (
        <Link to={`/storia/${storyId}`} className="relative z-10 font-semibold text-blue-900 underline decoration-blue-300 underline-offset-2 hover:decoration-blue-900">
          {count}
        </Link>
      ) : (
        <span className="font-semibold text-blue-900">{count}</span>
      )}
      : {joinNames(names)}
    </p>
  );
}
