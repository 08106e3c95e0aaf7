import { AUTH_ERROR_CODES } from "../../../shared/auth";
import { waitText } from "../../../shared/wait-time";
import type { AuthFailure } from "./auth-client";

/** The Italian message the login page shows for a failed sign-in (docs/product.md#login-page); the server's English stays out. */
export function loginErrorMessage(error: AuthFailure): string {
  if (error.code === AUTH_ERROR_CODES.invalidCredentials) return "Credenziali non valide";
  // The sign-in limits (too_many_attempts) and the endpoint's own rate limit (too_many_requests) both ask to wait.
  if (error.code === AUTH_ERROR_CODES.tooManyAttempts || error.code === "too_many_requests") {
    // The wait is the server's: 15 minutes for a blocked address, a minute at most for the endpoint's own rate limit.
    const when = error.retryAfterSeconds ? waitText(error.retryAfterSeconds) : "più tardi";
    return `Troppi tentativi di accesso non riusciti. Riprova ${when}.`;
  }
  // Nothing failed: the password checks were full for a moment (a flood of sign-ins elsewhere).
  if (error.code === AUTH_ERROR_CODES.signInBusy) {
    return `Il server sta verificando molti accessi. Riprova ${error.retryAfterSeconds ? waitText(error.retryAfterSeconds) : "tra qualche secondo"}.`;
  }
  return "Errore durante il login";
}
