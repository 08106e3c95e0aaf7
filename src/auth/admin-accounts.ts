import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { adminUsers, authSessions } from "../db/schema/index.js";
import type { AuthUser } from "../shared/auth.js";
import { forgetAccountFailures } from "./login-throttle.js";
import { generatePassword, hashPassword } from "./password.js";

export type AdminUser = typeof adminUsers.$inferSelect;

/** E-mail addresses compare case-insensitively: they are stored lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Finds an admin by e-mail, case-insensitively. */
export async function findAdminByEmail(db: Database, email: string): Promise<AdminUser | undefined> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, normalizeEmail(email)));
  return user;
}

/** Finds an admin by id. */
export async function findAdminById(db: Database, id: string): Promise<AdminUser | undefined> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return user;
}

/**
 * Creates the admin or replaces its password, ends the account's open
 * sessions (whoever knew the old password is signed out) and forgets the
 * failed sign-ins against it, so no address stays blocked for guessing the
 * old one. Answers whether the account is new.
 */
export async function setAdminPassword(db: Database, email: string, password: string): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(password);
  const existing = await findAdminByEmail(db, email);
  if (!existing) {
    await db.transaction(async (tx) => {
      await tx.insert(adminUsers).values({ email: normalizeEmail(email), password_hash: passwordHash });
      await forgetAccountFailures(tx, normalizeEmail(email));
    });
    return { created: true };
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(adminUsers).set({ password_hash: passwordHash, updated_at: now }).where(eq(adminUsers.id, existing.id));
    await tx
      .update(authSessions)
      .set({ revoked_at: now, revoked_reason: "password changed" })
      .where(and(eq(authSessions.user_id, existing.id), isNull(authSessions.revoked_at)));
    await forgetAccountFailures(tx, existing.email);
  });
  return { created: false };
}

/**
 * Makes sure the first admin exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. An existing account is left alone.
 */
export async function ensureFirstAdmin(
  db: Database,
  email: string,
  password: string | undefined,
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  if (await findAdminByEmail(db, email)) return undefined;
  const chosen = password ?? generatePassword();
  const [created] = await db
    .insert(adminUsers)
    .values({ email: normalizeEmail(email), password_hash: await hashPassword(chosen) })
    .onConflictDoNothing()
    .returning({ email: adminUsers.email });
  if (!created) return undefined; // another instance created it first
  return password ? { email: created.email } : { email: created.email, generatedPassword: chosen };
}

/** The API's view of an admin: never the password hash. */
export function toAuthUser(user: AdminUser): AuthUser {
  return {
    id: user.id,
    email: user.email,
    role: "admin",
    user_metadata: { role: "admin" },
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}
