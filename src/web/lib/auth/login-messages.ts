import { AUTH_ERROR_CODES } from "../../../shared/auth";
import type { AuthFailure } from "./auth-client";

function waitText(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? "tra 1 minuto" : `tra ${minutes} minuti`;
  }
  return seconds === 1 ? "tra 1 secondo" : `tra ${Math.ceil(seconds)} secondi`;
}

/** The Italian message the login page shows for a failed sign-in (docs/product.md#login-page). */
export function loginErrorMessage(error: AuthFailure): string {
  if (error.code === AUTH_ERROR_CODES.invalidCredentials) return "Credenziali non valide";
  if (error.code === AUTH_ERROR_CODES.tooManyAttempts) {
    // The wait is the server's: 15 minutes for a blocked address, seconds for a slowed-down account.
    const when = error.retryAfterSeconds ? waitText(error.retryAfterSeconds) : "più tardi";
    return `Troppi tentativi di accesso non riusciti. Riprova ${when}.`;
  }
  return error.message || "Errore durante il login";
}
