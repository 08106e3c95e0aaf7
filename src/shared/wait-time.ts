// How long to wait, as a refusal tells a person ("Riprova tra 10 minuti"): from a Retry-After header's seconds.
import { plural } from "./plural.js";
import { retryAfterMs } from "./retry-after.js";

/** "tra 10 minuti", "tra 1 minuto", "tra 30 secondi": whole minutes from a minute up, rounded up so the wait is never short. */
export function waitText(seconds: number): string {
  if (seconds >= 60) return `tra ${plural(Math.ceil(seconds / 60), "minuto", "minuti")}`;
  return `tra ${plural(Math.max(1, Math.ceil(seconds)), "secondo", "secondi")}`;
}

/** The seconds a Retry-After header asks for; null when absent, unreadable or no wait at all. */
export function retryAfterSeconds(header: string | null | undefined): number | null {
  const wait = retryAfterMs(header);
  return wait ? wait / 1000 : null;
}
