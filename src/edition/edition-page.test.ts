import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { saveAutomationSection } from "../automation/save-automation-section.js";
import { NotFoundError } from "../platform/errors.js";
import { editionPage } from "./edition-page.js";

const testDb = useTestDatabase();
const NOW = new Date("2026-11-30T10:00:00Z");

describe("the edition's page", () => {
  it("shows the latest edition with the one before it, and each category's stories, most told first", async () => {
    const [told] = await insertPublished(testDb.db, [{ title: "Detta da due", source_name: "Ansa", category: "politica", published_at: new Date("2026-11-30T01:00:00Z") }]);
    await insertPublished(testDb.db, [
      { title: "Detta da due, l'altra", source_name: "Agi", category: "politica", story_id: told!, published_at: new Date("2026-11-30T01:30:00Z") },
      { title: "Più recente, una fonte", source_name: "Ansa", category: "politica", published_at: new Date("2026-11-30T05:00:00Z") },
      { title: "Sport", category: "sport", published_at: new Date("2026-11-29T12:00:00Z") },
      { title: "Troppo vecchia", category: "sport", published_at: new Date("2026-11-29T05:00:00Z") },
    ]);
    const page = await editionPage(testDb.db, {}, NOW, true);
    expect(page.edition).toMatchObject({ day: "2026-11-30", slot: "mattina" });
    expect(page.previous).toEqual({ day: "2026-11-29", slot: "sera" });
    expect(page.next).toBeNull();
    expect(page.subscribe).toBe(false);
    expect(page.edition!.categories.map((category) => [category.category, category.stories.map((story) => [story.card.title, story.sources])])).toEqual([
      ["politica", [["Detta da due, l'altra", 2], ["Più recente, una fonte", 1]]],
      ["sport", [["Sport", 1]]],
    ]);
  });

  it("opens the form only while the e-mail edition is on and SMTP is set", async () => {
    await saveAutomationSection(testDb.db, "daily_edition", { enabled: true });
    expect((await editionPage(testDb.db, {}, NOW, true)).subscribe).toBe(true);
    expect((await editionPage(testDb.db, {}, NOW, false)).subscribe).toBe(false);
  });

  it("reads a day's latest and one edition by its address, with its neighbours", async () => {
    const day = await editionPage(testDb.db, { day: "2026-11-29" }, NOW, false);
    expect(day).toMatchObject({ edition: { day: "2026-11-29", slot: "sera" }, previous: { day: "2026-11-29", slot: "mattina" }, next: { day: "2026-11-30", slot: "mattina" } });
    const one = await editionPage(testDb.db, { day: "2026-11-29", slot: "mattina" }, NOW, false);
    expect(one).toMatchObject({ edition: { slot: "mattina" }, previous: { day: "2026-11-28", slot: "sera" }, next: { day: "2026-11-29", slot: "sera" } });
  });

  it.each([
    ["a day not written as one", { day: "ieri" }],
    ["a date that does not exist", { day: "2026-02-30" }],
    ["an unknown slot", { day: "2026-11-29", slot: "pomeriggio" }],
    ["an edition not made yet", { day: "2026-11-30", slot: "sera" }],
    ["a day to come", { day: "2026-12-01" }],
  ])("is not found for %s", async (_label, address) => {
    await expect(editionPage(testDb.db, address, NOW, false)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("is not found for a slot the administrator switched off", async () => {
    await saveAutomationSection(testDb.db, "daily_edition", { evening: false });
    await expect(editionPage(testDb.db, { day: "2026-11-29", slot: "sera" }, NOW, false)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the daily edition's settings", () => {
  it("refuse the e-mail edition with both editions off, and keep the rest", async () => {
    await expect(saveAutomationSection(testDb.db, "daily_edition", { enabled: true, morning: false, evening: false })).rejects.toThrow(
      "morning: the daily edition needs the morning or the evening edition to be switched on",
    );
    const saved = await saveAutomationSection(testDb.db, "daily_edition", { morning: false, evening_at: "20:30" });
    expect(saved.daily_edition).toEqual({ enabled: false, morning: false, morning_at: "07:00", evening: true, evening_at: "20:30" });
  });
});
