import { describe, expect, it } from "vitest";
import type { CreatedFeed } from "../../../shared/feeds";
import { addedFeedDetail, opmlCheckSummary } from "./add-feed-check";

const feed = { name: "ANSA", check: null } as CreatedFeed;

describe("the add form's and the OPML import's words for a feed's reading", () => {
  it("says what the reading found, or that the feed was saved unread", () => {
    expect(addedFeedDetail({ ...feed, check: { title: "ANSA.it", item_count: 1, items: [], newest_at: null } })).toBe("ANSA: «ANSA.it» · 1 articolo");
    expect(addedFeedDetail({ ...feed, check: { title: "", item_count: 12, items: [], newest_at: "2026-11-29T08:30:00Z" } })).toBe(
      "ANSA: «ANSA» · 12 articoli · il più recente del 29/11/26 09:30",
    );
    expect(addedFeedDetail(feed)).toBe("ANSA. Salvato senza verifica: lo stato del feed dirà l'esito della prossima sincronizzazione.");
  });

  it("counts the OPML checks and names the first failures in Italian", () => {
    const ok = { name: "Buono", feed_url: "https://a.it/rss", ok: true, item_count: 3, reason: null, message: null };
    const gone = (name: string) => ({ name, feed_url: "https://b.it/rss", ok: false, item_count: null, reason: "http_status", message: "HTTP 404 Not Found" });
    expect(opmlCheckSummary([])).toBeUndefined();
    expect(opmlCheckSummary([ok, ok])).toBe("2 feed letti correttamente.");
    expect(opmlCheckSummary([ok, gone("Rotto"), gone("B"), gone("C"), gone("D")])).toBe(
      "1 feed letto correttamente, 4 feed non leggibili. Il feed «Rotto» ha risposto HTTP 404 (pagina non trovata). Il feed «B» ha risposto HTTP 404 (pagina non trovata). Il feed «C» ha risposto HTTP 404 (pagina non trovata).",
    );
  });
});
