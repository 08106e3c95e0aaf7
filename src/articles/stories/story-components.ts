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

/** A story none of whose articles is being settled, and when its earliest held article was published. */
export interface SettledStory {
  key: string;
  earliest: number;
}

/** A match of an article being settled: with another being settled, or with an article of a settled story. */
export type StoryLink = { from: string; article: string } | { from: string; story: string };

/** What settling decided: each article's story, and the settled stories that join another. */
export interface StoryAssignment {
  storyOf: Map<string, string>;
  /** A settled story moving into another: its key, and the key it takes. */
  merges: Map<string, string>;
}

/**
 * The stories of the settling articles: a group holding settled stories takes
 * the one whose earliest article is earliest (the others merge into it), as
 * placing an article does (earliestStory); a group of settling articles only
 * keeps the story its earliest article is stored in, unless an earlier group
 * kept it or articles not being settled hold it (`heldElsewhere`), then the
 * next one, then an id of its own.
 */
export function assignStories(
  settling: readonly SettlingArticle[],
  settled: readonly SettledStory[],
  links: readonly StoryLink[],
  heldElsewhere: (key: string) => boolean,
): StoryAssignment {
  const groups = connect(
    [...settling.map((article) => `a:${article.id}`), ...settled.map((story) => `s:${story.key}`)],
    links.map((link) => [`a:${link.from}`, "article" in link ? `a:${link.article}` : `s:${link.story}`]),
  );
  const articleOf = new Map(settling.map((article) => [article.id, article]));
  const storyOfKey = new Map(settled.map((story) => [story.key, story]));
  const byTime = (x: SettlingArticle, y: SettlingArticle) => x.publishedAt - y.publishedAt || (x.id < y.id ? -1 : 1);
  const storyOf = new Map<string, string>();
  const merges = new Map<string, string>();
  const taken = new Set(settled.map((story) => story.key));
  const settlingOnly: SettlingArticle[][] = [];
  for (const nodes of groups) {
    const members = nodes.filter((node) => node.startsWith("a:")).map((node) => articleOf.get(node.slice(2))!);
    const stories = nodes.filter((node) => node.startsWith("s:")).map((node) => storyOfKey.get(node.slice(2))!);
    if (stories.length === 0) {
      settlingOnly.push(members.sort(byTime));
      continue;
    }
    const into = earliestStory(stories);
    for (const story of stories) if (story.key !== into) merges.set(story.key, into);
    for (const member of members) storyOf.set(member.id, into);
  }
  settlingOnly.sort((x, y) => byTime(x[0]!, y[0]!));
  for (const members of settlingOnly) {
    const choices = [...members.map((member) => member.story), ...members.map((member) => member.id)];
    const key = choices.find((choice) => !taken.has(choice) && !heldElsewhere(choice)) ?? randomUUID();
    taken.add(key);
    for (const member of members) storyOf.set(member.id, key);
  }
  return { storyOf, merges };
}

/** The story whose earliest article is earliest (then the smaller key): where stories shown to be one merge. */
export function earliestStory(stories: readonly SettledStory[]): string {
  return stories.reduce((best, story) => (story.earliest < best.earliest || (story.earliest === best.earliest && story.key < best.key) ? story : best)).key;
}

/** The connected groups of `nodes` under `edges` (union-find), each group's nodes in the order given. */
function connect(nodes: readonly string[], edges: ReadonlyArray<readonly [string, string]>): string[][] {
  const parent = new Map(nodes.map((node) => [node, node]));
  const root = (node: string): string => {
    let at = node;
    while (parent.get(at) !== at) at = parent.get(at)!;
    parent.set(node, at);
    return at;
  };
  for (const [x, y] of edges) if (parent.has(x) && parent.has(y)) parent.set(root(x), root(y));
  const groups = new Map<string, string[]>();
  for (const node of nodes) {
    const group = groups.get(root(node));
    if (group) group.push(node);
    else groups.set(root(node), [node]);
  }
  return [...groups.values()];
}
