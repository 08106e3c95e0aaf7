import type { Fetcher } from "../fetch/fetcher.js";
import { FeedError } from "../types.js";
import { parseTdmRepRules, rulesReserve, type TdmRule } from "./tdmrep-rules.js";

/** How long a site's tdmrep.json is trusted before it is read again; a failed read is retried sooner. */
const RULES_TTL_MS = 24 * 60 * 60 * 1000;
const FAILED_TTL_MS = 60 * 60 * 1000;
/** Sites remembered at once; past it the oldest read is forgotten. */
const MAX_SITES = 2_000;

/** Whether a publisher's site reserves text and data mining for a page (its /.well-known/tdmrep.json). */
export interface SiteReservations {
  reserves(pageUrl: string, signal?: AbortSignal): Promise<boolean>;
}

interface SiteRules {
  rules: Promise<TdmRule[]>;
  readAt: number;
  ttl: number;
}

/**
 * Reads each site's tdmrep.json once a day through the feeds' fetcher (the same SSRF guard, limits and user
 * agent), concurrent asks for one site sharing the read. A site without the file (404, HTML, broken JSON) or that
 * cannot be reached reserves nothing: the page's own header and meta still count when it is scraped.
 */
export function createSiteReservations(fetcher: Fetcher, now: () => number = Date.now): SiteReservations {
  const sites = new Map<string, SiteRules>();

  function rulesOf(origin: string, signal?: AbortSignal): Promise<TdmRule[]> {
    const known = sites.get(origin);
    if (known && now() - known.readAt < known.ttl) return known.rules;
    const entry: SiteRules = { rules: Promise.resolve([]), readAt: now(), ttl: RULES_TTL_MS };
    entry.rules = fetcher
      .fetch(`${origin}/.well-known/tdmrep.json`, { accept: "application/json", ...(signal ? { signal } : {}) })
      .then((outcome) => (outcome.notModified ? [] : parseTdmRepRules(Buffer.from(outcome.body).toString("utf8"))))
      .catch((error: unknown) => {
        // No file is an answer for the day; an unreachable site is asked again within the hour.
        const missing = error instanceof FeedError && (error.details.status === 404 || error.details.status === 410);
        if (!missing) entry.ttl = FAILED_TTL_MS;
        return [];
      });
    sites.delete(origin);
    sites.set(origin, entry);
    if (sites.size > MAX_SITES) sites.delete(sites.keys().next().value!);
    return entry.rules;
  }

  return {
    async reserves(pageUrl, signal) {
      let origin: string;
      try {
        origin = new URL(pageUrl).origin;
      } catch {
        return false;
      }
      if (origin === "null") return false;
      return rulesReserve(await rulesOf(origin, signal), pageUrl);
    },
  };
}
