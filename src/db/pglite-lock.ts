import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Raised when another live process holds the embedded database. */
export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

/** What the lock file records: the pid, when that process started, and a token only its writer knows. */
interface LockOwner {
  pid: number;
  /** processStart(pid) when the lock was taken; null where it cannot be read (no /proc). */
  started: string | null;
  token: string;
}

let bootId: string | undefined;

/**
 * When a process started, as the kernel tells it (boot id and start tick from
 * /proc): a pid reused by a later process has another. Null off Linux or when
 * the process is gone.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the command name before it may hold spaces, so count from its closing parenthesis.
    const ticks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    bootId ??= fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return ticks ? `${bootId}:${ticks}` : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The owner a lock file names; a file of an older version holds only the pid. */
function readOwner(lockFile: string): LockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, "utf8");
  } catch {
    return null;
  }
  if (/^\s*\d+\s*$/.test(text)) return { pid: Number(text), started: null, token: "" };
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? { pid: owner.pid, started: owner.started ?? null, token: String(owner.token ?? "") } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote the lock still runs. A live pid is not
 * enough: containers hand the same small pids to every start, so the pid
 * must also have started when the lock says. Without a start to compare, a
 * live pid counts, except our own (an earlier run of ours, restarted).
 */
function stillHeld(owner: LockOwner): boolean {
  if (!owner.pid || !isAlive(owner.pid)) return false;
  const started = processStart(owner.pid);
  if (started === null || owner.started === null) return owner.pid !== process.pid;
  return started === owner.started;
}

/**
 * PGlite is one process's database: a second process opening the same
 * directory would corrupt it. A lock file next to it refuses that second
 * opener; a file left by a process that is gone (its pid dead or reused) is
 * taken over. Returns the unlock function, which removes only our own lock.
 */
export function lockPgliteDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const mine: LockOwner = { pid: process.pid, started: processStart(process.pid), token: randomBytes(8).toString("hex") };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(mine), { flag: "wx" });
      return () => {
        if (readOwner(lockFile)?.token === mine.token) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readOwner(lockFile);
      if (holder && stillHeld(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another Rassegna process (pid ${holder.pid}). Stop it first, or use DATABASE_URL.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}
