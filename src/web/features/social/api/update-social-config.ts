import { useMutation, useQueryClient } from "@tanstack/react-query";
import { socialConfigViewSchema, type SocialConfigUpdate, type SocialConfigView, type SocialPlatform } from "../../../../shared/social";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { socialKeys } from "./query-keys";

/** PUT /api/admin/social/:platform: the platform after the change, its token masked. */
export async function updateSocialConfig(auth: AuthClient, platform: SocialPlatform, update: SocialConfigUpdate): Promise<SocialConfigView> {
  const response = await auth.fetch(`/api/admin/social/${encodeURIComponent(platform)}`, {
    method: "PUT",
    headers: JSON_HEADERS,
    body: JSON.stringify(update),
  });
  return readJson(response, socialConfigViewSchema);
}

/** Changes one platform and swaps the answer into the cached list. */
export function useUpdateSocialConfig() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platform, update }: { platform: SocialPlatform; update: SocialConfigUpdate }) => updateSocialConfig(auth, platform, update),
    onSuccess: (updated) => {
      queryClient.setQueryData<SocialConfigView[]>(socialKeys.configs, (configs) =>
        configs?.map((config) => (config.platform === updated.platform ? updated : config)),
      );
    },
  });
}
