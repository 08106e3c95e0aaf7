import { z } from "zod";

/** Name of the httpOnly cookie that carries the refresh token in browsers. */
export const REFRESH_COOKIE = "rassegna_refresh";

/** Error codes of the token endpoint that the login page translates. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: "invalid_credentials",
  tooManyAttempts: "too_many_attempts",
} as const;

export const passwordGrantSchema = z.object({
  email: z.string().trim().min(1, "email is required").max(320),
  password: z.string().min(1, "password is required").max(1024),
});

export const refreshGrantSchema = z.object({
  refresh_token: z.string().min(1).max(200).optional(),
});

export const tokenQuerySchema = z.object({
  grant_type: z.enum(["password", "refresh_token"], { error: "grant_type must be password or refresh_token" }),
});

export const logoutQuerySchema = z.object({
  scope: z.enum(["global", "local", "others"], { error: "scope must be global, local or others" }).default("global"),
});

/** The signed-in user as the API returns it. */
export interface AuthUser {
  id: string;
  email: string;
  role: "admin";
  user_metadata: { role: "admin" };
  created_at: string;
  updated_at: string;
}

/** The SPEC §3 Session shape. expires_at is in Unix seconds. */
export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  expires_in: number;
  token_type: "bearer";
  user: AuthUser;
}
