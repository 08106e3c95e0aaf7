import { z } from "zod";

/** The highest page asked for: far beyond any dashboard list, low enough that no request makes the database skip millions of rows. */
const MAX_PAGE = 10_000;

/** A dashboard list's `?page=` (from 1, 1 when missing); a page past the last reads as the last. */
export const pageNumberSchema = z.coerce
  .number("page must be a number")
  .int("page must be a whole number")
  .min(1, "page must be at least 1")
  .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
  .default(1);
