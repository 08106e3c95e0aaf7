/** The article's keywords then its feed tags, trimmed, without case-insensitive repeats, at most `limit`. */
export function articleKeywords(article: { keywords: string[]; tags: string[] }, limit = 12): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of [...article.keywords, ...article.tags]) {
    const keyword = raw.replace(/\s+/g, " ").trim();
    const key = keyword.toLocaleLowerCase("it");
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
    if (result.length === limit) break;
  }
  return result;
}
