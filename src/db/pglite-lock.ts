import fs from "node:fs";
import path from "node:path";

/** Raised when another live process holds the embedded database. */
export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same
 * directory would corrupt it. A pid file next to it refuses that second
 * opener; a file left by a crashed process (dead pid) is taken over.
 */
export function lockPgliteDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockFile, "utf8"));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another Rassegna process (pid ${holder}). Stop it first, or use DATABASE_URL.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}
