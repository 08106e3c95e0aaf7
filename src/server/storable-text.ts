import type { FastifyInstance, FastifyRequest } from "fastify";
import { ValidationError } from "../platform/errors.js";

/**
 * A NUL, or a surrogate outside a pair: PostgreSQL refuses the first in any
 * text and the second in JSON (jsonb), and no reader means either. With the
 * `u` flag a well-formed pair is one code point, so only lone halves match.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

/**
 * The top-level field of `value` (a parsed query, params or body) whose text or
 * keys hold an unstorable character, "" for the value itself, null if none.
 */
export function findUnstorableText(value: unknown): string | null {
  // Iterative, not recursive: a body nested a hundred thousand levels deep must not overflow the stack.
  const pending: Array<{ value: unknown; field: string }> = [{ value, field: "" }];
  while (pending.length > 0) {
    const { value: current, field } = pending.pop()!;
    if (typeof current === "string") {
      if (UNSTORABLE.test(current)) return field;
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return field;
        pending.push({ value: child, field: field || key });
      }
    }
  }
  return null;
}

/**
 * Refuses, for every route (API, crawler documents and pages alike, including
 * routes added later), a request whose query, path parameters or parsed body
 * hold text the database cannot store: 400 `invalid_input` before any handler
 * runs, rather than a 500 from deep inside a query. One hook at the edge
 * instead of a rule repeated in each schema, so no route can forget it.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const [part, value] of [["query", request.query], ["path", request.params], ["body", request.body]] as const) {
      const field = findUnstorableText(value);
      if (field === null) continue;
      const where = field ? `${part} field "${field.slice(0, 40)}"` : part;
      throw new ValidationError(`The ${where} contains a NUL character or an unpaired surrogate`, "invalid_input");
    }
  });
}
