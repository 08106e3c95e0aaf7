import { useMutation } from "@tanstack/react-query";
import { feedTestResultSchema, type FeedTestResult } from "../../../../shared/feeds";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** POST /api/admin/feeds/test: reads a URL as a feed, importing nothing; 422 when it cannot be read. */
export async function testFeed(auth: AuthClient, url: string): Promise<FeedTestResult> {
  const response = await auth.fetch("/api/admin/feeds/test", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ url }) });
  return readJson(response, feedTestResultSchema);
}

/** The "test feed" action. */
export function useTestFeed() {
  const auth = useAuthClient();
  return useMutation({ mutationFn: (url: string) => testFeed(auth, url) });
}
