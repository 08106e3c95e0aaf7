import { AUTH_ERROR_CODES } from "../../../shared/auth";
import type { AuthFailure } from "./auth-client";

/** The Italian message the login page shows for a failed sign-in (SPEC §8, DECISIONS.md). */
export function loginErrorMessage(error: AuthFailure): string {
  if (error.code === AUTH_ERROR_CODES.invalidCredentials) return "Credenziali non valide";
  if (error.code === AUTH_ERROR_CODES.tooManyAttempts) {
    return "Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.";
  }
  return error.message || "Errore durante il login";
}
