import { secondaryButtonClass } from "../../../lib/dashboard-styles";
import { useAdsenseConfig } from "../api/get-adsense-config";
import { ADSENSE_TEXT } from "../labels";
import { AdsenseForm } from "./adsense-form";
import { HowToBox } from "./how-to-box";
import { LoadingStatus } from "../../../components/dashboard/loading-status";

/** The Google AdSense dashboard section (docs/product.md#google-adsense): general settings, homepage slots, article slots, the how-to box. */
export function AdsenseScreen() {
  const { data, isPending, isError, refetch } = useAdsenseConfig();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{ADSENSE_TEXT.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{ADSENSE_TEXT.description}</p>
      </header>
      {isPending ? (
        <LoadingStatus className="">{ADSENSE_TEXT.loading}</LoadingStatus>
      ) : isError ? (
        <div className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-800">
          <p>{ADSENSE_TEXT.loadFailed}</p>
          <button type="button" onClick={() => void refetch()} className={secondaryButtonClass}>
            {ADSENSE_TEXT.retry}
          </button>
        </div>
      ) : (
        // Keyed by the save time: a save (or a reload elsewhere) restarts the draft from the stored row.
        <AdsenseForm key={data.updated_at} stored={data} />
      )}
      <HowToBox />
    </div>
  );
}
