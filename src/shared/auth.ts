/** Name of the httpOnly cookie that carries the refresh token in browsers. */
export const REFRESH_COOKIE = "rassegna_refresh";

/** Error codes of the token endpoint that the login page translates. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: "invalid_credentials",
  tooManyAttempts: "too_many_attempts",
  /** The password checks are full or this address already has one running: try again in a second. */
  signInBusy: "sign_in_busy",
} as const;

// Type-only: erased from the browser bundle, so pages importing this file never load zod.
export type { AuthUser, Session } from "./auth-schemas.js";
