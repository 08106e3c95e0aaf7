import { useMutation } from "@tanstack/react-query";
import { testEmailResponseSchema, type TestEmailResponse } from "../../../../shared/automation";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { JSON_HEADERS, readOutcome } from "../../../lib/api-request";

/** POST /api/admin/notifications/test-email: sends a test message and reports the SMTP server's answer, or why it could not. */
export async function sendTestEmail(auth: AuthClient, recipient: string): Promise<TestEmailResponse> {
  const response = await auth.fetch("/api/admin/notifications/test-email", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ recipient }) });
  return readOutcome(response, testEmailResponseSchema);
}

/** Sends a test e-mail to the address given. */
export function useSendTestEmail() {
  const auth = useAuthClient();
  return useMutation({ mutationFn: (recipient: string) => sendTestEmail(auth, recipient) });
}
