import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  feedRuleDryRunSchema,
  feedRuleListSchema,
  feedRuleViewSchema,
  type FeedRuleDryRun,
  type FeedRuleView,
  type RuleAction,
  type RuleField,
  type RuleMatchKind,
} from "../../../../shared/feed-rules";
import type { EditableCategory } from "../../../../shared/constants";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson, toApiError } from "../../../lib/api-request";

/** A rule as the form sends it. */
export interface RuleDraft {
  feed_id: string | null;
  action: RuleAction;
  field: RuleField;
  match_kind: RuleMatchKind;
  pattern: string;
  category: EditableCategory | null;
  enabled: boolean;
}

const BASE = "/api/admin/feed-rules";
export const ruleKeys = { list: ["feed-rules", "list"] as const };

const send = (auth: AuthClient, url: string, method: string, body?: unknown) =>
  auth.fetch(url, { method, ...(body === undefined ? {} : { headers: JSON_HEADERS, body: JSON.stringify(body) }) });

/** GET: every rule, in the order they apply. */
export function useFeedRules() {
  const auth = useAuthClient();
  return useQuery({ queryKey: ruleKeys.list, queryFn: async () => readJson(await send(auth, BASE, "GET"), feedRuleListSchema) });
}

/** Adds (POST) or changes (PUT) a rule, then reloads the list. */
export function useSaveRule() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft }: { id: string | null; draft: RuleDraft }): Promise<FeedRuleView> =>
      readJson(await send(auth, id ? `${BASE}/${encodeURIComponent(id)}` : BASE, id ? "PUT" : "POST", draft), feedRuleViewSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.list }),
  });
}

/** PATCH: switches a rule on or off, or moves it one place; the order of others changes too, so the list reloads. */
export function usePatchRule() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: { enabled: boolean } | { move: "up" | "down" } }) =>
      readJson(await send(auth, `${BASE}/${encodeURIComponent(id)}`, "PATCH", change), feedRuleViewSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.list }),
  });
}

/** DELETE (204). */
export function useDeleteRule() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await send(auth, `${BASE}/${encodeURIComponent(id)}`, "DELETE");
      if (!response.ok) throw await toApiError(response);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.list }),
  });
}

/** The dry run of a saved rule (by id) or of the form's unsaved one. */
export function useDryRun() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: async (target: { id: string } | { draft: RuleDraft }): Promise<FeedRuleDryRun> =>
      readJson(
        "id" in target ? await send(auth, `${BASE}/${encodeURIComponent(target.id)}/dry-run`, "POST") : await send(auth, `${BASE}/dry-run`, "POST", target.draft),
        feedRuleDryRunSchema,
      ),
  });
}
