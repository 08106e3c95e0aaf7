import { useQuery } from "@tanstack/react-query";
import { scrapingStatsSchema, type ScrapingStats } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { feedKeys } from "./query-keys";
import { readJson } from "../../../lib/api-request";

/** GET /api/admin/feeds/scraping-stats: how the stored articles got their text. */
export async function getScrapingStats(auth: AuthClient): Promise<ScrapingStats> {
  return readJson(await auth.fetch("/api/admin/feeds/scraping-stats"), scrapingStatsSchema);
}

/** The four scraping numbers, cached under feedKeys.scrapingStats. */
export function useScrapingStats() {
  const auth = useAuthClient();
  return useQuery({ queryKey: feedKeys.scrapingStats, queryFn: () => getScrapingStats(auth) });
}
