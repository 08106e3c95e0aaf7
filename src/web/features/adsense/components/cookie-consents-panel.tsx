import { Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Pagination } from "../../../components/ui/pagination";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useExportCookieConsents } from "../api/export-cookie-consents";
import { useCookieConsents } from "../api/get-cookie-consents";
import { ADSENSE_TEXT } from "../labels";
import { ConsentCounts } from "./consent-counts";
import { ConsentTable } from "./consent-table";

const text = ADSENSE_TEXT.consents;
const integer = new Intl.NumberFormat("it-IT");

/**
 * "Consensi cookie" (docs/product.md#google-adsense): the proof of the banner's
 * choices: the last 30 days counted by kind, the latest choices a page at a
 * time, and "Esporta CSV" with every one of them.
 */
export function CookieConsentsPanel() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useCookieConsents(page);
  const exportConsents = useExportCookieConsents();
  // The server shows the last page when asked for one past it.
  const shownPage = data && !isPlaceholderData ? data.page : page;

  const exportButton = (
    <Button
      icon={Download}
      busy={exportConsents.isPending}
      onClick={() => exportConsents.mutate(undefined, { onSuccess: (filename) => notify.success(text.exported, filename), onError: () => notify.error(text.exportFailed) })}
    >
      {text.export}
    </Button>
  );

  return (
    <Panel title={text.title} description={text.description} icon={ShieldCheck} actions={exportButton}>
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError && !data ? (
        <Notice tone="error" action={<Button onClick={() => void refetch()}>{ADSENSE_TEXT.retry}</Button>}>
          {text.loadFailed}
        </Notice>
      ) : (
        <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={isPlaceholderData || undefined}>
          <ConsentCounts summary={data.summary} />
          <h3 className="mt-6 text-sm font-semibold text-slate-700">{text.listTitle}</h3>
          {data.consents.length === 0 ? (
            <EmptyState icon={ShieldCheck} title={text.empty}>
              {text.emptyHint}
            </EmptyState>
          ) : (
            <ConsentTable consents={data.consents} />
          )}
          <Pagination
            page={shownPage}
            pageCount={data.page_count}
            onPageChange={setPage}
            total={text.total(data.total, integer.format(data.total))}
          />
        </div>
      )}
    </Panel>
  );
}
