import { useQuery } from "@tanstack/react-query";
import { notificationStatusSchema, type NotificationStatus } from "../../../../shared/automation";
import type { AuthClient } from "../../../lib/auth/auth-client";
import { useAuthClient } from "../../../lib/auth/auth-provider";
import { readJson } from "../../../lib/api-request";
import { automationKeys } from "./query-keys";

/** GET /api/admin/notifications: whether e-mail can go out (SMTP_URL set) and through which host. */
export async function getNotificationStatus(auth: AuthClient): Promise<NotificationStatus> {
  return readJson(await auth.fetch("/api/admin/notifications"), notificationStatusSchema);
}

/** The e-mail status, cached under automationKeys.notifications; SMTP_URL only changes with a restart. */
export function useNotificationStatus() {
  const auth = useAuthClient();
  return useQuery({ queryKey: automationKeys.notifications, queryFn: () => getNotificationStatus(auth), staleTime: Infinity });
}
