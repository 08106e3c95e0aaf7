import { data } from "react-router";
import { editionPage } from "../../edition/edition-page.js";
import { NotFoundError } from "../../platform/errors.js";
import type { RassegnaLoadContext } from "../load-context.server.js";

/**
 * /edizione, /edizione/{day} and /edizione/{day}/{mattina|sera}
 * (docs/product.md#edizione): the edition with the ones either side, whether
 * the subscribe form shows, and PUBLIC_URL for the canonical link. An address
 * that names no edition made so far is the not-found page with HTTP 404.
 */
export async function loadEdition(params: { day?: string | undefined; slot?: string | undefined }, context: RassegnaLoadContext) {
  try {
    const page = await editionPage(context.db, params, new Date(), Boolean(context.config.smtpUrl));
    return { found: true as const, ...page, publicUrl: context.config.publicUrl };
  } catch (error) {
    if (error instanceof NotFoundError) return data({ found: false as const }, { status: 404 });
    throw error;
  }
}
