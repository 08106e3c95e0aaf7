import type { Database } from "../db/database.js";
import { siteOrigin } from "../seo/site-pages.js";
import { ConflictError } from "../platform/errors.js";
import { postsForReal, SOCIAL_PLATFORM_NAMES, type SocialPlatform, type SocialPostingPlatform, type SocialTestResult } from "../shared/social.js";
import { credentialsCheck } from "./credentials.js";
import { latestPublicArticle, type PostableArticle } from "./latest-article.js";
import type { PlatformClient } from "./platforms/platform-client.js";
import { platformSaid } from "./post-messages.js";
import { renderForPlatform } from "./render-for-platform.js";
import { readSocialConfigRow, recordLastPost } from "./social-config.js";

/** Why Instagram and WhatsApp keep the notice, said plainly (docs/product.md#social-media). */
const IN_DEVELOPMENT: Record<"instagram" | "whatsapp", string> = {
  instagram: "Funzionalità in sviluppo: Instagram pubblica solo post con un'immagine, da un account business verificato.",
  whatsapp: "Funzionalità in sviluppo: WhatsApp invia messaggi solo da un account business verificato, a chi ha accettato di riceverli.",
};

/** The article a test post shows while no article is public yet; its link is the home page. */
const SAMPLE_ARTICLE: PostableArticle = {
  id: "post-di-prova",
  title: "Post di prova di Rassegna: così apparirà la prossima notizia",
  category: "cronaca",
  source_name: "Rassegna",
};

export interface TestPostDeps {
  db: Database;
  clients: () => Record<SocialPostingPlatform, PlatformClient>;
  publicUrl: string;
  now: () => Date;
}

/**
 * "Invia post di prova": one real post of the template on the newest public
 * article, with the stored token, answering what the platform said. Only an
 * enabled card with its token (and, to post for real, its ids) may try.
 */
export async function sendTestPost(deps: TestPostDeps, platform: string): Promise<SocialTestResult> {
  const row = await readSocialConfigRow(deps.db, platform);
  const known = row.platform as SocialPlatform;
  if (!row.enabled) throw new ConflictError(`${known} is disabled: enable it before sending a test post`);
  if (!row.access_token) throw new ConflictError(`${known} has no access_token: save one before sending a test post`);
  if (!postsForReal(known)) return { ok: false, message: IN_DEVELOPMENT[known as keyof typeof IN_DEVELOPMENT], status: null, response: null, text: null };
  const { missing } = credentialsCheck(known, row);
  if (missing.length > 0) throw new ConflictError(`${known} needs ${missing.join(" and ")} before sending a test post`);

  const article = (await latestPublicArticle(deps.db)) ?? SAMPLE_ARTICLE;
  let { text, link } = renderForPlatform(known, row.post_template, article, deps.publicUrl);
  if (article === SAMPLE_ARTICLE) {
    // The sample has no page of its own: its post links the home page.
    const home = `${siteOrigin(deps.publicUrl)}/`;
    text = text.split(link).join(home);
    link = home;
  }
  const result = await deps.clients()[known].send(row, { text, link, title: article.title });
  const name = SOCIAL_PLATFORM_NAMES[known];
  if (result.ok) {
    await recordLastPost(deps.db, known, deps.now());
    return { ok: true, message: `Post di prova inviato su ${name}`, status: result.status, response: result.response, text };
  }
  const message = result.status === null ? `${name} non raggiungibile: ${result.detail}` : `${name} ha risposto ${result.status}: ${platformSaid(result.detail)}`;
  return { ok: false, message, status: result.status, response: result.response, text };
}
