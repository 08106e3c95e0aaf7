import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-request";
import { SOCIAL_TEXT } from "./labels";
import { prettyAnswer, testOutcome, testRequestFailure } from "./test-outcome";

describe("testOutcome", () => {
  it("shows the platform's status, the text sent and its raw answer indented", () => {
    const outcome = testOutcome({ ok: true, message: "Post di prova inviato", status: 200, response: '{"ok":true,"result":{"message_id":7}}', text: "Nuova notizia: Prova" }, true);
    expect(outcome).toEqual({
      tone: "success",
      title: "Post di prova inviato",
      status: "Risposta della piattaforma: HTTP 200",
      raw: '{\n  "ok": true,\n  "result": {\n    "message_id": 7\n  }\n}',
      sent: "Nuova notizia: Prova",
    });
  });

  it("keeps a refusal's status and a non-JSON answer as it came", () => {
    const outcome = testOutcome({ ok: false, message: "Token non valido (401)", status: 401, response: "Unauthorized", text: null }, true);
    expect(outcome).toMatchObject({ tone: "error", title: "Token non valido (401)", status: "Risposta della piattaforma: HTTP 401", raw: "Unauthorized", sent: null });
  });

  it("has no status line when no request reached the platform", () => {
    expect(testOutcome({ ok: false, message: "Telegram non raggiungibile: timeout", status: null, response: null, text: null }, true)).toMatchObject({ tone: "error", status: null });
  });
});

describe("prettyAnswer", () => {
  it.each([
    { raw: null, pretty: null },
    { raw: "  ", pretty: null },
    { raw: "[1,2]", pretty: "[\n  1,\n  2\n]" },
    { raw: "<html>Bad Gateway</html>", pretty: "<html>Bad Gateway</html>" },
  ])("$raw", ({ raw, pretty }) => {
    expect(prettyAnswer(raw)).toBe(pretty);
  });
});

describe("failures and notices", () => {
  it("tells Instagram's and WhatsApp's 'in sviluppo' answer as information, not a failure", () => {
    const notice = { ok: false, message: "Funzionalità in sviluppo: Instagram pubblica solo post con un'immagine.", status: null, response: null, text: null };
    expect(testOutcome(notice, false)).toEqual({ tone: "info", title: notice.message, status: null, raw: null, sent: null });
  });

  it.each([
    { label: "a refusal", error: new ApiError(409, "conflict", "Platform is disabled"), title: SOCIAL_TEXT.test.refused },
    { label: "a 500", error: new ApiError(500, "internal_error", "Internal server error"), title: SOCIAL_TEXT.test.requestFailed },
    { label: "no answer", error: new TypeError("Failed to fetch"), title: SOCIAL_TEXT.test.requestFailed },
  ])("$label is told in Italian", ({ error, title }) => {
    expect(testRequestFailure(error)).toMatchObject({ tone: "error", title });
  });
});
