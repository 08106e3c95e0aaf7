import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DiagnosticTool } from "../../../../shared/constants";
import { toolResultSchema, type ToolResult } from "../../../../shared/diagnostics";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readOutcome } from "../../../lib/api-request";
import { diagnosticsKeys } from "./query-keys";

/** POST /api/admin/tools/:tool: the tool's verdict, its item checks and its counts (a failed check may come with a 4xx or 5xx). */
export async function runTool(auth: AuthClient, tool: DiagnosticTool): Promise<ToolResult> {
  const response = await auth.fetch(`/api/admin/tools/${tool}`, { method: "POST", headers: JSON_HEADERS, body: "{}" });
  return readOutcome(response, toolResultSchema);
}

/** One tool card's run; each card has its own, so several tools can run side by side. */
export function useRunTool(tool: DiagnosticTool) {
  const auth = useAuthClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runTool(auth, tool),
    // The cleanup removes old log lines and readings: the other tabs read theirs again when next shown.
    onSuccess: () => {
      if (tool !== "cleanup-logs") return;
      void queryClient.invalidateQueries({ queryKey: diagnosticsKeys.logs });
      void queryClient.invalidateQueries({ queryKey: diagnosticsKeys.health });
    },
  });
}
