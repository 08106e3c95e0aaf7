import { ApiError } from "../../lib/api-request";
import { FEEDS_TEXT } from "./labels";

const text = FEEDS_TEXT.add;

/** The toast of a refused "Aggiungi feed": a feed already followed says so; anything else is the generic failure. */
export function addFeedErrorToast(error: unknown): { title: string; description?: string } {
  if (error instanceof ApiError && error.status === 409 && error.code === "feed_exists") return { title: text.exists, description: text.existsHint };
  return { title: text.failed };
}
