import { SOCIAL_PLATFORM_NAMES, type SocialPostingPlatform } from "../shared/social.js";
import { plural } from "../shared/plural.js";
import type { SendFailure } from "./platforms/platform-client.js";
import type { WindowFrequency } from "./frequency-window.js";

/** The platforms as the card names them (the shared list). */
export const PLATFORM_NAMES: Record<SocialPostingPlatform, string> = SOCIAL_PLATFORM_NAMES;

const WINDOW_NAMES: Record<WindowFrequency, string> = { hourly: "quest'ora", daily: "oggi", weekly: "questa settimana" };

/*
 * Why a post was given up or skipped, in Italian: the card shows
 * social_configs.last_error, and the row keeps its own reason.
 */

/** A refusal or an unreachable platform, as the card says it. */
export function describeFailure(platform: SocialPostingPlatform, failure: Pick<SendFailure, "status" | "detail" | "retryable">): string {
  const name = PLATFORM_NAMES[platform];
  const said = platformSaid(failure.detail);
  if (failure.status === null) return `${name} non raggiungibile: ${said}`;
  if (failure.retryable) return `${name} ha risposto ${failure.status}: ${said}`;
  return `${name} ha rifiutato il post (${failure.status}): ${said}`;
}

/** The platform's words without the "HTTP 404: " the clients put first: the messages say the status already. */
export function platformSaid(detail: string): string {
  return detail.replace(/^HTTP \d{3}: /, "");
}

/** The last of the tries failed too. */
export function gaveUpMessage(attempts: number, failure: Pick<SendFailure, "status" | "detail" | "retryable">, platform: SocialPostingPlatform): string {
  return `Rinunciato dopo ${plural(attempts, "tentativo", "tentativi")}: ${describeFailure(platform, failure)}`;
}

/** A worker died between the request and its answer: the post may or may not be online. */
export function unknownOutcomeMessage(platform: SocialPostingPlatform): string {
  return `Invio a ${PLATFORM_NAMES[platform]} interrotto: esito sconosciuto, il post non viene ripetuto (potrebbe essere già online)`;
}

export const SKIPPED_NOT_PUBLIC = "Articolo non più pubblico";
export const SKIPPED_POSTING_OFF = "Pubblicazione social disattivata";
export const SKIPPED_PLATFORM_OFF = "Piattaforma disattivata o senza token";

/** Another article of the same window was posted (the best read). */
export function skippedForWindow(frequency: WindowFrequency): string {
  return `Un altro articolo è stato pubblicato ${WINDOW_NAMES[frequency]}`;
}

/** The card lacks what the platform needs beside the token. */
export function missingFieldsMessage(platform: SocialPostingPlatform, fields: readonly string[]): string {
  return `Configurazione di ${PLATFORM_NAMES[platform]} incompleta: manca ${fields.join(", ")}`;
}
