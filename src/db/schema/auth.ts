import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** An administrator account; e-mail is stored lower-case. */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    password_hash: text("password_hash").notNull(),
    role: text("role").notNull().default("admin"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("admin_users_role_valid", sql`${t.role} = 'admin'`),
    check("admin_users_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);

/** A signed-in session: the family that its rotating refresh tokens belong to. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refreshed_at: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    revoked_reason: text("revoked_reason"),
    user_agent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("auth_sessions_user_idx").on(t.user_id)],
);

/** One refresh token of a session; only its SHA-256 is stored. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    session_id: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the token was exchanged for a newer one; presenting it again later is reuse. */
    rotated_at: timestamp("rotated_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.session_id)],
);

/**
 * A failed sign-in (docs/decisions/003-auth-design.md). `device` is the trusted
 * device cookie it came from, else null: an unknown-device failure, counted per
 * client key (`ip`: an IPv4 address or an IPv6 /64). `email` lets a new
 * password forget every failure against the account.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ip: text("ip"),
    email: text("email").notNull(),
    device: text("device"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_ip_idx").on(t.ip, t.created_at),
    index("login_failures_email_idx").on(t.email, t.created_at),
    index("login_failures_device_idx").on(t.device, t.created_at),
  ],
);
