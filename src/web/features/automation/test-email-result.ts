import { testEmailSchema, type TestEmailResponse } from "../../../shared/automation";
import { AUTOMATION_TEXT } from "./labels";

const text = AUTOMATION_TEXT.email;

/** What the screen says under "Invia email di prova": a headline and, when there is one, the server's own words. */
export interface TestEmailOutcome {
  tone: "success" | "error";
  title: string;
  /** The SMTP server's answer on success, the failure's detail otherwise; shown as written. */
  detail: string | null;
  /** The caption of `detail` ("Risposta del server SMTP:"), or null when it stands alone. */
  detailLabel: string | null;
}

/** The outcome of a test e-mail as the admin reads it; `null` answer means the request itself failed. */
export function testEmailOutcome(answer: TestEmailResponse | null, recipient: string): TestEmailOutcome {
  if (!answer) return { tone: "error", title: text.testRequestFailed, detail: null, detailLabel: null };
  if (answer.success) return { tone: "success", title: text.testSent(answer.recipient ?? recipient), detail: answer.response, detailLabel: text.smtpAnswer };
  switch (answer.error) {
    case "smtp_not_configured":
      return { tone: "error", title: text.testNotConfigured, detail: null, detailLabel: null };
    case "no_recipient":
      return { tone: "error", title: text.testNoRecipient, detail: null, detailLabel: null };
    default:
      return { tone: "error", title: text.testFailed, detail: answer.detail, detailLabel: null };
  }
}

/** Why a test e-mail is not sent at all: no address, or not an address (the field says which); null when it can go. */
export function testEmailRefusal(recipient: string): TestEmailOutcome | null {
  const trimmed = recipient.trim();
  if (trimmed === "") return { tone: "error", title: text.testNoRecipient, detail: null, detailLabel: null };
  if (!testEmailSchema.safeParse({ recipient: trimmed }).success) return { tone: "error", title: AUTOMATION_TEXT.errors.recipient, detail: null, detailLabel: null };
  return null;
}
