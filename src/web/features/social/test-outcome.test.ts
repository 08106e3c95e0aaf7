import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-request";
import { SOCIAL_TEXT } from "./labels";
import { inDevelopmentOutcome, prettyAnswer, testOutcome, testRequestFailure } from "./test-outcome";

describe("testOutcome", () => {
  it("shows the platform's status, the text sent and its raw answer indented", () => {
    const outcome = testOutcome({ ok: true, message: "Post di prova inviato", status: 200, response: '{"ok":true,"result":{"message_id":7}}', text: "Nuova notizia: Prova" });
    expect(outcome).toEqual({
      tone: "success",
      title: "Post di prova inviato",
      status: "Risposta della piattaforma: HTTP 200",
      raw: '{\n  "ok": true,\n  "result": {\n    "message_id": 7\n  }\n}',
      sent: "Nuova notizia: Prova",
    });
  });

  it("keeps a refusal's status and a non-JSON answer as it came", () => {
    const outcome = testOutcome({ ok: false, message: "Token non valido (401)", status: 401, response: "Unauthorized", text: null });
    expect(outcome).toMatchObject({ tone: "error", title: "Token non valido (401)", status: "Risposta della piattaforma: HTTP 401", raw: "Unauthorized", sent: null });
  });

  it("has no status line when no request reached the platform", () => {
    expect(testOutcome({ ok: false, message: "Nessun articolo", status: null, response: null, text: null }).status).toBeNull();
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
  it("says Instagram and WhatsApp are in development, naming the platform", () => {
    expect(inDevelopmentOutcome("Instagram")).toEqual({ tone: "info", title: "Invio su Instagram in sviluppo: nessun post è stato inviato.", status: null, raw: null, sent: null });
  });

  it.each([
    { label: "a refusal", error: new ApiError(409, "conflict", "Platform is disabled"), title: SOCIAL_TEXT.test.refused },
    { label: "a 500", error: new ApiError(500, "internal_error", "Internal server error"), title: SOCIAL_TEXT.test.requestFailed },
    { label: "no answer", error: new TypeError("Failed to fetch"), title: SOCIAL_TEXT.test.requestFailed },
  ])("$label is told in Italian", ({ error, title }) => {
    expect(testRequestFailure(error)).toMatchObject({ tone: "error", title });
  });
});
