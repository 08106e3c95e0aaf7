import type { StorySource } from "../../shared/articles";

/** The other publishers of a card's story, each named once, without the card's own source; newest first as the API sends them. */
export function otherSourceNames(ownSource: string, sources: readonly StorySource[]): string[] {
  const names: string[] = [];
  for (const source of sources) {
    if (source.source_name !== ownSource && !names.includes(source.source_name)) names.push(source.source_name);
  }
  return names;
}

/** "Un'altra fonte" or "Altre 4 fonti": the lead-in of a card's sources line. */
export function otherSourcesCount(count: number): string {
  return count === 1 ? "Un'altra fonte" : `Altre ${count} fonti`;
}

/** The names as Italian lists them: "ANSA", "ANSA e Il Post", "ANSA, Il Post e Rai News". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}
