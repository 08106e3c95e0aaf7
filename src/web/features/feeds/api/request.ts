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

/** The JSON body of a 2xx answer; anything else becomes an ApiError carrying the server's code and message. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  throw await toApiError(response);
}

/** The ApiError a refused answer stands for, read from its `{error, message}` body when it has one. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Partial<{ error: string; message: string }>;
  return new ApiError(response.status, body.error ?? `http_${response.status}`, body.message ?? "");
}

/** Headers of a JSON request. */
export const JSON_HEADERS = { "content-type": "application/json" };
