import { Link } from "react-router";
import { INFO_PAGES, SITE_NAME } from "../../../shared/labels";
import { clearCookieConsent } from "../../lib/cookie-consent";

/** Footer with the information pages and "Gestisci Cookie", which reopens the consent banner. */
export function SiteFooter() {
  function manageCookies() {
    clearCookieConsent();
    window.location.reload();
  }

  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. Notizie dalle fonti italiane, con un link all'originale.
        </p>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <li>
            <Link to="/edizione" className="font-medium text-blue-800 hover:underline">
              Edizione del giorno
            </Link>
          </li>
          {INFO_PAGES.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-blue-800 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={manageCookies} className="font-medium text-blue-800 hover:underline">
              Gestisci Cookie
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
