import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { insertPendingArticles } from "../../tests/helpers/article-rows.js";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { useSmtpStandIn } from "../../tests/helpers/smtp-stand-in.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { DIGEST_TITLES, digestTime, sendDailyDigest } from "./daily-digest.js";
import type { MailDeps } from "./deps.js";
import { createMailer } from "./mailer.js";

// What the digest says; when it goes (08:00, once a day across instances) is proven on the worker's jobs (src/worker/jobs.test.ts).

const testDb = useTestDatabase();
const SITE = "https://rassegna.example.it";
const NOW = new Date("2026-11-21T07:00:00Z");
const smtp = useSmtpStandIn();

beforeEach(async () => {
  await saveAutomationSection(testDb.db, "email_notifications", { enabled: true, on_new_articles: true, recipient: "redazione@example.it" });
});

const deps = (): MailDeps => ({
  db: testDb.db,
  mailer: createMailer({ smtpUrl: smtp.url, from: "Rassegna <noreply@rassegna.example.it>" }),
  publicUrl: SITE,
  logger: pino({ level: "silent" }),
});

describe("the daily digest", () => {
  it("lists the public articles of the last 24 hours, newest first, with their source and our page's link", async () => {
    const [older, newest] = await insertPublished(testDb.db, [
      { title: "Bilancio approvato a Bologna", source_name: "Gazzetta", published_at: new Date("2026-11-20T09:00:00Z") },
      { title: "Piano <b>scuole</b> & trasporti", source_name: "Il Foglio", published_at: new Date("2026-11-21T06:30:00Z") },
      { title: "Notizia di due giorni fa", source_name: "Gazzetta", published_at: new Date("2026-11-19T10:00:00Z") },
    ]);
    // Waiting for the AI: not public, so not in the digest.
    await insertPendingArticles(testDb.db, 1, { published: new Date("2026-11-21T05:00:00Z") });

    expect(await sendDailyDigest(deps(), NOW)).toBe(true);
    const [digest] = await smtp.received(1);
    expect(digest).toMatchObject({ envelopeTo: ["redazione@example.it"], subject: "Rassegna: 2 nuovi articoli nelle ultime 24 ore" });
    expect(digest!.text).toContain("Nelle ultime 24 ore Rassegna ha pubblicato 2 nuovi articoli.");
    expect(digest!.text).toContain(`- Piano <b>scuole</b> & trasporti (Il Foglio)\n  ${SITE}/articolo/${newest}\n- Bilancio approvato a Bologna (Gazzetta)\n  ${SITE}/articolo/${older}`);
    expect(digest!.text).not.toContain("due giorni fa");
    expect(digest!.text).not.toContain("Il consiglio comunale approva");
    expect(digest!.html).toContain(`<a href="${SITE}/articolo/${newest}" style="color:#2563eb">Piano &lt;b&gt;scuole&lt;/b&gt; &amp; trasporti</a>`);
    expect(digest!.html).not.toContain("<b>scuole</b>");
  });

  it("lists the newest titles and counts the rest", async () => {
    await insertPublished(
      testDb.db,
      Array.from({ length: DIGEST_TITLES + 3 }, (_, index) => ({ title: `Articolo ${index}`, published_at: new Date(NOW.getTime() - (index + 1) * 60_000) })),
    );
    expect(await sendDailyDigest(deps(), NOW)).toBe(true);
    const [digest] = await smtp.received(1);
    expect(digest!.subject).toBe("Rassegna: 23 nuovi articoli nelle ultime 24 ore");
    expect(digest!.text).toContain("- Articolo 0 (");
    expect(digest!.text).toContain("- Articolo 19 (");
    expect(digest!.text).not.toContain("- Articolo 20 (");
    expect(digest!.text).toContain("e altri 3 articoli.");
  });

  it("sends nothing on a day without new articles", async () => {
    await insertPublished(testDb.db, [{ published_at: new Date(NOW.getTime() - 25 * 3_600_000) }]);
    expect(await sendDailyDigest(deps(), NOW)).toBe(false);
    expect(smtp.messages).toHaveLength(0);
  });

  it("is timed at 08:00 only while notifications, its switch and a recipient are set", async () => {
    expect(await digestTime(deps())).toBe("08:00");
    await saveAutomationSection(testDb.db, "email_notifications", { on_new_articles: false });
    expect(await digestTime(deps())).toBeNull();
    await saveAutomationSection(testDb.db, "email_notifications", { on_new_articles: true, enabled: false });
    expect(await digestTime(deps())).toBeNull();
    await saveAutomationSection(testDb.db, "email_notifications", { enabled: true });
    expect(await digestTime({ ...deps(), mailer: createMailer({ smtpUrl: undefined, from: "x@example.it" }) })).toBeNull();
  });
});
