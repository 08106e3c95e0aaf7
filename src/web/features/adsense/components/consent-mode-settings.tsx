import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { ADS_CONSENT_MODES, type AdsConsentMode } from "../../../../shared/ads-constants";
import { Panel } from "../../../components/ui/panel";
import { ADSENSE_TEXT } from "../labels";

const text = ADSENSE_TEXT.consent;

const OPTIONS: Record<AdsConsentMode, { label: string; hint: string }> = {
  own_banner: { label: text.ownBanner, hint: text.ownBannerHint },
  google_cmp: { label: text.googleCmp, hint: text.googleCmpHint },
};

/**
 * "Consenso per gli annunci" (docs/product.md#google-adsense): who asks the readers before ads, each choice
 * explained with what the pages then load (docs/decisions.md, "Ads that may serve in the EEA").
 */
export function ConsentModeSettings({ mode, onChange }: { mode: AdsConsentMode; onChange: (mode: AdsConsentMode) => void }) {
  const name = useId();
  return (
    <Panel title={text.title}>
      <p className="mt-2 text-sm text-slate-600">{text.intro}</p>
      <fieldset className="mt-4 grid gap-3">
        <legend className="sr-only">{text.title}</legend>
        {ADS_CONSENT_MODES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-blue-800 has-[:checked]:bg-blue-50"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="mt-1 h-4 w-4 shrink-0 accent-blue-800"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{OPTIONS[option].label}</span>
              <span className="mt-1 block text-sm text-slate-600">{OPTIONS[option].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === "google_cmp" ? (
        <p className="mt-3 flex gap-2 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {text.googleCmpWarning}
        </p>
      ) : null}
    </Panel>
  );
}
