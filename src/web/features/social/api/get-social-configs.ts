import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { socialConfigViewSchema, type SocialConfigView } from "../../../../shared/social";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { socialKeys } from "./query-keys";

const socialConfigListSchema = z.array(socialConfigViewSchema);

/** GET /api/admin/social: the six platforms, tokens masked. */
export async function getSocialConfigs(auth: AuthClient): Promise<SocialConfigView[]> {
  return readJson(await auth.fetch("/api/admin/social"), socialConfigListSchema);
}

/** The six platforms, cached under socialKeys.configs. */
export function useSocialConfigs() {
  const auth = useAuthClient();
  return useQuery({ queryKey: socialKeys.configs, queryFn: () => getSocialConfigs(auth) });
}
