import { Cookie } from "lucide-react";
import { Switch } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { saveCookieConsent, useHasCookieConsent } from "../lib/cookie-consent";

/** The consent banner: shown while no choice is stored; necessary cookies are always on. */
export function CookieBanner() {
  const hasConsent = useHasCookieConsent();
  const [view, setView] = useState<"main" | "settings">("main");
  const [analytics, setAnalytics] = useState(false);
  const [advertising, setAdvertising] = useState(false);

  if (hasConsent) return null;

  function choose(choice: { analytics: boolean; advertising: boolean }) {
    saveCookieConsent(choice);
    setView("main");
  }

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto max-w-5xl px-4 py-5">
        {view === "main" ? (
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <div className="flex gap-3">
              <Cookie aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-blue-900" />
              <div>
                <h2 id="cookie-banner-title" className="font-semibold text-slate-900">
                  Utilizziamo i cookie
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  Usiamo cookie tecnici necessari al funzionamento del sito e, con il tuo consenso, cookie analitici e
                  pubblicitari. Leggi la{" "}
                  <Link to="/cookie-policy" className="text-blue-800 underline">
                    Cookie Policy
                  </Link>{" "}
                  e la{" "}
                  <Link to="/privacy" className="text-blue-800 underline">
                    Privacy Policy
                  </Link>
                  .
                </p>
              </div>
            </div>
            {/* On phones the buttons stack full width, "Accetta Tutti" on top; in a row from sm up. */}
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
              <button
                type="button"
                onClick={() => choose({ analytics: true, advertising: true })}
                className={`${primaryButton} col-span-2 sm:order-last`}
              >
                Accetta Tutti
              </button>
              <button type="button" onClick={() => setView("settings")} className={secondaryButton}>
                Personalizza
              </button>
              <button type="button" onClick={() => choose({ analytics: false, advertising: false })} className={secondaryButton}>
                Solo Necessari
              </button>
            </div>
          </div>
        ) : (
          <div>
            <h2 id="cookie-banner-title" className="text-lg font-semibold text-slate-900">
              Gestione Preferenze Cookie
            </h2>
            <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
              <PreferenceRow title="Cookie tecnici" description="Necessari al funzionamento del sito: sessione dell'amministratore e memorizzazione di questa scelta.">
                <span className="text-sm font-medium text-green-700">Sempre attivi</span>
              </PreferenceRow>
              <PreferenceRow title="Cookie analitici" description="Ci aiutano a capire come viene usato il sito, in forma aggregata.">
                <ConsentSwitch label="Cookie analitici" checked={analytics} onChange={setAnalytics} />
              </PreferenceRow>
              <PreferenceRow title="Cookie pubblicitari" description="Permettono di mostrare annunci di Google AdSense.">
                <ConsentSwitch label="Cookie pubblicitari" checked={advertising} onChange={setAdvertising} />
              </PreferenceRow>
            </ul>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setView("main")} className={secondaryButton}>
                Annulla
              </button>
              <button type="button" onClick={() => choose({ analytics, advertising })} className={primaryButton}>
                Salva Preferenze
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

const primaryButton = "rounded-md bg-blue-900 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800";
const secondaryButton =
  "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

function PreferenceRow({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-4 p-3">
      <div>
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </li>
  );
}

function ConsentSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={onChange}
      aria-label={label}
      className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-blue-800"
    >
      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </Switch.Root>
  );
}
