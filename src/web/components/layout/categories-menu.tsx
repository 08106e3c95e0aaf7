import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { CATEGORIES } from "../../../shared/constants";
import { CATEGORY_LABELS } from "../../../shared/labels";

export function categoryHref(category: string): string {
  return `/?category=${encodeURIComponent(category)}`;
}

/** Desktop "Categorie" dropdown: opens on hover, and on keyboard focus for those without a mouse. */
export function CategoriesDropdown() {
  return (
    <div className="group relative">
      <button
        type="button"
        aria-haspopup="true"
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        Categorie
        <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-hover:rotate-180" />
      </button>
      <div className="invisible absolute left-0 top-full z-40 w-64 pt-1 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <ul className="grid grid-cols-2 gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg" aria-label="Categorie">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={categoryHref(category)}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-blue-50 hover:text-blue-800"
              >
                {CATEGORY_LABELS[category]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Mobile menu's list of categories. */
export function CategoriesList({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div>
      <p className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Categorie</p>
      <ul className="mt-2 grid grid-cols-2 gap-1">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={categoryHref(category)}
              onClick={onNavigate}
              className="block rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-blue-50 hover:text-blue-800"
            >
              {CATEGORY_LABELS[category]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
