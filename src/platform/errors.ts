/**
 * Errors with names, thrown by the core and mapped to HTTP statuses by the
 * server's one error handler. Messages are English: they are API text.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, code = "validation_failed") {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Authentication required", code = "unauthorized") {
    super(401, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found", code = "not_found") {
    super(404, code, message);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(
    message: string,
    /** The methods the resource does serve, for the Allow header. */
    readonly allow: string[],
    code = "method_not_allowed",
  ) {
    super(405, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = "conflict") {
    super(409, code, message);
  }
}

/** A refusal that says when to come back (the Retry-After header). */
export class RetryLaterError extends AppError {
  constructor(
    status: 429 | 503,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, message);
  }
}

export class TooManyRequestsError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number, code = "too_many_requests") {
    super(429, code, message, retryAfterSeconds);
  }
}

/** The server is too busy (or a query ran past its time limit) to answer now: 503 with Retry-After. */
export class ServiceUnavailableError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number, code = "service_unavailable") {
    super(503, code, message, retryAfterSeconds);
  }
}

/** The process is stopping: work cut short answers this, and the client may retry on another instance. */
export class ShuttingDownError extends ServiceUnavailableError {
  constructor(message = "The server is shutting down; try again in a moment") {
    super(message, 5, "shutting_down");
  }
}

/**
 * The database cannot be reached: a health reading's `select 1` went
 * unanswered (docs/product.md#health-collection), or a request's query met a
 * refused, dropped or timed-out connection. 503 with Retry-After: it passes.
 */
export class DatabaseUnreachableError extends ServiceUnavailableError {
  constructor(message = "The database does not answer; the reading could not be stored") {
    super(message, 30, "database_unreachable");
  }
}
