import type { SocialConfigView } from "../../src/shared/social.js";

/** A platform card as the API answers it: Telegram, on, with a (masked) token and a chat, never posted. */
export function socialConfigView(fields: Partial<SocialConfigView> = {}): SocialConfigView {
  return {
    platform: "telegram",
    enabled: true,
    access_token: "1234567890...wxyz",
    has_token: true,
    chat_id: "@rassegna",
    page_id: "",
    author_urn: "",
    post_template: "Nuova notizia: {{title}} - {{url}}",
    frequency: "immediate",
    last_post: null,
    last_error: null,
    last_error_at: null,
    posts_for_real: true,
    queued: 0,
    ...fields,
  };
}
