import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { errorLogs } from "../../db/schema/index.js";
import { errorText } from "../../shared/error-text.js";
import { recordJobFailure, recordJobSuccess } from "./job-failures.js";

const testDb = useTestDatabase();

async function rows() {
  return testDb.db.select().from(errorLogs).orderBy(asc(errorLogs.timestamp), asc(errorLogs.id));
}

describe("recordJobFailure", () => {
  it("says from the second failure in a row how many there were, which Diagnostica words in Italian", async () => {
    for (let run = 0; run < 3; run++) await recordJobFailure(testDb.db, "feed-sync", new Error("database unreachable"));
    await recordJobSuccess(testDb.db, "feed-sync");
    await recordJobFailure(testDb.db, "feed-sync", new Error("database unreachable"));
    const written = await rows();
    expect(written.map((row) => row.error_message)).toEqual([
      'Scheduled job "feed-sync" failed: database unreachable',
      'Scheduled job "feed-sync" failed: database unreachable (2 failures in a row)',
      'Scheduled job "feed-sync" failed: database unreachable (3 failures in a row)',
      'Scheduled job "feed-sync" failed: database unreachable',
    ]);
    expect(written.map((row) => row.severity)).toEqual(["medium", "medium", "critical", "medium"]);
    expect(written.map((row) => errorText(row).text)).toEqual([
      "Il lavoro pianificato «sincronizzazione feed» è fallito",
      "Il lavoro pianificato «sincronizzazione feed» è fallito 2 volte di seguito",
      "Il lavoro pianificato «sincronizzazione feed» è fallito 3 volte di seguito",
      "Il lavoro pianificato «sincronizzazione feed» è fallito",
    ]);
  });

  it("keeps the count when the error's own words are long", async () => {
    await recordJobFailure(testDb.db, "auto-cleanup", new Error("x".repeat(5_000)));
    await recordJobFailure(testDb.db, "auto-cleanup", new Error("x".repeat(5_000)));
    // Found by its words, not its place: two rows written within one tick of the embedded database's clock
    // share a timestamp, and then the order between them is the random ids' (it flaked so in CI).
    const written = await rows();
    expect(written).toHaveLength(2);
    for (const row of written) expect(row.error_message.length).toBeLessThanOrEqual(2_000);
    expect(written.filter((row) => row.error_message.endsWith(" (2 failures in a row)"))).toHaveLength(1);
  });
});
