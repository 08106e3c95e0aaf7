import { socialConfigUpdateSchema, type SocialConfigUpdate, type SocialConfigView, type SocialPlatform } from "../../../shared/social";
import { fieldMessage, type FormField } from "./save-errors";
import { TARGET_FIELD } from "./targets";

/** The "Configura" fields as typed. The token starts empty: the stored one is write-only and never comes back. */
export interface SocialDraft {
  access_token: string;
  chat_id: string;
  page_id: string;
  author_urn: string;
  post_template: string;
  frequency: SocialConfigView["frequency"];
}

/** The stored configuration as an editable draft (token left empty). */
export function toDraft(config: SocialConfigView): SocialDraft {
  return {
    access_token: "",
    chat_id: config.chat_id,
    page_id: config.page_id,
    author_urn: config.author_urn,
    post_template: config.post_template,
    frequency: config.frequency,
  };
}

/**
 * The PUT body: the template and frequency, the platform's own target field,
 * and the token only when one was typed (empty keeps the stored one).
 */
export function toUpdate(platform: SocialPlatform, draft: SocialDraft): SocialConfigUpdate {
  const update: SocialConfigUpdate = { post_template: draft.post_template, frequency: draft.frequency };
  const token = draft.access_token.trim();
  if (token) update.access_token = token;
  const target = TARGET_FIELD[platform];
  if (target) update[target] = draft[target];
  return update;
}

/** Field errors in Italian, by field. */
export type FieldErrors = Partial<Record<FormField, string>>;

export type DraftCheck = { ok: true; update: SocialConfigUpdate } | { ok: false; errors: FieldErrors };

/** Checks the draft with the API's own schema, so a refusal is caught before sending and told in Italian. */
export function checkDraft(platform: SocialPlatform, draft: SocialDraft): DraftCheck {
  const update = toUpdate(platform, draft);
  const parsed = socialConfigUpdateSchema.safeParse(update);
  if (parsed.success) return { ok: true, update: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) {
      const message = fieldMessage(field, draft);
      if (message) errors[message.field] = message.text;
    }
  }
  return { ok: false, errors };
}

/** Whether the draft differs from what is stored (a typed token always counts). */
export function isDirty(platform: SocialPlatform, draft: SocialDraft, stored: SocialConfigView): boolean {
  if (draft.access_token.trim()) return true;
  const target = TARGET_FIELD[platform];
  if (target && draft[target].trim() !== stored[target]) return true;
  return draft.post_template !== stored.post_template || draft.frequency !== stored.frequency;
}

/** `{{variable}}` put in place of the selection [start, end), with where the caret goes next. */
export function insertVariable(template: string, variable: string, start: number, end: number): { template: string; caret: number } {
  const from = Math.max(0, Math.min(start, template.length));
  const to = Math.max(from, Math.min(end, template.length));
  const token = `{{${variable}}}`;
  return { template: template.slice(0, from) + token + template.slice(to), caret: from + token.length };
}
