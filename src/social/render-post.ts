import { articleUrl } from "../seo/site-pages.js";

/** Stand-in until h/platforms is merged (the real one cuts to the limit, title first). */
export function renderPost(
  template: string,
  article: { id: string; title: string; category: string | null; source_name: string },
  options: { publicUrl: string; maxLength: number; urlLength?: number },
): { text: string; link: string } {
  const link = articleUrl(options.publicUrl, article.id);
  const values: Record<string, string> = { title: article.title, url: link, category: article.category ?? "", source: article.source_name };
  const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  return { text: text.slice(0, options.maxLength), link };
}
