import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header is `Bearer <token>`. Both sides are hashed
 * first so the comparison is constant-time whatever their lengths, and
 * tells a caller nothing about how much of a guess was right.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(token)) && match !== null;
}
