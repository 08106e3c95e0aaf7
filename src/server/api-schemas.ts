import { z } from "zod";

/** Every refusal of the API: a stable code to branch on and an English message for people. */
export const apiErrorSchema = z
  .object({
    error: z.string().describe("A stable code, such as validation_failed or not_found"),
    message: z.string(),
  })
  .describe("The one error shape of the API");
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The `:id` of a row in a path. */
export const idParamsSchema = z.object({ id: z.uuid({ error: "id must be a UUID" }) });
