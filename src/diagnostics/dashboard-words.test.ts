import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errorText, unknownErrorText } from "../shared/error-text.js";
import { logText, UNKNOWN_LOG_TEXT } from "../shared/log-text.js";
import { ERROR_TYPES } from "../platform/error-records/error-severity.js";

// What ops/ stores for Diagnostica is English; the screen words it in Italian from the tables of
// src/shared/error-text.ts and log-text.ts. These tests read the code that writes rows and lines,
// so a new kind of error or a new log message without its Italian fails here, not on the screen.

const SRC = path.resolve(import.meta.dirname, "..");

async function sourceFiles(): Promise<Array<{ file: string; text: string }>> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}web${path.sep}`));
  return Promise.all(files.map(async (file) => ({ file: path.relative(SRC, file), text: await readFile(file, "utf8") })));
}

/** Each `logger.info({ …, category: "x", … }, "message", …)` call's message literal(s): both sides of a ternary. */
function loggedMessages(text: string): string[] {
  const calls = text.matchAll(/\.(?:info|warn|error|fatal)\(\s*\{((?:[^{}]|\{[^{}]*\})*?\bcategory(?:: "\w+"|,)(?:[^{}]|\{[^{}]*\})*)\}\s*,\s*((?:[^()]|\([^()]*\))*?)\)/gs);
  const messages: string[] = [];
  for (const call of calls) {
    // The literals of the message argument, not those compared in a condition (`grant === "password" ? …`).
    for (const literal of call[2]!.matchAll(/"((?:[^"\\]|\\.)*)"(\s*\?)?/g)) if (!literal[2]) messages.push(literal[1]!);
  }
  return messages;
}

/** A message with its printf-style arguments filled the way pino fills them. */
const formatted = (message: string) => message.replace(/%d/g, "1").replace(/%s/g, "daily digest");

describe("Diagnostica's Italian", () => {
  it.each(Object.values(ERROR_TYPES))("words every kind the severity rule names: %s", (type) => {
    expect(errorText({ error_type: type, source: "x", error_message: "" }).text).not.toBe(unknownErrorText(type));
  });

  it("words every error_type the code writes", async () => {
    const types = (await sourceFiles()).flatMap(({ file, text }) => [...text.matchAll(/errorType: "([a-z0-9_]+)"/g)].map((match) => ({ file, type: match[1]! })));
    expect(types.length).toBeGreaterThan(1);
    for (const { file, type } of types) expect(errorText({ error_type: type, source: "x", error_message: "" }).text, `${type} in ${file}`).not.toBe(unknownErrorText(type));
  });

  it("words every message the code logs with a category", async () => {
    const found = (await sourceFiles()).flatMap(({ file, text }) => loggedMessages(text).map((message) => ({ file, message })));
    // The scan itself works: it finds the messages of main.ts, the scheduler and the sign-in, the ternary's both sides.
    const messages = found.map(({ message }) => message);
    for (const known of ["Rassegna started", "scheduled job failed", "sign-in failed", "session renewal refused", "could not send the %s e-mail"]) expect(messages).toContain(known);
    expect(messages).not.toContain("password");
    for (const { file, message } of found) {
      expect(logText({ message: formatted(message), source: "x", category: "system", details: null }).text, `"${message}" in ${file}`).not.toBe(UNKNOWN_LOG_TEXT);
    }
  });
});
