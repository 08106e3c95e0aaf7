import { z } from "zod";

/**
 * GET /api/admin/dashboard/counts: the numbers the sidebar shows beside its
 * sections (docs/product.md#dashboard-shell). One small answer for every
 * count, so the frame makes one request however many sections carry a badge.
 */
export const dashboardCountsSchema = z.object({
  /** Contact messages not read yet (Messaggi). */
  unread_messages: z.number().int(),
  /** Errors not resolved yet (Diagnostica Sistema). */
  open_errors: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
