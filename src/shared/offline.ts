/**
 * What the service worker and the offline page agree on (docs/product.md#dark-theme-and-offline-reading):
 * the names of its two caches, the headers it stores a kept page with, and how many pages it keeps.
 */

/** The last pages a reader opened, for reading without a connection. */
export const PAGES_CACHE = "rassegna-pagine";

/** The hashed build files (/assets/*) the kept pages and the offline page need, and the offline page itself. */
export const SHELL_CACHE = "rassegna-shell";

/** The page shown when there is no connection and no kept copy of the page asked for. */
export const OFFLINE_PATH = "/offline";

/** Pages kept for reading offline; the oldest goes when one more is opened. */
export const KEPT_PAGES_LIMIT = 20;

/** Headers a kept page is stored with: its title (URI-encoded, headers are Latin-1) and when it was kept (ms). */
export const KEPT_TITLE_HEADER = "x-rassegna-titolo";
export const KEPT_AT_HEADER = "x-rassegna-salvata";

/** The message a page sends the service worker after a client-side navigation, so it keeps that page too. */
export interface KeepPageMessage {
  type: "keep-page";
  /** Path and query of the page, on this site. */
  url: string;
}
