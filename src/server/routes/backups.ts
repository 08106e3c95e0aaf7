import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { backupStatus } from "../../diagnostics/backups/backup-status.js";
import { backupStatusSchema } from "../../shared/backups.js";
import type { ServerDeps } from "../context.js";

const tags = ["backups"];

/** The daily backup's state, which Spazio Server and Diagnostica show (its settings are Automazione's). */
export function backupRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/admin/backups",
    { schema: { tags, summary: "The daily backup: on or off, folder, time, files kept, its last run and its last successful run", response: { 200: backupStatusSchema } } },
    async () => backupStatus(deps.db),
  );
}
