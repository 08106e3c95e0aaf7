import { FeedError, type FeedFailureReason } from "../types.js";

/** An error as it crosses from a worker thread: structured cloning keeps an Error's message but not a FeedError's class or fields. */
export interface SerializedError {
  name: string;
  message: string;
  stack: string | undefined;
  reason: FeedFailureReason | null;
  details: FeedError["details"];
}

/** The parts of an error that the main thread needs to rebuild it. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof FeedError) {
    return { name: error.name, message: error.message, stack: error.stack, reason: error.reason, details: error.details };
  }
  const plain = error instanceof Error ? error : new Error(String(error));
  return { name: plain.name, message: plain.message, stack: plain.stack, reason: null, details: {} };
}

/** The error a task threw in its worker, rebuilt: the same FeedError with its reason and details, or an Error with the worker's stack. */
export function reviveError(serialized: SerializedError): Error {
  const error = serialized.reason ? new FeedError(serialized.reason, serialized.message, serialized.details) : new Error(serialized.message);
  if (!serialized.reason) error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
