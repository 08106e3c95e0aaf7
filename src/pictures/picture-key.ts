import { createHash } from "node:crypto";

/**
 * The cache's name for a picture: SHA-256 of its URL in hex. Articles that
 * share a picture share its files, and the orphan sweep finds a picture's
 * owners by hashing the URLs the articles store.
 */
export function pictureKey(imageUrl: string): string {
  return createHash("sha256").update(imageUrl).digest("hex");
}
