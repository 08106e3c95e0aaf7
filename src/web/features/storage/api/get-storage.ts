import { useQuery } from "@tanstack/react-query";
import { storageStatsSchema, type StorageStats } from "../../../../shared/storage";
import { readJson } from "../../../lib/api-request";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { storageKeys } from "./query-keys";

/** GET /api/admin/storage: the sizes Spazio Server shows. */
export async function getStorage(auth: AuthClient): Promise<StorageStats> {
  return readJson(await auth.fetch("/api/admin/storage"), storageStatsSchema);
}

/** The storage figures, cached under storageKeys.stats. */
export function useStorage() {
  const auth = useAuthClient();
  return useQuery({ queryKey: storageKeys.stats, queryFn: () => getStorage(auth) });
}
