import { describe, expect, it } from "vitest";
import { socialConfigView } from "../../../../tests/helpers/social-config-view.js";
import { FIELD_ERRORS } from "./labels";
import { checkDraft, insertVariable, isDirty, toDraft, toUpdate, type SocialDraft } from "./social-form";

const stored = socialConfigView;

const draft = (fields: Partial<SocialDraft> = {}): SocialDraft => ({ ...toDraft(stored()), ...fields });

describe("toDraft", () => {
  it("never puts the stored (masked) token in the field", () => {
    expect(toDraft(stored()).access_token).toBe("");
    expect(toDraft(stored()).chat_id).toBe("@rassegna");
  });
});

describe("toUpdate", () => {
  it("leaves the token out when the field is empty or blank, so the stored one stays", () => {
    expect(toUpdate("telegram", draft({ access_token: "   " }))).toEqual({
      post_template: "Nuova notizia: {{title}} - {{url}}",
      frequency: "immediate",
      chat_id: "@rassegna",
    });
  });

  it.each([
    { platform: "telegram", field: "chat_id" },
    { platform: "facebook", field: "page_id" },
    { platform: "linkedin", field: "author_urn" },
  ] as const)("sends $field for $platform and no other platform's field", ({ platform, field }) => {
    const update = toUpdate(platform, draft({ access_token: " abc ", chat_id: "@c", page_id: "1", author_urn: "urn:li:person:x" }));
    expect(update.access_token).toBe("abc");
    expect(Object.keys(update).filter((key) => ["chat_id", "page_id", "author_urn"].includes(key))).toEqual([field]);
  });

  it.each(["twitter", "instagram", "whatsapp"] as const)("sends no target field for %s", (platform) => {
    expect(toUpdate(platform, draft())).toEqual({ post_template: "Nuova notizia: {{title}} - {{url}}", frequency: "immediate" });
  });
});

describe("checkDraft", () => {
  it("passes a good draft through as the API input", () => {
    expect(checkDraft("telegram", draft({ chat_id: "-1001234567890" }))).toEqual({
      ok: true,
      update: { post_template: "Nuova notizia: {{title}} - {{url}}", frequency: "immediate", chat_id: "-1001234567890" },
    });
  });

  it.each([
    { platform: "telegram", fields: { chat_id: "canale senza chiocciola" }, field: "chat_id", message: FIELD_ERRORS.chat_id },
    { platform: "telegram", fields: { chat_id: "@abc" }, field: "chat_id", message: FIELD_ERRORS.chat_id },
    { platform: "facebook", fields: { page_id: "pagina-12" }, field: "page_id", message: FIELD_ERRORS.page_id },
    { platform: "linkedin", fields: { author_urn: "urn:li:company:1" }, field: "author_urn", message: FIELD_ERRORS.author_urn },
    { platform: "twitter", fields: { post_template: "   " }, field: "post_template", message: FIELD_ERRORS.post_template_empty },
    { platform: "twitter", fields: { post_template: "x".repeat(1001) }, field: "post_template", message: FIELD_ERRORS.post_template_long },
    { platform: "twitter", fields: { access_token: "t".repeat(2001) }, field: "access_token", message: FIELD_ERRORS.access_token },
  ] as const)("refuses $field ($message) in Italian", ({ platform, fields, field, message }) => {
    expect(checkDraft(platform, draft(fields))).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("ignores another platform's malformed field, since it is not sent", () => {
    expect(checkDraft("twitter", draft({ chat_id: "??", page_id: "abc" })).ok).toBe(true);
  });

  it("accepts an empty target (the platform is configured later)", () => {
    expect(checkDraft("facebook", draft({ page_id: "" })).ok).toBe(true);
  });
});

describe("isDirty", () => {
  it.each([
    { label: "nothing changed", fields: {}, dirty: false },
    { label: "a token typed", fields: { access_token: "nuovo" }, dirty: true },
    { label: "blank token", fields: { access_token: "  " }, dirty: false },
    { label: "the chat", fields: { chat_id: "@altro_canale" }, dirty: true },
    { label: "another platform's field", fields: { page_id: "123" }, dirty: false },
    { label: "the template", fields: { post_template: "{{title}}" }, dirty: true },
    { label: "the frequency", fields: { frequency: "daily" }, dirty: true },
  ] as const)("$label → $dirty", ({ fields, dirty }) => {
    expect(isDirty("telegram", draft(fields), stored())).toBe(dirty);
  });
});

describe("insertVariable", () => {
  it.each([
    { label: "at the caret", template: "Leggi  ora", start: 6, end: 6, result: "Leggi {{title}} ora", caret: 15 },
    { label: "over a selection", template: "Leggi TITOLO ora", start: 6, end: 12, result: "Leggi {{title}} ora", caret: 15 },
    { label: "at the end when the caret is past it", template: "Nuova: ", start: 99, end: 99, result: "Nuova: {{title}}", caret: 16 },
    { label: "in an empty template", template: "", start: 0, end: 0, result: "{{title}}", caret: 9 },
    { label: "after accented text", template: "Novità: ", start: 8, end: 8, result: "Novità: {{title}}", caret: 17 },
  ])("$label", ({ template, start, end, result, caret }) => {
    expect(insertVariable(template, "title", start, end)).toEqual({ template: result, caret });
  });
});
