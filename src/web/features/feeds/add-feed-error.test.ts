import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-request";
import { addFeedErrorToast } from "./add-feed-error";

describe("addFeedErrorToast", () => {
  it.each([
    [new ApiError(409, "feed_exists", "A feed with this URL already exists"), { title: "Feed già presente", description: "Questo feed è già nell'elenco dei feed configurati." }],
    [new ApiError(400, "validation_error", "body/feed_url must match format \"uri\""), { title: "Errore nell'aggiunta del feed" }],
    [new ApiError(500, "internal_error", "Internal Server Error"), { title: "Errore nell'aggiunta del feed" }],
    [new TypeError("Failed to fetch"), { title: "Errore nell'aggiunta del feed" }],
  ])("%o reads in Italian", (error, toast) => {
    expect(addFeedErrorToast(error)).toEqual(toast);
  });
});
