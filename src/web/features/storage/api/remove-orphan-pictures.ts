import { useMutation, useQueryClient } from "@tanstack/react-query";
import { orphanPicturesResultSchema, type OrphanPicturesResult } from "../../../../shared/storage";
import { readJson } from "../../../lib/api-request";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { storageKeys } from "./query-keys";

/** POST /api/admin/storage/orphan-pictures: removes the cached pictures no article stores any more. */
export async function removeOrphanPictures(auth: AuthClient): Promise<OrphanPicturesResult> {
  return readJson(await auth.fetch("/api/admin/storage/orphan-pictures", { method: "POST" }), orphanPicturesResultSchema);
}

/** Removes the orphan pictures, then reads the sizes again. */
export function useRemoveOrphanPictures() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeOrphanPictures(auth),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.stats }),
  });
}
