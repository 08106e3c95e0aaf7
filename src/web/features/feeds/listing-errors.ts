import { ApiError } from "../../lib/api-request";
import { feedFailureText } from "./labels";
import { LISTING_TEXT as text } from "./listing-labels";

/** The toast of a refused "Testa" or "Aggiungi Pagina", in Italian: a refused selector, an address already followed, a page that cannot be read. */
export function listingErrorToast(error: unknown, fallback: string): { title: string; description?: string } {
  if (!(error instanceof ApiError)) return { title: fallback, description: text.unknownError };
  if (error.status === 400 && error.code === "invalid_selector") return { title: text.invalidSelector, description: text.invalidSelectorServer };
  if (error.status === 400) return { title: fallback, description: text.invalidUrl };
  if (error.status === 409 && error.code === "feed_exists") return { title: text.exists, description: text.existsHint };
  if (error.status === 422) return { title: fallback, description: feedFailureText(error.code, error.message) };
  return { title: fallback, description: text.unknownError };
}
