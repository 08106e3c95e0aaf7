import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Pictures } from "../../pictures/picture-proxy.js";
import { clientKey } from "../../platform/client-key.js";
import { PICTURE_PATH_PREFIX, PICTURE_WIDTHS, type PictureWidth } from "../../shared/pictures.js";
import { PublicReadLimit } from "../public-read-limit.js";

const WIDTH_FILES = PICTURE_WIDTHS.map((width) => `${width}.webp`) as [string, ...string[]];

const pictureParamsSchema = z.object({
  article: z.uuid("article must be an article id"),
  version: z.string().regex(/^[0-9a-f]{8}$/, "version must be 8 hex digits"),
  file: z.enum(WIDTH_FILES, `file must be one of ${WIDTH_FILES.join(", ")}`),
});

/** A year, and never asked again: the address changes with the picture (shared/pictures.ts). */
const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Picture work a client may cause a minute: an article's picture URL read
 * from the database, or a picture downloaded and resized. More than the
 * pages' budget: one home page shows 50 pictures. Disk and memory hits are free.
 */
const PICTURE_WORK_PER_MINUTE = 300;

/**
 * GET /img/{article}/{version}/{width}.webp (docs/architecture.md#pictures):
 * an article's picture from this origin, resized; 404 for an article without
 * a public picture or an out-of-date address, 502 when the publisher's
 * picture cannot be had.
 */
export function pictureRoutes(app: FastifyInstance, pictures: Pictures): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = new PublicReadLimit({ perMinute: PICTURE_WORK_PER_MINUTE });
  api.get(
    `${PICTURE_PATH_PREFIX}/:article/:version/:file`,
    {
      schema: {
        tags: ["pictures"],
        summary: "An article's picture, resized, as WebP",
        params: pictureParamsSchema,
        response: {
          200: { description: "The picture", content: { "image/webp": { schema: z.instanceof(Buffer).describe("WebP bytes") } } },
          304: z.undefined().describe("Not modified: the If-None-Match ETag still holds"),
        },
      },
    },
    async (request, reply) => {
      const { article, version, file } = request.params;
      const width = Number(file.slice(0, -".webp".length)) as PictureWidth;
      const picture = await pictures.serve({ articleId: article, version, width }, () => limit.take(clientKey(request.ip)));
      const etag = `"${picture.size.toString(36)}-${picture.modifiedMs.toString(36)}"`;
      reply.header("cache-control", IMMUTABLE).header("etag", etag);
      const held = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
      if (held?.includes(etag) || held?.includes(`W/${etag}`)) return reply.status(304).send();
      return reply.type("image/webp").send(picture.bytes);
    },
  );
}
