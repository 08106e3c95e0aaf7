import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-request";
import { FIELD_ERRORS, SOCIAL_TEXT } from "./labels";
import { fieldMessage, saveFailure } from "./save-errors";

const draft = { post_template: "Nuova notizia: {{title}}", chat_id: "@rassegna", page_id: "", author_urn: "" };

describe("saveFailure", () => {
  it.each([
    { message: "chat_id: chat_id must be @channelname or a numeric id", field: "chat_id", text: FIELD_ERRORS.chat_id },
    { message: "page_id: page_id must be the Page's numeric id", field: "page_id", text: FIELD_ERRORS.page_id },
    { message: "author_urn: author_urn must be urn:li:organization:ID or urn:li:person:ID", field: "author_urn", text: FIELD_ERRORS.author_urn },
    { message: "access_token: Too big: expected string to have <=2000 characters", field: "access_token", text: FIELD_ERRORS.access_token },
    { message: "post_template: Too big: expected string to have <=1000 characters", field: "post_template", text: FIELD_ERRORS.post_template_long },
    { message: "frequency: Invalid option", field: "frequency", text: FIELD_ERRORS.frequency },
  ])("a 400 on $field marks the field in Italian", ({ message, field, text }) => {
    const failure = saveFailure(new ApiError(400, "validation_failed", message), "telegram", draft);
    expect(failure).toEqual({ message: SOCIAL_TEXT.form.fixFields, fields: { [field]: text } });
    expect(JSON.stringify(failure)).not.toContain("must");
  });

  it("says an empty template is empty, not too long", () => {
    const failure = saveFailure(new ApiError(400, "validation_failed", "post_template: post_template is required"), "telegram", { ...draft, post_template: "  " });
    expect(failure.fields).toEqual({ post_template: FIELD_ERRORS.post_template_empty });
  });

  it.each([
    { label: "a 400 on no known field", error: new ApiError(400, "validation_failed", "body: Invalid input"), message: SOCIAL_TEXT.form.saveFailed },
    { label: "a 400 without a field", error: new ApiError(400, "bad_request", "Body must be JSON"), message: SOCIAL_TEXT.form.saveFailed },
    { label: "an unknown platform", error: new ApiError(404, "not_found", "Unknown platform"), message: SOCIAL_TEXT.form.notFound },
    { label: "a 500", error: new ApiError(500, "internal_error", "Internal server error"), message: SOCIAL_TEXT.form.saveFailed },
    { label: "a network failure", error: new TypeError("Failed to fetch"), message: SOCIAL_TEXT.form.saveFailed },
  ])("$label is a plain Italian line, never the server's English", ({ error, message }) => {
    expect(saveFailure(error, "telegram", draft)).toEqual({ message, fields: {} });
  });
});

describe("an enabled platform saved without what it needs", () => {
  const refusal = new ApiError(400, "validation_failed", "telegram needs access_token and chat_id before it can be enabled");

  it("marks the emptied target field", () => {
    expect(saveFailure(refusal, "telegram", { ...draft, chat_id: " " })).toEqual({
      message: SOCIAL_TEXT.form.needsCredentials("Telegram"),
      fields: { chat_id: SOCIAL_TEXT.form.neededWhileOn("Telegram") },
    });
  });

  it("says it plainly when the target is there (the token is what is missing)", () => {
    expect(saveFailure(refusal, "telegram", draft)).toEqual({ message: SOCIAL_TEXT.form.needsCredentials("Telegram"), fields: {} });
  });
});

describe("fieldMessage", () => {
  it("knows only the form's fields", () => {
    expect(fieldMessage("enabled", draft)).toBeNull();
    expect(fieldMessage("chat_id", draft)).toEqual({ field: "chat_id", text: FIELD_ERRORS.chat_id });
  });
});
