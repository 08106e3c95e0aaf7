/**
 * The story page's data (docs/product.md#story-page): every published report
 * of a story told by at least two sources, and what the page says of them
 * offline (story-digest.ts). A story of one source has no page: its reader is
 * sent to the article. A story absorbed by an older one (a merge keeps the
 * older id, docs/product.md#stories) sends its reader to the story it joined.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";
import { isPublished } from "../lifecycle/index.js";
import { publicCardColumns } from "../public-card-columns.js";
import { relatedArticles } from "../related-articles.js";
import type { StoryPage } from "../../shared/stories.js";
import { agreedSentences, inPublicationOrder, laterReports, storyHeadline, type StoryReport } from "./story-digest.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A story told by more reports than this is told by its newest ones: the page stays readable and its build bounded. */
export const MAX_STORY_REPORTS = 40;
/** Enough of a report's text for its facts; the tail of a long page is background (story-digest.ts reads 30 sentences). */
const TEXT_CHARS = 6_000;
/** Stories to read next, under the sources. */
const RELATED_STORIES = 4;

export type StoryLookup =
  /** The page, and the reports as the digest read them (for a provider's summary to be checked against). */
  | { kind: "story"; story: StoryPage; reports: StoryReport[] }
  /** Not a page of its own: this address's reader goes to the article, or to the story it joined. */
  | { kind: "elsewhere"; path: string }
  | { kind: "missing" };

/** The story page for a story id (the id of its first report). */
export async function findStoryPage(db: Database, id: string): Promise<StoryLookup> {
  if (!UUID.test(id)) return { kind: "missing" };
  const rows = await db
    .select({ ...publicCardColumns, keywords: articles.keywords, text: sql<string | null>`left(${articles.content_original}, ${TEXT_CHARS})` })
    .from(articles)
    .where(and(eq(articles.story_id, id), isPublished))
    .orderBy(sql`${articles.published_at} desc`, sql`${articles.id} desc`)
    .limit(MAX_STORY_REPORTS);
  if (rows.length === 0) return elsewhere(db, id);
  const sourceCount = new Set(rows.map((row) => row.source_name)).size;
  if (sourceCount < 2) return { kind: "elsewhere", path: `/articolo/${rows[0]!.id}` };

  const members = rows.map(({ text: _text, ...card }) => card);
  const reports: StoryReport[] = rows.map((row) => ({
    id: row.id,
    source_name: row.source_name,
    title: row.title,
    summary: row.content_summary,
    text: row.text,
    published_at: new Date(row.published_at),
  }));
  const byId = new Map(members.map((member) => [member.id, member]));
  const headline = byId.get(storyHeadline(reports).id)!;
  const related = await relatedArticles(db, headline, RELATED_STORIES);
  return {
    kind: "story",
    story: {
      id,
      headline,
      reports: inPublicationOrder(reports).map((report) => byId.get(report.id)!),
      sourceCount,
      agreed: agreedSentences(reports),
      written: null,
      later: laterReports(reports).map(({ report, added }) => ({ id: report.id, added })),
      related,
    },
    reports,
  };
}

/** No published report carries this story id: the article of that id, if public, has joined another story or stands alone. */
async function elsewhere(db: Database, id: string): Promise<StoryLookup> {
  const [article] = await db
    .select({ id: articles.id, story_id: articles.story_id })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished))
    .orderBy(asc(articles.id));
  if (!article) return { kind: "missing" };
  if (article.story_id && article.story_id !== id) return { kind: "elsewhere", path: `/storia/${article.story_id}` };
  return { kind: "elsewhere", path: `/articolo/${article.id}` };
}
