import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { cookieConsentListSchema, type CookieConsentList } from "../../../../shared/cookie-consents";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { adsenseKeys } from "./query-keys";

/** GET /api/admin/cookie-consents: the last 30 days' counts and one page of stored choices, newest first. */
export async function getCookieConsents(auth: AuthClient, page: number): Promise<CookieConsentList> {
  return readJson(await auth.fetch(`/api/admin/cookie-consents${page > 1 ? `?page=${page}` : ""}`), cookieConsentListSchema);
}

/** A page of the cookie choices; the page before stays on screen while the next one loads. */
export function useCookieConsents(page: number) {
  const auth = useAuthClient();
  return useQuery({ queryKey: adsenseKeys.cookieConsentPage(page), queryFn: () => getCookieConsents(auth, page), placeholderData: keepPreviousData });
}
