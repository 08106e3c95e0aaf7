import { LayoutDashboard, Menu, Newspaper, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { SITE_NAME } from "../../../shared/labels";
import { CategoriesDropdown, CategoriesList } from "./categories-menu";
import { SearchBox } from "./search-box";
import { ThemeSwitch } from "./theme-switch";

/** The shared navigation bar: brand, search, categories, "Dashboard Admin" for a signed-in admin, and the theme switch. */
export function SiteHeader({ hasSession }: { hasSession: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  // The home shows every category in its own bar (docs/product.md#home); elsewhere the dropdown offers them.
  const onHome = useLocation().pathname === "/";

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Principale" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-blue-900" onClick={close}>
          <Newspaper aria-hidden className="h-6 w-6" />
          {SITE_NAME}
        </Link>
        <div className="hidden flex-1 items-center gap-2 md:flex">
          {onHome ? null : <CategoriesDropdown />}
          <SearchBox className="ml-auto w-full max-w-sm" />
          {hasSession ? <DashboardLink /> : null}
        </div>
        <ThemeSwitch className="ml-auto md:ml-0" />
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="menu-mobile"
          aria-label={menuOpen ? "Chiudi menu" : "Apri menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
        </button>
      </nav>
      {menuOpen ? (
        <div id="menu-mobile" className="space-y-4 border-t border-slate-200 bg-white px-4 py-4 md:hidden">
          <SearchBox onSearch={close} />
          <CategoriesList onNavigate={close} />
          {hasSession ? <DashboardLink onClick={close} /> : null}
        </div>
      ) : null}
    </header>
  );
}

function DashboardLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/dashboard"
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-md bg-blue-900 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800"
    >
      <LayoutDashboard aria-hidden className="h-4 w-4" />
      Dashboard Admin
    </Link>
  );
}
