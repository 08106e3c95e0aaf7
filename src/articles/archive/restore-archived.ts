import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.js";
import { signalContentChanged } from "../content-events.js";
import { unpackPayload } from "./payload.js";

/**
 * Brings these archived articles back to the live tables as they were archived
 * (docs/product.md#spazio-server): the article with its id, its views and view
 * totals, its social posts and its training examples' link, in one transaction
 * that also removes the archive row and the tombstone archiving left. The view
 * totals are stored back as archived, so the triggers that add views skip this
 * move (migration 0038). An article whose URL is live again meanwhile stays
 * archived. Unknown ids are ignored. Answers how many came back.
 */
export async function restoreArchivedArticles(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const restored = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('rassegna.archive_move', 'on', true)`);
    const stored = await queryRows<{ payload: string }>(
      tx,
      sql`select encode(payload, 'base64') as payload from article_archive
          where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          for update`,
    );
    if (stored.length === 0) return 0;
    const payloads = await Promise.all(stored.map((row) => unpackPayload(Buffer.from(row.payload, "base64"))));
    // The rows go back through jsonb_populate_recordset over the table's own row type: every column as archived.
    const back = await queryRows<{ id: string; canonical_url: string }>(
      tx,
      sql`insert into articles select * from jsonb_populate_recordset(null::articles, ${JSON.stringify(payloads.map((p) => p.article))}::jsonb)
          on conflict do nothing
          returning id, canonical_url`,
    );
    if (back.length === 0) return 0;
    const live = new Set(back.map((row) => row.id));
    const mine = payloads.filter((p) => live.has(p.article.id));
    const dependents: [string, keyof typeof mine[number]][] = [
      ["statistics", "statistics"],
      ["article_daily_views", "daily_views"],
      ["article_view_totals", "view_totals"],
      ["social_posts", "social_posts"],
    ];
    for (const [table, key] of dependents) {
      const rows = mine.flatMap((p) => p[key] as Record<string, unknown>[]);
      if (rows.length === 0) continue;
      await tx.execute(sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`);
    }
    const links = mine.flatMap((p) => p.training_examples.map((example) => ({ id: example, article_id: p.article.id })));
    if (links.length > 0) {
      await tx.execute(
        sql`update ai_training_examples e set article_id = x.article_id
            from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as x(id uuid, article_id uuid)
            where e.id = x.id and e.article_id is null`,
      );
    }
    const restoredIds = JSON.stringify([...live]);
    await tx.execute(sql`delete from article_tombstones where canonical_url in (select value from jsonb_array_elements_text(${JSON.stringify(back.map((row) => row.canonical_url))}::jsonb))`);
    await tx.execute(sql`delete from article_archive where id in (select value::uuid from jsonb_array_elements_text(${restoredIds}::jsonb))`);
    return back.length;
  });
  if (restored > 0) await signalContentChanged(db);
  return restored;
}
