import { Layers } from "lucide-react";
import type { StorySource } from "../../shared/articles";
import { joinNames, otherSourceNames, otherSourcesCount } from "./story-sources";

/** "Altre 4 fonti: ANSA, Il Post, Rai News e Sky TG24" under a story's card; nothing for a story told by one source. */
export function StoryLine({ ownSource, sources, className = "" }: { ownSource: string; sources: StorySource[]; className?: string }) {
  const names = otherSourceNames(ownSource, sources);
  if (names.length === 0) return null;
  return (
    <p className={`text-xs leading-snug text-slate-700 ${className}`}>
      <Layers aria-hidden className="mr-1 inline h-3.5 w-3.5 align-[-2px] text-blue-800" />
      <span className="font-semibold text-blue-900">{otherSourcesCount(names.length)}:</span> {joinNames(names)}
    </p>
  );
}
