import { describe, expect, it } from "vitest";
import { inboxSearch, isLongMessage, readInboxView } from "./inbox-view";

describe("readInboxView", () => {
  it.each([
    ["", { filter: "all", page: 1 }],
    ["?filter=unread&page=3", { filter: "unread", page: 3 }],
    ["?filter=letti&page=2", { filter: "all", page: 2 }],
    ["?page=0", { filter: "all", page: 1 }],
    ["?page=-2", { filter: "all", page: 1 }],
    ["?page=1.5", { filter: "all", page: 1 }],
    ["?page=due", { filter: "all", page: 1 }],
    ["?page=99999999999999999999", { filter: "all", page: 1 }],
  ])("reads %j as %j", (search, view) => {
    expect(readInboxView(new URLSearchParams(search))).toEqual(view);
  });
});

describe("inboxSearch", () => {
  it("leaves out the defaults and round-trips", () => {
    expect(inboxSearch({ filter: "all", page: 1 }).toString()).toBe("");
    const search = inboxSearch({ filter: "unread", page: 2 });
    expect(search.toString()).toBe("filter=unread&page=2");
    expect(readInboxView(search)).toEqual({ filter: "unread", page: 2 });
  });
});

describe("isLongMessage", () => {
  it.each([
    ["a short note", "Vi segnalo una fonte.", false],
    ["600 characters", "a".repeat(600), false],
    ["601 characters", "a".repeat(601), true],
    ["eight short lines", Array(8).fill("riga").join("\n"), false],
    ["nine short lines", Array(9).fill("riga").join("\n"), true],
  ])("%s: %s", (_label, text, long) => {
    expect(isLongMessage(text)).toBe(long);
  });
});
