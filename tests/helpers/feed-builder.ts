/** Small, valid RSS 2.0 documents and article pages for ingestion tests and benchmarks. */

export interface ItemSpec {
  title: string;
  link: string;
  guid?: string;
  /** Item text; long by default so no scraping is needed. */
  text?: string;
  pubDate?: Date;
  image?: string;
}

const escape = (text: string) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!);

/** About `words` words of Italian-looking prose. */
export function prose(words: number, seed = 0): string {
  const vocabulary = "la città di Roma ha approvato il nuovo piano per la mobilità sostenibile con più autobus elettrici e piste ciclabili nei quartieri periferici".split(" ");
  return Array.from({ length: words }, (_, i) => vocabulary[(i + seed) % vocabulary.length]).join(" ") + ".";
}

/** An RSS 2.0 feed with the given items. */
export function rss(title: string, items: ItemSpec[], link = "https://example.it/"): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escape(item.title)}</title>
      <link>${escape(item.link)}</link>
      ${item.guid ? `<guid isPermaLink="false">${escape(item.guid)}</guid>` : ""}
      <description><![CDATA[<p>${item.text ?? prose(220)}</p>]]></description>
      ${item.pubDate ? `<pubDate>${item.pubDate.toUTCString()}</pubDate>` : ""}
      ${item.image ? `<enclosure url="${escape(item.image)}" type="image/jpeg" length="0"/>` : ""}
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escape(title)}</title>
    <link>${escape(link)}</link>
    <description>Feed di prova</description>
${entries}
  </channel>
</rss>`;
}

/** An article page with a full text, an og:image and the usual page chrome around it. */
export function articlePage(title: string, paragraphs: string[], image?: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escape(title)}</title>
${image ? `<meta property="og:image" content="${escape(image)}">` : ""}
</head><body>
<header><nav><a href="/">Home</a> <a href="/cronaca">Cronaca</a> <a href="/sport">Sport</a></nav></header>
<main><article><h1>${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("\n")}
</article></main>
<aside><h3>Più letti</h3><ul><li><a href="/a">Altro articolo</a></li></ul></aside>
<footer>© Editore di prova — P.IVA 00000000000</footer>
</body></html>`;
}
