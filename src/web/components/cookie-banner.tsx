import { Cookie, X } from "lucide-react";
import { Switch } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { saveCookieConsent, useHasCookieConsent } from "../lib/cookie-consent";
import { choiceFor, type CookieChoice } from "../lib/cookie-consent-record";
import { sendCookieConsent } from "../lib/send-cookie-consent";
import { buttonClass } from "./ui/button-styles";

/**
 * The consent banner (docs/product.md#cookie-consent): shown while no standing
 * choice is stored; necessary cookies are always on. As the Garante asks
 * (docs/decisions.md, "Cookie consent"): accepting and refusing weigh the
 * same, and the close X refuses. `adsAskedByGoogle`: Google's certified consent
 * message asks about ads (AdSense "google_cmp"), so this banner does not.
 */
export function CookieBanner({ adsAskedByGoogle = false }: { adsAskedByGoogle?: boolean }) {
  const hasConsent = useHasCookieConsent();
  const [view, setView] = useState<"main" | "settings">("main");
  const [analytics, setAnalytics] = useState(false);
  const [advertising, setAdvertising] = useState(false);

  if (hasConsent) return null;

  function choose(choice: CookieChoice) {
    const consent = saveCookieConsent(choice);
    // After the banner has its answer: the proof goes to the server in the background.
    sendCookieConsent(consent);
    setView("main");
  }

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.12)]"
    >
      {/* The right padding keeps the text and the buttons clear of the close X in the corner. */}
      <div className="relative mx-auto max-w-5xl py-5 pr-14 pl-4">
        <button
          type="button"
          onClick={() => choose(choiceFor("close"))}
          aria-label="Chiudi e accetta solo i cookie necessari"
          className={buttonClass("ghost", "icon", "absolute top-2 right-2")}
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
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
                  . Chiudendo il banner con la X restano attivi solo i cookie tecnici.
                  {adsAskedByGoogle ? ` ${GOOGLE_ASKS}` : null}
                </p>
              </div>
            </div>
            {/*
              Refusing weighs as much as accepting: the same solid button, side by side in equal columns at
              every width. "Personalizza" is secondary: under them on phones, a third equal column from sm up.
            */}
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:grid-cols-3">
              <button type="button" onClick={() => choose(choiceFor("only-necessary"))} className={choiceButton}>
                Solo Necessari
              </button>
              <button type="button" onClick={() => choose(choiceFor("accept-all"))} className={choiceButton}>
                Accetta Tutti
              </button>
              <button type="button" onClick={() => setView("settings")} className={buttonClass("secondary", "md", "col-span-2 sm:col-span-1")}>
                Personalizza
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
              {adsAskedByGoogle ? (
                <PreferenceRow title="Cookie pubblicitari" description={GOOGLE_ASKS}>
                  <span className="text-sm font-medium text-slate-700">Messaggio di Google</span>
                </PreferenceRow>
              ) : (
                <PreferenceRow title="Cookie pubblicitari" description="Permettono di mostrare annunci di Google AdSense.">
                  <ConsentSwitch label="Cookie pubblicitari" checked={advertising} onChange={setAdvertising} />
                </PreferenceRow>
              )}
            </ul>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setView("main")} className={buttonClass("secondary")}>
                Annulla
              </button>
              <button type="button" onClick={() => choose({ analytics, advertising })} className={buttonClass("primary")}>
                Salva Preferenze
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** What the banner says when Google's own message asks about ads. */
const GOOGLE_ASKS = "Per gli annunci di Google AdSense la scelta ti viene chiesta dal messaggio di consenso di Google.";

/** "Accetta Tutti" and "Solo Necessari" share it: one class, so neither can drift into looking lesser. */
const choiceButton = buttonClass("primary");

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
      className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-[state=checked]:bg-blue-800"
    >
      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </Switch.Root>
  );
}
