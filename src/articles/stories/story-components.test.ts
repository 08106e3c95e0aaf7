import { describe, expect, it } from "vitest";
import { assignStories, type SettledStory, type SettlingArticle, type StoryLink } from "./story-components.js";

const article = (id: string, story: string, publishedAt: number): SettlingArticle => ({ id, story, publishedAt });
const nowhereElse = () => false;

describe("assignStories", () => {
  it.each<[string, SettlingArticle[], SettledStory[], StoryLink[], (key: string) => boolean, Record<string, string>, Record<string, string>]>([
    [
      "two reports placed side by side, each a story of its own, join the earlier one's",
      [article("b", "b", 2), article("a", "a", 1)],
      [],
      [{ from: "b", article: "a" }],
      nowhereElse,
      { a: "a", b: "a" },
      {},
    ],
    [
      "a report that missed the story its neighbour joined follows it there",
      [article("x", "s", 5), article("y", "y", 6)],
      [{ key: "s", earliest: 0, size: 1 }],
      [
        { from: "x", story: "s" },
        { from: "y", article: "x" },
      ],
      nowhereElse,
      { x: "s", y: "s" },
      {},
    ],
    [
      "two stories one report shows to be one merge into the one whose earliest article is earliest",
      [article("x", "late", 9)],
      [
        { key: "late", earliest: 5, size: 1 },
        { key: "early", earliest: 3, size: 1 },
      ],
      [
        { from: "x", story: "late" },
        { from: "x", story: "early" },
      ],
      nowhereElse,
      { x: "early" },
      { late: "early" },
    ],
    [
      "a report that no longer matches its story leaves it for an id of its own",
      [article("x", "s", 5)],
      [],
      [],
      (key: string) => key === "s",
      { x: "x" },
      {},
    ],
    [
      "a story of reports that no longer match splits: the earlier keeps the key, the later takes its own id",
      [article("y", "k", 2), article("x", "k", 1)],
      [],
      [],
      nowhereElse,
      { x: "k", y: "y" },
      {},
    ],
    [
      "a report matching two stories too big to move joins the earlier, and both stay",
      [article("x", "x", 9)],
      [
        { key: "late", earliest: 5, size: 21 },
        { key: "early", earliest: 3, size: 30 },
      ],
      [
        { from: "x", story: "late" },
        { from: "x", story: "early" },
      ],
      nowhereElse,
      { x: "early" },
      {},
    ],
  ])("%s", (_, settling, settled, links, heldElsewhere, storyOf, merges) => {
    const assigned = assignStories(settling, settled, links, heldElsewhere, { maxMoved: 20 });
    expect(Object.fromEntries(assigned.storyOf)).toEqual(storyOf);
    expect(Object.fromEntries(assigned.merges)).toEqual(merges);
  });

  it("keeps an article in its story when told to: the story joins the earlier one it matches, whole", () => {
    const settled = [
      { key: "k", earliest: 5, size: 2 },
      { key: "t", earliest: 3, size: 2 },
    ];
    const assigned = assignStories([article("x", "k", 9)], settled, [{ from: "x", story: "t" }], nowhereElse, { maxMoved: 20, keep: [{ from: "x", story: "k" }] });
    expect(Object.fromEntries(assigned.storyOf)).toEqual({ x: "t" });
    expect(Object.fromEntries(assigned.merges)).toEqual({ k: "t" });
  });

  it("gives the same stories whatever order the articles and their matches come in", () => {
    const settling = [article("a", "a", 1), article("b", "b", 2), article("c", "s", 3), article("d", "d", 4), article("e", "e", 5)];
    const settled = [
      { key: "s", earliest: 0, size: 1 },
      { key: "t", earliest: 1, size: 1 },
    ];
    const links: StoryLink[] = [
      { from: "a", article: "b" },
      { from: "c", story: "s" },
      { from: "d", story: "t" },
      { from: "d", article: "c" },
    ];
    const expected = assignStories(settling, settled, links, nowhereElse);
    expect(Object.fromEntries(expected.storyOf)).toEqual({ a: "a", b: "a", c: "s", d: "s", e: "e" });
    expect(Object.fromEntries(expected.merges)).toEqual({ t: "s" });
    const again = assignStories(settling.toReversed(), settled.toReversed(), links.toReversed(), nowhereElse);
    expect(again).toEqual(expected);
  });
});
