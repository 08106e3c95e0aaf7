import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialTestResultSchema, type SocialPlatform, type SocialTestResult } from "../../../../shared/social";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, toApiError } from "../../../lib/api-request";
import { socialKeys } from "./query-keys";

/**
 * POST /api/admin/social/:platform/test: a real post, and the platform's answer.
 * A platform that refused still comes back as a result (`ok: false`) whatever
 * the status; only an answer without one is an error.
 */
export async function sendTestPost(auth: AuthClient, platform: SocialPlatform): Promise<SocialTestResult> {
  const response = await auth.fetch(`/api/admin/social/${encodeURIComponent(platform)}/test`, { method: "POST", headers: JSON_HEADERS, body: "{}" });
  const body: unknown = await response.clone().json().catch(() => null);
  const parsed = socialTestResultSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw await toApiError(response);
}

/** "Invia post di prova"; the list is read again after it, since a post moves "Ultimo post". */
export function useSendTestPost() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: SocialPlatform) => sendTestPost(auth, platform),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.configs }),
  });
}
