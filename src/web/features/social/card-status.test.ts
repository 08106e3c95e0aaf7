import { describe, expect, it } from "vitest";
import { socialConfigView } from "../../../../tests/helpers/social-config-view.js";
import type { SocialConfigView } from "../../../shared/social";
import { enableBlocker, lastPostText, previewLength, testReadiness } from "./card-status";
import { SOCIAL_TEXT } from "./labels";

const NOW = new Date("2026-03-10T12:00:00Z");

describe("lastPostText", () => {
  it.each([
    { lastPost: null, relative: "Mai", exact: null },
    { lastPost: "2026-03-10T09:00:00Z", relative: "3 ore fa", exact: "10 marzo 2026 alle 10:00" },
    { lastPost: "2026-03-10T11:59:00Z", relative: "un minuto fa", exact: "10 marzo 2026 alle 12:59" },
    { lastPost: "2026-03-10T11:59:30Z", relative: "meno di un minuto fa", exact: "10 marzo 2026 alle 12:59" },
    { lastPost: "2026-03-08T12:00:00Z", relative: "2 giorni fa", exact: "8 marzo 2026 alle 13:00" },
    { lastPost: "2026-03-10T12:00:05Z", relative: "meno di un minuto fa", exact: "10 marzo 2026 alle 13:00" },
  ])("$lastPost reads $relative", ({ lastPost, relative, exact }) => {
    expect(lastPostText(lastPost, NOW)).toEqual({ relative, exact });
  });
});

const config = (fields: Partial<SocialConfigView>): SocialConfigView => socialConfigView({ post_template: "{{title}}", ...fields });

describe("testReadiness", () => {
  const text = SOCIAL_TEXT.test;
  it.each([
    { label: "on, token, chat", fields: {}, expected: { ready: true } },
    { label: "off", fields: { enabled: false }, expected: { ready: false, reason: text.needsEnabled } },
    { label: "no token", fields: { has_token: false, access_token: "" }, expected: { ready: false, reason: text.needsToken } },
    { label: "Telegram without chat", fields: { chat_id: "" }, expected: { ready: false, reason: text.needsTarget("ID chat o canale") } },
    { label: "Facebook without page", fields: { platform: "facebook", chat_id: "" }, expected: { ready: false, reason: text.needsTarget("ID Pagina") } },
    { label: "LinkedIn without author", fields: { platform: "linkedin" }, expected: { ready: false, reason: text.needsTarget("URN autore") } },
    { label: "X needs only the token", fields: { platform: "twitter", chat_id: "" }, expected: { ready: true } },
    // docs/product.md#social-media: the "in sviluppo" button is enabled when the platform is on and has a token.
    { label: "Instagram on with token", fields: { platform: "instagram", posts_for_real: false, chat_id: "" }, expected: { ready: true } },
    { label: "WhatsApp off", fields: { platform: "whatsapp", posts_for_real: false, enabled: false }, expected: { ready: false, reason: text.needsEnabled } },
  ] as const)("$label", ({ fields, expected }) => {
    expect(testReadiness(config(fields))).toEqual(expected);
  });
});

describe("enableBlocker", () => {
  it.each([
    { label: "already on", fields: {}, reason: null },
    { label: "off with token and chat", fields: { enabled: false }, reason: null },
    { label: "off without token", fields: { enabled: false, has_token: false }, reason: "Per attivare Telegram salva prima il token in «Configura»." },
    {
      label: "off without token and chat",
      fields: { enabled: false, has_token: false, chat_id: "" },
      reason: "Per attivare Telegram salva prima il token e «ID chat o canale» in «Configura».",
    },
    { label: "LinkedIn without author", fields: { enabled: false, platform: "linkedin" }, reason: "Per attivare LinkedIn salva prima «URN autore» in «Configura»." },
    { label: "X with token", fields: { enabled: false, platform: "twitter" }, reason: null },
    { label: "Instagram without anything", fields: { enabled: false, platform: "instagram", posts_for_real: false, has_token: false }, reason: null },
  ] as const)("$label", ({ fields, reason }) => {
    expect(enableBlocker(config(fields))).toBe(reason);
  });
});

describe("previewLength", () => {
  it.each([
    { length: 57, max: 280, text: "57 / 280 caratteri", atLimit: false },
    { length: 280, max: 280, text: "280 / 280 caratteri", atLimit: true },
    { length: 1234, max: 40960, text: "1234 / 40.960 caratteri", atLimit: false },
  ])("$length of $max", ({ length, max, text, atLimit }) => {
    expect(previewLength(length, max)).toEqual({ text, atLimit });
  });
});
