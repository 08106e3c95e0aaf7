import type { SocialTestResult } from "../../../shared/social";
import { ApiError } from "../../lib/api-request";
import { SOCIAL_TEXT } from "./labels";

const text = SOCIAL_TEXT.test;

/** What the card shows after "Invia post di prova": a headline, the platform's status line and its raw answer. */
export interface TestOutcome {
  tone: "success" | "error" | "info";
  title: string;
  /** "Risposta della piattaforma: HTTP 200", or null when no request reached the platform. */
  status: string | null;
  /** The platform's answer as it came, for the collapsible "Risposta completa". */
  raw: string | null;
  /** What was posted. */
  sent: string | null;
}

/**
 * The platform's answer to a test post as the card tells it (the API's message
 * is already Italian). Instagram and WhatsApp answer the "in sviluppo" notice:
 * information, not a failure.
 */
export function testOutcome(result: SocialTestResult, postsForReal: boolean): TestOutcome {
  return {
    tone: result.ok ? "success" : postsForReal ? "error" : "info",
    title: result.message,
    status: result.status === null ? null : text.platformAnswer(result.status),
    raw: prettyAnswer(result.response),
    sent: result.text,
  };
}

/** A test the server refused or never answered, in Italian whatever the server said. */
export function testRequestFailure(error: unknown): TestOutcome {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return { tone: "error", title: refused ? text.refused : text.requestFailed, status: null, raw: null, sent: null };
}

/** The platform's raw answer, indented when it is JSON so the admin can read it; anything else as it came. */
export function prettyAnswer(raw: string | null): string | null {
  if (raw === null || raw.trim() === "") return null;
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}
