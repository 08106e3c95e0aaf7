import type { z } from "zod";

/** A refused API call: the HTTP status and the server's `{error, message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The code of an answer that does not match its declared schema: a server and a page out of step. */
export const INVALID_RESPONSE = "invalid_response";

type ErrorBody = Partial<{ error: string; message: string }>;

/** `body` read with the endpoint's schema from src/shared, the one the server encodes its answer with. */
function parseAnswer<S extends z.ZodType>(schema: S, body: unknown, status: number): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ApiError(status, INVALID_RESPONSE, `Unexpected answer${issue ? ` at ${issue.path.join(".") || "top level"}: ${issue.message}` : ""}`);
}

/** The JSON body of a 2xx answer, checked by its schema; anything else becomes an ApiError carrying the server's code and message. */
export async function readJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  if (!response.ok) throw await toApiError(response);
  return parseAnswer(schema, await response.json().catch(() => undefined), response.status);
}

/** The ApiError a refused answer stands for, read from its `{error, message}` body when it has one. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  return new ApiError(response.status, body.error ?? `http_${response.status}`, body.message ?? "");
}

/**
 * The body of an action that reports its own outcome (`{success, ...}`), whatever
 * the status: a "nothing to do" or a failed provider may come with a 4xx. An
 * answer without `success` is a refusal and becomes an ApiError; one with it is
 * checked by its schema.
 */
export async function readOutcome<S extends z.ZodType<{ success: boolean }>>(response: Response, schema: S): Promise<z.output<S>> {
  const body = (await response.json().catch(() => null)) as (ErrorBody & { success?: unknown }) | null;
  if (body && typeof body.success === "boolean") return parseAnswer(schema, body, response.status);
  throw new ApiError(response.status, body?.error ?? `http_${response.status}`, body?.message ?? "");
}

/** Headers of a JSON request. */
export const JSON_HEADERS = { "content-type": "application/json" };
