/**
 * Which story each article being settled belongs to (settle-stories.ts), from
 * the matches found for it: the connected groups of "these two report the
 * same event", with settled stories (articles not being settled) taken whole.
 * Pure, so the same matches give the same stories whatever order the
 * articles arrived in.
 */
import { randomUUID } from "node:crypto";

/** An article being settled: its id, the story it is stored in now and when it was published. */
export interface SettlingArticle {
  id: string;
  story: string;
  publishedAt: number;
}

/** A story none of whose articles is being settled: its key, when its earliest held article was published, how many it holds. */
export interface SettledStory {
  key: string;
  earliest: number;
  size: number;
}

/** A match of an article being settled: with another being settled, or with an article of a settled story. */
export type StoryLink = { from: string; article: string } | { from: string; story: string };

/** What settling decided: each article's story, and the settled stories that join another. */
export interface StoryAssignment {
  storyOf: Map<string, string>;
  /** A settled story moving into another: its key, and the key it takes. */
  merges: Map<string, string>;
}

/** A connected group so far: its settled stories, the one they merge into, and how many articles that moves. */
interface Group {
  stories: SettledStory[];
  into: SettledStory | null;
  moved: number;
}

/**
 * The stories of the settling articles: the connected groups of their matches.
 * A group holding settled stories takes the one whose earliest article is
 * earliest (the others merge into it), as placing an article does
 * (earliestStory); a match that would move more than `maxMoved` articles into
 * it is left out, so a report matching two big stories joins the earlier and
 * moves nothing, as placing does. Matches are taken in a fixed order (the
 * earliest story first), so the same matches give the same stories whatever
 * order they were found in. A group of settling articles only keeps the story
 * its earliest article is stored in, unless an earlier group kept it or
 * articles not being settled hold it (`heldElsewhere`), then the next one,
 * then an id of its own. `keep` links (an article and the story it stays in)
 * come first.
 */
export function assignStories(
  settling: readonly SettlingArticle[],
  settled: readonly SettledStory[],
  links: readonly StoryLink[],
  heldElsewhere: (key: string) => boolean,
  { maxMoved = Infinity, keep = [] }: { maxMoved?: number; keep?: readonly StoryLink[] } = {},
): StoryAssignment {
  const articleOf = new Map(settling.map((article) => [article.id, article]));
  const storyOfKey = new Map(settled.map((story) => [story.key, story]));
  const parent = new Map<string, string>();
  const groups = new Map<string, Group>();
  for (const article of settling) {
    parent.set(`a:${article.id}`, `a:${article.id}`);
    groups.set(`a:${article.id}`, { stories: [], into: null, moved: 0 });
  }
  for (const story of settled) {
    parent.set(`s:${story.key}`, `s:${story.key}`);
    groups.set(`s:${story.key}`, { stories: [story], into: story, moved: 0 });
  }
  const root = (node: string): string => {
    let at = node;
    while (parent.get(at) !== at) at = parent.get(at)!;
    parent.set(node, at);
    return at;
  };
  const when = (link: StoryLink) => ("article" in link ? (articleOf.get(link.article)?.publishedAt ?? Infinity) : (storyOfKey.get(link.story)?.earliest ?? Infinity));
  const target = (link: StoryLink) => ("article" in link ? `a:${link.article}` : `s:${link.story}`);
  const ordered = [...links].sort((x, y) => when(x) - when(y) || (target(x) < target(y) ? -1 : target(x) > target(y) ? 1 : x.from < y.from ? -1 : x.from > y.from ? 1 : 0));
  for (const link of [...keep, ...ordered]) {
    const [x, y] = [`a:${link.from}`, target(link)];
    if (!parent.has(x) || !parent.has(y)) continue;
    const [rx, ry] = [root(x), root(y)];
    if (rx === ry) continue;
    const [gx, gy] = [groups.get(rx)!, groups.get(ry)!];
    const joined: Group = { stories: [...gx.stories, ...gy.stories], into: gx.into ?? gy.into, moved: gx.moved + gy.moved };
    if (gx.into && gy.into) {
      const [kept, left] = earliestStory([gx.into, gy.into]) === gx.into.key ? [gx.into, gy.into] : [gy.into, gx.into];
      joined.into = kept;
      joined.moved += left.size;
      if (joined.moved > maxMoved) continue;
    }
    parent.set(rx, ry);
    groups.set(ry, joined);
    groups.delete(rx);
  }

  const byTime = (x: SettlingArticle, y: SettlingArticle) => x.publishedAt - y.publishedAt || (x.id < y.id ? -1 : 1);
  const members = new Map<string, SettlingArticle[]>();
  for (const article of settling) {
    const at = root(`a:${article.id}`);
    const group = members.get(at);
    if (group) group.push(article);
    else members.set(at, [article]);
  }
  const storyOf = new Map<string, string>();
  const merges = new Map<string, string>();
  const taken = new Set(settled.map((story) => story.key));
  const settlingOnly: SettlingArticle[][] = [];
  for (const [at, group] of members) {
    const into = groups.get(at)!.into;
    if (!into) {
      settlingOnly.push(group.sort(byTime));
      continue;
    }
    for (const story of groups.get(at)!.stories) if (story.key !== into.key) merges.set(story.key, into.key);
    for (const member of group) storyOf.set(member.id, into.key);
  }
  settlingOnly.sort((x, y) => byTime(x[0]!, y[0]!));
  for (const group of settlingOnly) {
    const choices = [...group.map((member) => member.story), ...group.map((member) => member.id)];
    const key = choices.find((choice) => !taken.has(choice) && !heldElsewhere(choice)) ?? randomUUID();
    taken.add(key);
    for (const member of group) storyOf.set(member.id, key);
  }
  return { storyOf, merges };
}

/** The story whose earliest article is earliest (then the smaller key): where stories shown to be one merge. */
export function earliestStory(stories: ReadonlyArray<Pick<SettledStory, "key" | "earliest">>): string {
  return stories.reduce((best, story) => (story.earliest < best.earliest || (story.earliest === best.earliest && story.key < best.key) ? story : best)).key;
}
