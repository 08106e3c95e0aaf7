import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  archiveFiguresSchema,
  archiveRestoreResultSchema,
  archiveResultSchema,
  archiveSearchResultSchema,
  type ArchiveFigures,
  type ArchiveRestoreResult,
  type ArchiveResult,
  type ArchivedArticle,
} from "../../../../shared/archive";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { storageKeys } from "./query-keys";

/** GET /api/admin/storage/archive: what the archive holds and what it saved. */
export async function getArchiveFigures(auth: AuthClient): Promise<ArchiveFigures> {
  return readJson(await auth.fetch("/api/admin/storage/archive"), archiveFiguresSchema);
}

/** POST /api/admin/storage/archive {days}: moves the articles published more than `days` days ago to the archive. */
export async function archiveArticles(auth: AuthClient, days: number): Promise<ArchiveResult> {
  const response = await auth.fetch("/api/admin/storage/archive", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ days }) });
  return readJson(response, archiveResultSchema);
}

/** GET /api/admin/storage/archive/search?q=: the archived articles whose title holds every word. */
export async function searchArchive(auth: AuthClient, query: string): Promise<ArchivedArticle[]> {
  const response = await auth.fetch(`/api/admin/storage/archive/search?q=${encodeURIComponent(query)}`);
  return (await readJson(response, archiveSearchResultSchema)).articles;
}

/** POST /api/admin/storage/archive/restore {ids}: brings archived articles back to the live tables. */
export async function restoreArchived(auth: AuthClient, ids: string[]): Promise<ArchiveRestoreResult> {
  const response = await auth.fetch("/api/admin/storage/archive/restore", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ ids }) });
  return readJson(response, archiveRestoreResultSchema);
}

export function useArchiveFigures() {
  const auth = useAuthClient();
  return useQuery({ queryKey: storageKeys.archive, queryFn: () => getArchiveFigures(auth) });
}

/** The archive's search; idle until there is something to look for. */
export function useArchiveSearch(query: string) {
  const auth = useAuthClient();
  return useQuery({ queryKey: storageKeys.archiveSearch(query), queryFn: () => searchArchive(auth, query), enabled: query.length > 0 });
}

/** Archiving and restoring change both the live figures and the archive's (its search included): read them again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: storageKeys.stats }), queryClient.invalidateQueries({ queryKey: storageKeys.archive })]);
}

export function useArchiveArticles() {
  const auth = useAuthClient();
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (days: number) => archiveArticles(auth, days), onSettled: refresh });
}

export function useRestoreArchived() {
  const auth = useAuthClient();
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (ids: string[]) => restoreArchived(auth, ids), onSettled: refresh });
}
