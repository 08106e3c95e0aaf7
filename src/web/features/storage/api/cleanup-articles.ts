import { useMutation, useQueryClient } from "@tanstack/react-query";
import { storageCleanupResultSchema, type StorageCleanupResult } from "../../../../shared/storage";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { storageKeys } from "./query-keys";

/** POST /api/admin/storage/cleanup {days}: deletes the articles published more than `days` days ago. */
export async function cleanupArticles(auth: AuthClient, days: number): Promise<StorageCleanupResult> {
  const response = await auth.fetch("/api/admin/storage/cleanup", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ days }) });
  return readJson(response, storageCleanupResultSchema);
}

/** Runs a cleanup, then reads the sizes again. */
export function useCleanupArticles() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => cleanupArticles(auth, days),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.stats }),
  });
}
