import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/helpers/test-db.js";
import { logCsvFileName, logsCsv } from "./logs-csv.js";

const testDb = useTestDatabase();
const ALL = { search: "", level: "all", category: "all" } as const;

async function exported(maxRows?: number): Promise<string[]> {
  let text = "";
  for await (const chunk of logsCsv(testDb.db, ALL, maxRows)) text += chunk;
  return text.split("\r\n").slice(1, -1);
}

describe("logsCsv", () => {
  it("reads page after page, newest first, without losing or repeating a line, even among lines of the same time", async () => {
    // 2,500 lines over 1,250 distinct instants (two per microsecond-precise time), so pages end inside a tie.
    await testDb.db.execute(sql`
      insert into system_logs (timestamp, log_level, category, source, message)
      select timestamp '2026-11-20 08:00:00+00' + ((n / 2) * interval '1.000001 second'), 'info', 'system', 'test', 'riga ' || n
      from generate_series(1, 2500) n`);
    const lines = await exported();
    expect(lines).toHaveLength(2500);
    const numbers = lines.map((line) => Number(/riga (\d+)/.exec(line)?.[1]));
    expect(new Set(numbers).size).toBe(2500);
    expect(numbers[0]).toBe(2500);
    expect(numbers.at(-1)).toBe(1);
  });

  it("stops at its limit, the newest kept", async () => {
    await testDb.db.execute(sql`
      insert into system_logs (timestamp, log_level, category, source, message)
      select timestamp '2026-11-20 08:00:00+00' + n * interval '1 second', 'info', 'system', 'test', 'riga ' || n
      from generate_series(1, 30) n`);
    const lines = await exported(12);
    expect(lines).toHaveLength(12);
    expect(lines[0]).toContain("riga 30");
    expect(lines[11]).toContain("riga 19");
  });

  it("names the file by the day in Rome", () => {
    expect(logCsvFileName(new Date("2026-03-28T23:00:00Z"))).toBe("log-di-sistema-2026-03-29.csv");
  });
});
