import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SECRET_FILE = "app-secret";

/**
 * The key that signs access tokens: APP_SECRET when set, else one generated
 * once into DATA_DIR/app-secret (mode 0600) so sessions survive restarts.
 */
export function loadAppSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // "wx" fails when the file exists, so two processes starting together agree on one secret.
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}
