import { z } from "zod";

/**
 * Schemas of the auth API. Apart from auth.ts so that browser code needing
 * only the types and the cookie name does not load zod; the sign-in client
 * imports this file on demand, when it reads a session.
 */
export const passwordGrantSchema = z.object({
  email: z.string().trim().min(1, "email is required").max(320),
  password: z.string().min(1, "password is required").max(1024),
});

export const refreshGrantSchema = z.object({
  refresh_token: z.string().min(1).max(200).optional().describe("Browsers send none: the httpOnly refresh cookie is read instead"),
});

/**
 * POST /api/auth/token body, as declared for both grants: each field is checked
 * when present; which ones the grant needs (email and password, or nothing) is
 * checked once the grant type is known.
 */
export const tokenBodySchema = z.object({
  email: passwordGrantSchema.shape.email.optional().describe("Password grant"),
  password: passwordGrantSchema.shape.password.optional().describe("Password grant"),
  refresh_token: refreshGrantSchema.shape.refresh_token,
});

export const tokenQuerySchema = z.object({
  grant_type: z.enum(["password", "refresh_token"], { error: "grant_type must be password or refresh_token" }),
});

export const logoutQuerySchema = z.object({
  scope: z.enum(["global", "local", "others"], { error: "scope must be global, local or others" }).default("global"),
});

/** The signed-in user as the API returns it. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.literal("admin"),
  user_metadata: z.object({ role: z.literal("admin") }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The session shape (docs/product.md#sessions). expires_at is in Unix seconds. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number().int(),
  expires_in: z.number().int(),
  token_type: z.literal("bearer"),
  user: authUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;
