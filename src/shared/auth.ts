/** Name of the httpOnly cookie that carries the refresh token in browsers. */
export const REFRESH_COOKIE = "rassegna_refresh";

/** Error codes of the token endpoint that the login page translates. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: "invalid_credentials",
  tooManyAttempts: "too_many_attempts",
} as const;

/** The signed-in user as the API returns it. */
export interface AuthUser {
  id: string;
  email: string;
  role: "admin";
  user_metadata: { role: "admin" };
  created_at: string;
  updated_at: string;
}

/** The session shape (docs/product.md#sessions). expires_at is in Unix seconds. */
export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  expires_in: number;
  token_type: "bearer";
  user: AuthUser;
}
