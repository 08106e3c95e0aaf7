import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./password.js";

describe("password hashing", () => {
  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain("correct horse");
    await expect(verifyPassword("correct horse battery staple", hash)).resolves.toBe(true);
    await expect(verifyPassword("Correct horse battery staple", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it.each(["", "bcrypt$xyz", "scrypt$32768$8$1$", "plain-text-password"])("never matches a malformed hash %j", async (stored) => {
    await expect(verifyPassword("anything", stored)).resolves.toBe(false);
  });

  it("generates long passwords without ambiguous characters", () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
  });
});
