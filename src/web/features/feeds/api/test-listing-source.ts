import { useMutation } from "@tanstack/react-query";
import type { ListingSelectors } from "../../../../shared/listing-selectors";
import { listingTestResultSchema, type ListingTestResult } from "../../../../shared/listing-sources";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";

/** POST /api/admin/feeds/listing/test: the items the selectors find on the page, nothing stored. */
export async function testListingSource(auth: AuthClient, url: string, selectors: ListingSelectors): Promise<ListingTestResult> {
  const response = await auth.fetch("/api/admin/feeds/listing/test", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ url, selectors }) });
  return readJson(response, listingTestResultSchema);
}

/** The "Testa" action of a page without a feed. */
export function useTestListingSource() {
  const auth = useAuthClient();
  return useMutation({ mutationFn: ({ url, selectors }: { url: string; selectors: ListingSelectors }) => testListingSource(auth, url, selectors) });
}
