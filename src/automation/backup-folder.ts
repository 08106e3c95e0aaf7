import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ValidationError } from "../platform/errors.js";

/**
 * Checks the daily backup's folder on this machine: an absolute path to a
 * folder this process may write in. Throws a ValidationError on `folder`
 * saying which of the three it is not, which Automazione words in Italian.
 */
export function checkBackupFolder(folder: string): void {
  if (!path.isAbsolute(folder)) throw new ValidationError(`folder: ${folder} is not an absolute path`);
  const stat = fs.statSync(folder, { throwIfNoEntry: false });
  if (!stat) throw new ValidationError(`folder: ${folder} does not exist on the server`);
  if (!stat.isDirectory()) throw new ValidationError(`folder: ${folder} is not a folder`);
  // A file written and removed: the permission bits say nothing of a read-only mount, or to root.
  const probe = path.join(folder, `.rassegna-write-check-${randomBytes(4).toString("hex")}`);
  try {
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch {
    throw new ValidationError(`folder: ${folder} is not writable by the server`);
  }
}
