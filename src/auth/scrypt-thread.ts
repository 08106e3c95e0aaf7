import type { ScryptOptions } from "node:crypto";
import { Worker } from "node:worker_threads";

// CommonJS source run as the thread's entry (`eval`), so no separate file has to follow the server's bundle.
const THREAD_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
// Linux keeps a nice value per thread: this lowers only the password thread, so a flood of sign-ins
// yields the CPU to pages. 10, not 19: on a machine busy with other work a check must still end in a second or so.
try { require("node:os").setPriority(10); } catch {}
parentPort.on("message", ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, Buffer.from(salt), keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/** The thread ends this long after its last derivation: an idle server holds none (docs/performance.md, idle memory). */
const IDLE_MS = 5_000;

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  idle?: NodeJS.Timeout;
}

let thread: Thread | undefined;
let nextId = 0;

function settleAll(current: Thread, error: Error): void {
  for (const { reject } of current.pending.values()) reject(error);
  current.pending.clear();
}

function start(): Thread {
  const worker = new Worker(THREAD_SOURCE, { eval: true });
  const current: Thread = { worker, pending: new Map() };
  worker.on("message", ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const waiting = current.pending.get(id);
    if (!waiting) return;
    current.pending.delete(id);
    if (key) waiting.resolve(Buffer.from(key));
    else waiting.reject(new Error(`scrypt failed: ${error}`));
    if (current.pending.size === 0) goIdle(current);
  });
  const ended = (error: Error) => {
    if (thread === current) thread = undefined;
    settleAll(current, error);
  };
  worker.on("error", ended);
  worker.on("exit", (code) => ended(new Error(`the password thread exited with code ${code}`)));
  return current;
}

// An idle thread never keeps the process alive (the CLI exits when its work is done), and ends after IDLE_MS.
function goIdle(current: Thread): void {
  current.worker.unref();
  current.idle = setTimeout(() => {
    if (current.pending.size > 0) return;
    if (thread === current) thread = undefined;
    void current.worker.terminate();
  }, IDLE_MS);
  current.idle.unref();
}

/**
 * scrypt in a thread of its own at a low CPU priority, one derivation
 * at a time, instead of libuv's four shared threads, where a burst of
 * sign-ins queued gzip and brotli behind it and stalled every compressed
 * page (docs/security.md, "Signing in").
 */
export function scryptOffThread(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  thread ??= start();
  const current = thread;
  clearTimeout(current.idle);
  current.worker.ref();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.postMessage({ id, password, salt, keyLength, options });
  });
}
