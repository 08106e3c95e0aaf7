import { describe, expect, it } from "vitest";
import { setAdminPassword, findAdminByEmail } from "../../auth/admin-accounts.js";
import { createSession } from "../../auth/sessions.js";
import type { Database } from "../../db/database.js";
import { createTestDatabase } from "../../../tests/helpers/test-db.js";
import { hasAdminSession } from "./session.server.js";

const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });
// Any query on this database fails the test: implausible cookies must be refused before SQL.
const untouchable = new Proxy({} as Database, {
  get() {
    throw new Error("the database was queried");
  },
});

describe("hasAdminSession", () => {
  // The database is opened here rather than per test: the other cases must never reach one.
  it("recognizes the refresh cookie of a live session among other cookies", async () => {
    const { db, close } = await createTestDatabase();
    try {
      await setAdminPassword(db, "admin@example.it", "una-password-lunga");
      const user = await findAdminByEmail(db, "admin@example.it");
      const { refreshToken } = await createSession(db, user!.id, {});
      const request = withCookie(`consent=1; rassegna_refresh=${refreshToken}; theme=dark`);
      await expect(hasAdminSession(request, { db })).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it.each([
    ["not percent-encoding", "rassegna_refresh=%"],
    ["a broken escape", "rassegna_refresh=%E0%A4%A"],
    ["too long", `rassegna_refresh=${"a".repeat(4000)}`],
    ["outside the token alphabet", `rassegna_refresh=${"'".repeat(43)}`],
    ["empty", "rassegna_refresh="],
  ])("treats a refresh cookie that is %s as absent, without asking the database", async (_case, cookie) => {
    await expect(hasAdminSession(withCookie(cookie), { db: untouchable })).resolves.toBe(false);
  });

  it("answers false without a cookie", async () => {
    await expect(hasAdminSession(new Request("http://localhost/"), { db: untouchable })).resolves.toBe(false);
  });
});
