import { ApiError } from "../../lib/api-request";
import type { SocialPlatform } from "../../../shared/social";
import { FIELD_ERRORS, PLATFORM_LABELS, SOCIAL_TEXT } from "./labels";
import { TARGET_FIELD } from "./targets";

/** The fields of "Configura" that can carry an error. */
export type FormField = "access_token" | "chat_id" | "page_id" | "author_urn" | "post_template" | "frequency";

const FORM_FIELDS = new Set<string>(["access_token", "chat_id", "page_id", "author_urn", "post_template", "frequency"]);

/**
 * The Italian message for a refused field. The API's messages are English
 * (they name the rule, for API users), so the screen says its own words,
 * choosing between "empty" and "too long" from what was typed.
 */
export function fieldMessage(field: string, draft: { post_template: string }): { field: FormField; text: string } | null {
  if (!FORM_FIELDS.has(field)) return null;
  if (field === "post_template") {
    const text = draft.post_template.trim() === "" ? FIELD_ERRORS.post_template_empty : FIELD_ERRORS.post_template_long;
    return { field, text };
  }
  return { field: field as FormField, text: FIELD_ERRORS[field as Exclude<FormField, "post_template">] };
}

/** What a failed save shows: a line by the button and, when the API named one, the field in error. */
export interface SaveFailure {
  message: string;
  fields: Partial<Record<FormField, string>>;
}

/**
 * A refused PUT as the admin reads it. A 400 `validation_failed` says
 * "field: rule" (the one error handler's shape); the field gets its Italian
 * message; an enabled platform left without what it needs to post says so.
 * Anything else is a plain Italian line, never the server's English.
 */
export function saveFailure(error: unknown, platform: SocialPlatform, draft: { post_template: string } & Record<"chat_id" | "page_id" | "author_urn", string>): SaveFailure {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.message.includes("before it can be enabled")) return credentialsFailure(platform, draft);
    if (error.status === 400) {
      const field = /^([a-z_]+)(?:\.[^:]*)?:/.exec(error.message)?.[1];
      const named = field ? fieldMessage(field, draft) : null;
      if (named) return { message: SOCIAL_TEXT.form.fixFields, fields: { [named.field]: named.text } };
    }
    if (error.status === 404) return { message: SOCIAL_TEXT.form.notFound, fields: {} };
  }
  return { message: SOCIAL_TEXT.form.saveFailed, fields: {} };
}

/** An enabled platform saved without its token or target: the emptied target is the field to fix. */
function credentialsFailure(platform: SocialPlatform, draft: Record<"chat_id" | "page_id" | "author_urn", string>): SaveFailure {
  const name = PLATFORM_LABELS[platform];
  const target = TARGET_FIELD[platform];
  const fields = target && !draft[target].trim() ? { [target]: SOCIAL_TEXT.form.neededWhileOn(name) } : {};
  return { message: SOCIAL_TEXT.form.needsCredentials(name), fields };
}
