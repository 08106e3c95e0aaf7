import { LOG_CATEGORIES, type LOG_LEVELS } from "../../shared/constants.js";
import { boundedDetails } from "./log-details.js";

export type LogCategory = (typeof LOG_CATEGORIES)[number];

/** One system_logs row as the sink writes it. */
export interface SystemLogRow {
  timestamp: Date;
  log_level: (typeof LOG_LEVELS)[number];
  category: LogCategory;
  source: string;
  message: string;
  details: Record<string, unknown> | null;
}

/** pino's numeric levels from info up; fatal is stored as error (the table has no fatal). */
function storedLevel(level: unknown): SystemLogRow["log_level"] | null {
  if (typeof level !== "number" || level < 30) return null;
  if (level < 40) return "info";
  if (level < 50) return "warn";
  return "error";
}

/** Fields every pino line has, or that the row keeps in its own columns. */
const NOT_DETAILS = new Set(["level", "time", "pid", "hostname", "msg", "category", "source"]);

/** Where an event comes from: its `source`, else the job or module its logger is bound to, else the HTTP request or the program. */
function sourceOf(event: Record<string, unknown>): string {
  for (const key of ["source", "job", "module"]) {
    const value = event[key];
    if (typeof value === "string" && value.length > 0) return value.slice(0, 200);
  }
  return event.reqId === undefined ? "rassegna" : "http";
}

const CATEGORIES = new Set<string>(LOG_CATEGORIES);

/** Cheap test before parsing: most lines carry no category and are never parsed. */
export function mayHaveCategory(line: string): boolean {
  return line.includes('"category":"');
}

/**
 * The system_logs row of one pino JSON line, or null when the line is not
 * kept: below info, without a known category, or not JSON.
 */
export function toLogRow(line: string): SystemLogRow | null {
  if (!mayHaveCategory(line)) return null;
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const level = storedLevel(event.level);
  const category = event.category;
  if (!level || typeof category !== "string" || !CATEGORIES.has(category)) return null;
  const details = Object.fromEntries(Object.entries(event).filter(([key]) => !NOT_DETAILS.has(key)));
  return {
    timestamp: typeof event.time === "number" ? new Date(event.time) : new Date(),
    log_level: level,
    category: category as LogCategory,
    source: sourceOf(event),
    message: String(event.msg ?? "").slice(0, 2000),
    details: boundedDetails(details),
  };
}
