import pino, { type Logger } from "pino";

/**
 * The program's log. On a terminal each event is one readable line
 * ("14:05:09 INFO  Rassegna started role=all engine=pglite"); anywhere else
 * (a file, journald, a container's collector) it stays one JSON object per
 * line, the form log tools parse.
 */
export function createLogger(level: string, output: NodeJS.WriteStream = process.stdout): Logger {
  if (!output.isTTY) return pino({ level });
  const colors = output.hasColors?.() ?? false;
  return pino({ level }, { write: (line: string) => void output.write(formatLogLine(line, colors)) });
}

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: "TRACE", color: "90" },
  20: { name: "DEBUG", color: "36" },
  30: { name: "INFO ", color: "32" },
  40: { name: "WARN ", color: "33" },
  50: { name: "ERROR", color: "31" },
  60: { name: "FATAL", color: "35" },
};

/** Fields every line has, or that say nothing to a reader at the console. */
const OMITTED = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "err"]);

/** One pino JSON line as "HH:MM:SS LEVEL message key=value...", an error's stack below it. */
export function formatLogLine(json: string, colors = false): string {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const paint = (code: string, text: string) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const level = LEVELS[Number(event.level)] ?? { name: String(event.level), color: "0" };
  const time = new Date(Number(event.time)).toTimeString().slice(0, 8);
  const fields = Object.entries(event)
    .filter(([key, value]) => !OMITTED.has(key) && value !== undefined)
    .map(([key, value]) => `${paint("2", `${key}=`)}${fieldValue(value)}`);
  const error = event.err as { type?: string; message?: string; stack?: string } | undefined;
  if (error) fields.push(`${paint("2", "err=")}${fieldValue(error.message ?? error.type ?? "")}`);
  const line = [paint("2", time), paint(level.color, level.name), String(event.msg ?? ""), ...fields].join(" ");
  // The stack only where something failed: a warning's cause reads well on its line.
  const stack = error?.stack && Number(event.level) >= 50 ? `\n${paint("2", error.stack.replace(/^/gm, "    "))}` : "";
  return `${line}${stack}\n`;
}

function fieldValue(value: unknown): string {
  if (typeof value === "string") return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}
