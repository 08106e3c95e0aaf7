import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { socialPreviewSchema, type SocialPlatform, type SocialPreview } from "../../../../shared/social";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { socialKeys } from "./query-keys";

/** GET /api/admin/social/preview: the template rendered on the latest public article, cut to the platform's limit. */
export async function getSocialPreview(auth: AuthClient, platform: SocialPlatform, template: string): Promise<SocialPreview> {
  const query = new URLSearchParams({ platform, template });
  return readJson(await auth.fetch(`/api/admin/social/preview?${query}`), socialPreviewSchema);
}

/** The preview of a template as typed (the caller debounces it); the last one stays shown while the next loads. */
export function useSocialPreview(platform: SocialPlatform, template: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: socialKeys.preview(platform, template),
    queryFn: () => getSocialPreview(auth, platform, template),
    // An empty template would preview the stored one: nothing to show until something is typed.
    enabled: template.trim() !== "",
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
