import { Languages } from "lucide-react";
import { translatedFromLabel } from "../../shared/languages";

interface Translated {
  translated_from?: string | null | undefined;
  original_title?: string | null | undefined;
  source_url: string;
}

/** An absolute http(s) address or null: feed text never becomes a javascript: or data: link. */
function httpLink(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * "Tradotto dall'inglese" under a translated article's title (docs/product.md#articles), with the
 * publisher's own title linking to the original. On a card it is raised above the link that covers
 * the card, so it takes its own clicks. Nothing for an article that was not translated.
 */
export function TranslationNote({ article, className = "" }: { article: Translated; className?: string }) {
  if (!article.translated_from) return null;
  const link = httpLink(article.source_url);
  const original = article.original_title ?? "originale";
  return (
    <p className={`relative z-10 flex min-w-0 items-center gap-1 text-xs text-slate-600 ${className}`}>
      <Languages aria-hidden className="h-3.5 w-3.5 shrink-0" />
      <span className="shrink-0">{translatedFromLabel(article.translated_from)}:</span>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer" lang={article.translated_from} className="truncate text-blue-800 hover:underline" title={original}>
          {original}
          <span className="sr-only"> (articolo originale, si apre in una nuova scheda)</span>
        </a>
      ) : (
        <span lang={article.translated_from} className="truncate">
          {original}
        </span>
      )}
    </p>
  );
}
