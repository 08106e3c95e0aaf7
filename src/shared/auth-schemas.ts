import { z } from "zod";

/** Request schemas of the auth API (zod stays out of the browser bundle that only needs the types). */
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
