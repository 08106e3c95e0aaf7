import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The program's log. On a terminal each event is one readable line
 * ("14:05:09 INFO  Rassegna started role=all engine=pglite"); anywhere else
 * (a file, journald, a container's collector) it stays one JSON object per
 * line, the form log tools parse. A `sink` (the system log of the dashboard,
 * src/platform/log-sink) gets every event from info up whatever LOG_LEVEL says:
 * the level chooses what the console shows, not what Diagnostica keeps.
 */
export function createLogger(level: string, output: NodeJS.WriteStream = process.stdout, sink?: DestinationStream): Logger {
  if (!sink) return output === process.stdout && !output.isTTY ? pino({ level }) : pino({ level }, consoleStream(output));
  const streams: pino.StreamEntry[] = [{ level: "info", stream: sink }];
  if (level !== "silent") streams.push({ level: level as pino.Level, stream: consoleStream(output) });
  return pino({ level: lowerLevel(level, "info") }, pino.multistream(streams));
}

function consoleStream(output: NodeJS.WriteStream): DestinationStream {
  // Standard output as pino writes it by default (sonic-boom on its descriptor); anything else as given.
  if (!output.isTTY) return output === process.stdout ? pino.destination({ dest: 1 }) : output;
  const colors = output.hasColors?.() ?? false;
  return { write: (line: string) => void output.write(formatLogLine(line, colors)) };
}

/** The more verbose of two level names. */
function lowerLevel(a: string, b: string): string {
  const value = (name: string) => pino.levels.values[name] ?? Number.POSITIVE_INFINITY;
  return value(a) <= value(b) ? a : b;
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
