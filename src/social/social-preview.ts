import type { Database } from "../db/database.js";
import type { SocialPlatform, SocialPreview } from "../shared/social.js";
import { latestPublicArticle } from "./latest-article.js";
import { platformLimits, renderForPlatform } from "./render-for-platform.js";
import { readSocialConfigRow } from "./social-config.js";

/** The screen's live preview: a template (the stored one when none is given) on the newest public article. */
export async function previewPost(
  deps: { db: Database; publicUrl: string },
  platform: SocialPlatform,
  template: string | undefined,
): Promise<SocialPreview> {
  const row = await readSocialConfigRow(deps.db, platform);
  const article = await latestPublicArticle(deps.db);
  if (!article) return { text: null, article_title: null, length: 0, max_length: platformLimits(platform).maxLength };
  const rendered = renderForPlatform(platform, template?.trim() || row.post_template, article, deps.publicUrl);
  return { text: rendered.text, article_title: article.title, length: rendered.length, max_length: rendered.maxLength };
}
