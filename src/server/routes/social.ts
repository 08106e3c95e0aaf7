import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SOCIAL_PLATFORMS } from "../../shared/constants.js";
import { type SocialPostingPlatform, socialConfigUpdateSchema, socialConfigViewSchema, socialPreviewSchema, socialTestResultSchema } from "../../shared/social.js";
import { createPlatformClients, type PlatformClient } from "../../social/platforms/index.js";
import { listSocialConfigs, updateSocialConfig } from "../../social/social-config.js";
import { previewPost } from "../../social/social-preview.js";
import { sendTestPost } from "../../social/test-post.js";
import type { ServerDeps } from "../context.js";

const tags = ["social"];

/** Any name: an unknown platform is a 404 from the domain, not a validation error. */
const platformParamsSchema = z.object({ platform: z.string().max(40).describe(`One of ${SOCIAL_PLATFORMS.join(", ")}`) });

const previewQuerySchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  template: z.string().max(1000).optional().describe("The template being typed; the stored one when absent or empty"),
});

/** The Social Media screen's API (docs/product.md#social-media). Every route is admin-only (the default). */
export function socialRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Made on first use: most servers never send a test post.
  let clients: Record<SocialPostingPlatform, PlatformClient> | undefined;
  const now = () => deps.now?.() ?? new Date();
  const platformClients = () =>
    (clients ??= createPlatformClients({ apis: deps.config.socialApis, allowPrivateNetwork: deps.config.allowPrivateNetwork, now: () => now().getTime() }));

  api.get(
    "/api/admin/social",
    { schema: { tags, summary: "The six platforms' cards, tokens masked", response: { 200: z.array(socialConfigViewSchema) } } },
    async () => listSocialConfigs(deps.db),
  );

  api.get(
    "/api/admin/social/preview",
    {
      schema: {
        tags,
        summary: "A template rendered on the newest public article, cut to the platform's limit",
        querystring: previewQuerySchema,
        response: { 200: socialPreviewSchema },
      },
    },
    async (request) => previewPost({ db: deps.db, publicUrl: deps.config.publicUrl }, request.query.platform, request.query.template),
  );

  api.put(
    "/api/admin/social/:platform",
    {
      schema: {
        tags,
        summary: "Save a platform's card; an absent or empty access_token keeps the stored one",
        params: platformParamsSchema,
        body: socialConfigUpdateSchema,
        response: { 200: socialConfigViewSchema },
      },
    },
    async (request) => updateSocialConfig(deps.db, request.params.platform, request.body),
  );

  api.post(
    "/api/admin/social/:platform/test",
    {
      schema: {
        tags,
        summary: "Send one real post with the stored token and show the platform's answer; Instagram and WhatsApp answer the 'in sviluppo' notice",
        params: platformParamsSchema,
        response: { 200: socialTestResultSchema },
      },
    },
    async (request) =>
      sendTestPost({ db: deps.db, clients: platformClients, publicUrl: deps.config.publicUrl, now }, request.params.platform),
  );
}
