import { Button } from "../../../components/ui/button";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { PageHeader } from "../../../components/ui/page-header";
import { useAdsenseConfig } from "../api/get-adsense-config";
import { ADSENSE_TEXT } from "../labels";
import { AdsenseForm } from "./adsense-form";
import { CookieConsentsPanel } from "./cookie-consents-panel";
import { HowToBox } from "./how-to-box";

/**
 * The Google AdSense dashboard section (docs/product.md#google-adsense): general settings, homepage slots,
 * article slots, the how-to box, then the cookie consents that decide who sees the ads.
 */
export function AdsenseScreen() {
  const { data, isPending, isError, refetch } = useAdsenseConfig();

  return (
    <div className="space-y-6">
      <PageHeader title={ADSENSE_TEXT.title} description={ADSENSE_TEXT.description} />
      {isPending ? (
        <LoadingStatus className="">{ADSENSE_TEXT.loading}</LoadingStatus>
      ) : isError ? (
        <Notice tone="error" className="" action={<Button onClick={() => void refetch()}>{ADSENSE_TEXT.retry}</Button>}>
          {ADSENSE_TEXT.loadFailed}
        </Notice>
      ) : (
        // Keyed by the save time: a save (or a reload elsewhere) restarts the draft from the stored row.
        <AdsenseForm key={data.updated_at} stored={data} />
      )}
      <HowToBox />
      <CookieConsentsPanel />
    </div>
  );
}
