import { useQuery } from "@tanstack/react-query";
import { backupStatusSchema, type BackupStatus } from "../../../shared/backups";
import { readJson } from "../api-request";
import type { AuthClient } from "../auth/auth-client";
import { useAuthClient } from "../auth/auth-provider";

/** The cache key of the daily backup's state, read by Spazio Server and Diagnostica alike. */
export const backupStatusKey = ["backups", "status"] as const;

/** GET /api/admin/backups: the daily backup's settings in brief and its last runs. */
export async function getBackupStatus(auth: AuthClient): Promise<BackupStatus> {
  return readJson(await auth.fetch("/api/admin/backups"), backupStatusSchema);
}

/** The daily backup's state, cached under backupStatusKey. */
export function useBackupStatus() {
  const auth = useAuthClient();
  return useQuery({ queryKey: backupStatusKey, queryFn: () => getBackupStatus(auth) });
}
