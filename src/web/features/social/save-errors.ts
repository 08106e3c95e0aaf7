import { ApiError } from "../../lib/api-request";
import { FIELD_ERRORS, SOCIAL_TEXT } from "./labels";

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
 * message. Anything else is a plain Italian line, never the server's English.
 */
export function saveFailure(error: unknown, draft: { post_template: string }): SaveFailure {
  if (error instanceof ApiError) {
    if (error.status === 400) {
      const field = /^([a-z_]+)(?:\.[^:]*)?:/.exec(error.message)?.[1];
      const named = field ? fieldMessage(field, draft) : null;
      if (named) return { message: SOCIAL_TEXT.form.fixFields, fields: { [named.field]: named.text } };
    }
    if (error.status === 404) return { message: SOCIAL_TEXT.form.notFound, fields: {} };
  }
  return { message: SOCIAL_TEXT.form.saveFailed, fields: {} };
}
