import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { createDatabaseEvent, noticePayload, receiveNotice, signalEveryTopic } from "./database-event.js";

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

// Module-level, as their owners make them: a topic is made once per process.
const pages = createDatabaseEvent("test-pages");
const ads = createDatabaseEvent("test-ads");

function record(heard: string[]) {
  stops.push(
    pages.listen(() => heard.push("pages")),
    ads.listen(() => heard.push("ads")),
  );
}

describe("database events", () => {
  const testDb = useTestDatabase();

  it("call this process's listeners of the signalled topic only, at once, until they stop", async () => {
    const heard: string[] = [];
    const stop = pages.listen(() => heard.push("first"));
    stops.push(pages.listen(() => heard.push("second")));
    await pages.signal(testDb.db);
    stop();
    await pages.signal(testDb.db);
    expect(heard).toEqual(["first", "second", "second"]);
  });

  it("hand another instance's notice to its topic's listeners, and ignore this process's own and unknown topics", () => {
    const heard: string[] = [];
    record(heard);
    receiveNotice(noticePayload("test-ads", "another-instance"));
    // This process's own notice comes back from PostgreSQL too: its listeners ran when it was sent.
    receiveNotice(noticePayload("test-pages"));
    receiveNotice(noticePayload("no-such-topic", "another-instance"));
    receiveNotice("garbage");
    expect(heard).toEqual(["ads"]);
  });

  it("drop everything at once when notices may have been missed", () => {
    const heard: string[] = [];
    record(heard);
    signalEveryTopic();
    expect(heard.sort()).toEqual(["ads", "pages"]);
  });

  it("still tell the other listeners when one throws, and never fail the change already stored", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const heard: string[] = [];
    stops.push(
      pages.listen(() => {
        throw new Error("broken listener");
      }),
      pages.listen(() => heard.push("cache cleared")),
    );
    await expect(pages.signal(testDb.db)).resolves.toBeUndefined();
    receiveNotice(noticePayload("test-pages", "another-instance"));
    expect(heard).toEqual(["cache cleared", "cache cleared"]);
  });

  it("refuse a topic made twice: a second owner would split its listeners", () => {
    expect(() => createDatabaseEvent("test-pages")).toThrow(/made twice/);
  });
});
