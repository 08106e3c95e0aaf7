import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPublished } from "../../tests/helpers/published-articles.js";
import { useTestDatabase } from "../../tests/helpers/test-db.js";
import { socialConfigs, socialPosts } from "../db/schema/index.js";
import { SOCIAL_DEFAULT_TEMPLATE, SOCIAL_PLATFORMS } from "../shared/constants.js";
import { socialConfigUpdateSchema } from "../shared/social.js";
import { listSocialConfigs, readSocialConfigRow, recordLastPost, updateSocialConfig } from "./social-config.js";

const testDb = useTestDatabase();
const TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";
const update = (body: object) => socialConfigUpdateSchema.parse(body);

describe("listSocialConfigs", () => {
  it("answers the six seeded platforms ordered by platform, disabled with the default template", async () => {
    const list = await listSocialConfigs(testDb.db);
    expect(list.map((card) => card.platform)).toEqual([...SOCIAL_PLATFORMS].sort());
    for (const card of list) {
      expect(card).toMatchObject({ enabled: false, access_token: "", has_token: false, post_template: SOCIAL_DEFAULT_TEMPLATE, frequency: "immediate" });
      expect(card).toMatchObject({ last_post: null, last_error: null, queued: 0 });
    }
    expect(list.filter((card) => card.posts_for_real).map((card) => card.platform)).toEqual(["facebook", "linkedin", "telegram", "twitter"]);
  });

  it("puts back a missing row with its defaults, leaving the others as they are", async () => {
    await updateSocialConfig(testDb.db, "twitter", update({ post_template: "{{title}} {{url}}" }));
    await testDb.db.delete(socialConfigs).where(eq(socialConfigs.platform, "telegram"));
    const list = await listSocialConfigs(testDb.db);
    expect(list).toHaveLength(6);
    expect(list.find((card) => card.platform === "twitter")?.post_template).toBe("{{title}} {{url}}");
  });

  it("masks the token and counts only the queued posts of each platform, with ISO times", async () => {
    await updateSocialConfig(testDb.db, "telegram", update({ access_token: TOKEN, chat_id: "@rassegna_it", enabled: true }));
    const [first, second, third] = await insertPublished(testDb.db, [{}, {}, {}]);
    const due = new Date("2025-03-01T10:00:00Z");
    await testDb.db.insert(socialPosts).values([
      { article_id: first!, platform: "telegram", due_at: due },
      { article_id: second!, platform: "telegram", due_at: due },
      { article_id: third!, platform: "telegram", due_at: due, status: "sent" },
      { article_id: first!, platform: "twitter", due_at: due },
    ]);
    await recordLastPost(testDb.db, "telegram", new Date("2025-03-01T10:05:00Z"));
    const list = await listSocialConfigs(testDb.db);
    const telegram = list.find((card) => card.platform === "telegram")!;
    expect(telegram).toMatchObject({ access_token: "123456789:...Dsaw", has_token: true, queued: 2, last_post: "2025-03-01T10:05:00.000Z" });
    expect(list.find((card) => card.platform === "twitter")?.queued).toBe(1);
    expect(JSON.stringify(list)).not.toContain(TOKEN);
  });
});

describe("updateSocialConfig", () => {
  it("saves the fields given and keeps the stored token when the token is absent or empty", async () => {
    await updateSocialConfig(testDb.db, "facebook", update({ access_token: TOKEN, page_id: "1234567890" }));
    await updateSocialConfig(testDb.db, "facebook", update({ access_token: "", frequency: "daily" }));
    const saved = await updateSocialConfig(testDb.db, "facebook", update({ enabled: true, post_template: "Da leggere: {{title}} {{url}}" }));
    expect(saved).toMatchObject({ platform: "facebook", enabled: true, has_token: true, page_id: "1234567890", frequency: "daily" });
    expect((await readSocialConfigRow(testDb.db, "facebook")).access_token).toBe(TOKEN);
  });

  it("replaces the token when a new one is given", async () => {
    await updateSocialConfig(testDb.db, "twitter", update({ access_token: TOKEN }));
    await updateSocialConfig(testDb.db, "twitter", update({ access_token: "nuovo-token-di-x-abcdefghij" }));
    expect((await readSocialConfigRow(testDb.db, "twitter")).access_token).toBe("nuovo-token-di-x-abcdefghij");
  });

  it.each([
    ["telegram", {}, "telegram needs access_token and chat_id before it can be enabled"],
    ["telegram", { access_token: TOKEN }, "telegram needs access_token and chat_id before it can be enabled"],
    ["facebook", { access_token: TOKEN }, "facebook needs access_token and page_id before it can be enabled"],
    ["linkedin", { author_urn: "urn:li:organization:5515715" }, "linkedin needs access_token and author_urn before it can be enabled"],
    ["twitter", {}, "twitter needs access_token before it can be enabled"],
  ])("refuses to enable %s without what it needs (%j)", async (platform, fields, message) => {
    await expect(updateSocialConfig(testDb.db, platform, update({ ...fields, enabled: true }))).rejects.toMatchObject({ status: 400, message });
    expect((await readSocialConfigRow(testDb.db, platform)).enabled).toBe(false);
  });

  it("refuses to clear the id of an enabled platform, and lets it be switched off", async () => {
    await updateSocialConfig(testDb.db, "telegram", update({ access_token: TOKEN, chat_id: "-1001234567890", enabled: true }));
    await expect(updateSocialConfig(testDb.db, "telegram", update({ chat_id: "" }))).rejects.toMatchObject({ status: 400 });
    expect(await updateSocialConfig(testDb.db, "telegram", update({ enabled: false, chat_id: "" }))).toMatchObject({ enabled: false, chat_id: "" });
  });

  it("lets Instagram and WhatsApp be switched on without a token: they never post", async () => {
    expect(await updateSocialConfig(testDb.db, "instagram", update({ enabled: true }))).toMatchObject({ enabled: true, posts_for_real: false });
    expect(await updateSocialConfig(testDb.db, "whatsapp", update({ enabled: true, access_token: TOKEN }))).toMatchObject({ enabled: true, has_token: true });
  });

  it("answers 404 for a platform that is not one of the six", async () => {
    await expect(updateSocialConfig(testDb.db, "tiktok", update({ enabled: false }))).rejects.toMatchObject({ status: 404 });
  });
});
