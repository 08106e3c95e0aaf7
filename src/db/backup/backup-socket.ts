import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { BackupResult } from "./backup-database.js";
import { BackupError } from "./backup-file.js";

/*
 * PGlite lives in one process, which holds its directory's lock: `npm run
 * admin -- backup` cannot open it while the server runs. The server answers
 * it instead, on a Unix socket in its data directory that only its own user
 * may open (0600, in a directory that is the server's): one JSON line asks
 * `{ "file": "/abs/path" }`, one JSON line answers with the result or the error.
 */

/** The socket's path for a data directory. */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "backup.sock");
}

type Answer = { ok: true; result: BackupResult } | { ok: false; error: string };

/** Serves backup requests on `socketPath` until the returned function is called. */
export async function serveBackups(socketPath: string, backup: (file: string) => Promise<BackupResult>): Promise<() => Promise<void>> {
  // A socket file left by a crashed run: this process holds the database's lock, so no live server owns it.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk: string) => {
      request += chunk;
      if (!request.includes("\n")) return;
      socket.removeAllListeners("data");
      void answer(request.slice(0, request.indexOf("\n"))).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<Answer> => {
    try {
      const { file } = JSON.parse(line) as { file?: unknown };
      if (typeof file !== "string" || !path.isAbsolute(file)) return { ok: false, error: "The request must name an absolute file." };
      return { ok: true, result: await backup(file) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/** Asks the server listening on `socketPath` to write a backup to `file` (absolute); rejects with its error. */
export function requestBackup(socketPath: string, file: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let reply = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ file })}\n`));
    socket.on("data", (chunk: string) => void (reply += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === "ENOENT" || error.code === "ECONNREFUSED" ? `The running server does not answer on ${socketPath} (an older version?): restart it, or stop it and run the backup again.` : error.message)),
    );
    socket.on("end", () => {
      try {
        const answer = JSON.parse(reply) as Answer;
        if (answer.ok) resolve(answer.result);
        else reject(new BackupError(answer.error));
      } catch {
        reject(new BackupError(`The running server gave no answer on ${socketPath}.`));
      }
    });
  });
}
