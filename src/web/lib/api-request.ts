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

type ErrorBody = Partial<{ error: string; message: string }>;

/** The JSON body of a 2xx answer; anything else becomes an ApiError carrying the server's code and message. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  throw await toApiError(response);
}

/** The ApiError a refused answer stands for, read from its `{error, message}` body when it has one. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  return new ApiError(response.status, body.error ?? `http_${response.status}`, body.message ?? "");
}

/**
 * The body of an action that reports its own outcome (`{success, ...}`), whatever
 * the status: a "nothing to do" or a failed provider may come with a 4xx. An
 * answer without `success` is a refusal and becomes an ApiError.
 */
export async function readOutcome<T extends { success: boolean }>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (ErrorBody & { success?: unknown }) | null;
  if (body && typeof body.success === "boolean") return body as unknown as T;
  throw new ApiError(response.status, body?.error ?? `http_${response.status}`, body?.message ?? "");
}

/** Headers of a JSON request. */
export const JSON_HEADERS = { "content-type": "application/json" };
