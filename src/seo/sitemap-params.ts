import { z } from "zod";

/** The part number of /sitemap-articles-:part.xml. */
export const sitemapPartParamsSchema = z.object({ part: z.coerce.number().int() });
