import { z } from "zod";

/** GET /api/health: 200 with timings when all is well, 503 with the failing part otherwise. */
export const healthSchema = z.object({
  status: z.enum(["ok", "error", "shutting_down"]),
  database: z.enum(["ok", "unreachable", "unknown"]),
  database_ms: z.number().optional(),
  uptime_s: z.number().int().optional(),
});
