import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockPgliteDir, processStart } from "./pglite-lock.js";

let dir: string;
let dataDir: string;
let lockFile: string;
let other: ChildProcess | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rassegna-lock-"));
  dataDir = path.join(dir, "pglite");
  lockFile = `${dataDir}.lock`;
});
afterEach(() => {
  other?.kill("SIGKILL");
  other = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not Rassegna: what a dead holder's pid may belong to after a restart. */
function liveStranger(): number {
  other = spawn("sleep", ["60"], { stdio: "ignore" });
  return other.pid!;
}

const writeLock = (content: object | string) => fs.writeFileSync(lockFile, typeof content === "string" ? content : JSON.stringify(content));

describe.runIf(process.platform === "linux")("the embedded database lock", () => {
  it("takes over a lock whose pid now belongs to another process (a reused pid)", () => {
    const pid = liveStranger();
    writeLock({ pid, started: `${processStart(pid)}-earlier`, token: "dead-run" });
    const unlock = lockPgliteDir(dataDir);
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    unlock();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("takes over a lock naming our own pid from an earlier run (a container's pid 1 after a restart)", () => {
    writeLock({ pid: process.pid, started: "another-boot:1", token: "dead-run" });
    expect(() => lockPgliteDir(dataDir)()).not.toThrow();
  });

  it("refuses a lock held by the live process that wrote it, in one line", () => {
    const pid = liveStranger();
    writeLock({ pid, started: processStart(pid), token: "live-run" });
    let refusal: unknown;
    try {
      lockPgliteDir(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toBe(
      `The embedded database in ${dataDir} is in use by another Rassegna process (pid ${pid}). Stop it first, or use DATABASE_URL.`,
    );
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8"))).toMatchObject({ token: "live-run" });
  });

  it("still refuses an older lock file that names only a live pid", () => {
    writeLock(String(liveStranger()));
    expect(() => lockPgliteDir(dataDir)).toThrow(DatabaseInUseError);
  });

  it("never removes a lock it no longer holds", () => {
    const unlock = lockPgliteDir(dataDir);
    writeLock({ pid: 12345, started: "x", token: "someone-else" });
    unlock();
    expect(fs.existsSync(lockFile)).toBe(true);
  });
});
