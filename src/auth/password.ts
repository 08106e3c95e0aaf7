import { randomBytes, randomInt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { scryptOffThread } from "./scrypt-thread.js";

// scrypt with N=2^15, r=8: about 100 ms and 32 MiB per hash on the reference machine.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return scryptOffThread(password.normalize("NFKC"), salt, KEY_LENGTH, options);
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64 parts), so parameters can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/** A hash of a random password, checked when the account does not exist, so timing reveals nothing. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

/** A strong random password for the generated first admin: 24 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  return Array.from({ length: 24 }, () => alphabet[randomInt(alphabet.length)]).join("");
}
