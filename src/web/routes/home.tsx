import { Newspaper } from "lucide-react";
import type { Category } from "../../shared/constants";
import { CATEGORY_LABELS, SITE_NAME } from "../../shared/labels";
import { ArticleCard } from "../components/article-card";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

export function meta() {
  return [
    { title: `${SITE_NAME}: le notizie italiane in breve` },
    {
      name: "description",
      content: "Le notizie delle testate italiane raccolte, riassunte e classificate per categoria, con il link alla fonte originale.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, search, category } = loaderData;
  const heading = search
    ? `Risultati per "${search}"`
    : category
      ? `Notizie di ${CATEGORY_LABELS[category as Category]}`
      : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {heading ? (
        <div className="mb-6">
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {articles.length} {articles.length === 1 ? "articolo trovato" : "articoli trovati"}
          </p>
        </div>
      ) : (
        <h1 className="sr-only">Ultime notizie</h1>
      )}
      {articles.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Newspaper aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
          <p className="mt-4 text-lg font-semibold text-slate-900">Nessun articolo trovato</p>
          <p className="mt-1 text-sm text-slate-600">Prova a cercare altri termini o a scegliere un'altra categoria.</p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      )}
    </div>
  );
}
