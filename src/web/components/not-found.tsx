import { Link } from "react-router";
import { POPULAR_CATEGORIES } from "../../shared/constants";
import { CATEGORY_LABELS, INFO_PAGES } from "../../shared/labels";
import { categoryHref } from "./layout/categories-menu";

/** The 404 page: home, six popular categories and useful links. */
export function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-blue-900">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Pagina non trovata</h1>
      <p className="mt-3 text-slate-600">La pagina che cerchi non esiste o è stata spostata.</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-blue-900 px-5 py-2.5 font-medium text-white hover:bg-blue-800">
        Torna alla homepage
      </Link>
      <section className="mt-12">
        <h2 className="text-lg font-semibold text-slate-900">Categorie popolari</h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {POPULAR_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={categoryHref(category)} className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm text-slate-800 hover:border-blue-700 hover:text-blue-800">
                {CATEGORY_LABELS[category]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-10">
        <h2 className="text-lg font-semibold text-slate-900">Link utili</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {INFO_PAGES.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-blue-800 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
