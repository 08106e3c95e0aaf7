import { FileX } from "lucide-react";
import { Link } from "react-router";

/** docs/product.md#article-page: the article is missing, malformed or not public. */
export function ArticleNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <FileX aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Articolo non trovato</h1>
      <p className="mt-3 text-slate-600">L'articolo che cerchi non esiste o non è più disponibile.</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-blue-900 px-5 py-2.5 font-medium text-white hover:bg-blue-800">
        Torna alla homepage
      </Link>
    </div>
  );
}
