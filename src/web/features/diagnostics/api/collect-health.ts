import { useMutation, useQueryClient } from "@tanstack/react-query";
import { collectHealthResponseSchema, type CollectHealthResponse, type HealthList } from "../../../../shared/health";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readJson } from "../../../lib/api-request";
import { withNewReading } from "../health-view";
import { diagnosticsKeys } from "./query-keys";

/** POST /api/functions/collect-system-health: the reading just taken and stored. */
export async function collectHealth(auth: AuthClient): Promise<CollectHealthResponse> {
  return readJson(await auth.fetch("/api/functions/collect-system-health", { method: "POST", headers: JSON_HEADERS, body: "{}" }), collectHealthResponseSchema);
}

/** "Aggiorna Ora": takes a reading now and shows it at once, at the head of the list, with the alerts as of it. */
export function useCollectHealth() {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => collectHealth(auth),
    onSuccess: ({ data, alerts }) => {
      queryClient.setQueryData<HealthList>(diagnosticsKeys.health, (list) => ({ readings: withNewReading(list?.readings, data), alerts }));
    },
  });
}
