import { Bot } from "lucide-react";
import { useEffect } from "react";
import { notify } from "../../../lib/notify";
import { useAiConfigs } from "../api/get-ai-configs";
import { AI_TEXT } from "../labels";
import { LocalAnalyzerItem } from "./local-analyzer-item";
import { ProviderItem } from "./provider-item";
import { headingClass, panelClass } from "../../../lib/dashboard-styles";
import { LoadingStatus } from "../../../components/dashboard/loading-status";

const text = AI_TEXT.list;

/** "Provider Configurati": the providers by priority, then the local analyzer, which is always there. */
export function ProviderList() {
  const { data: configs, isPending, isError } = useAiConfigs();

  useEffect(() => {
    if (isError) notify.error(text.loadFailed);
  }, [isError]);

  return (
    <section aria-labelledby="ai-providers-title" className={panelClass}>
      <h2 id="ai-providers-title" className={headingClass}>
        {text.title}
        {configs ? <span className="ml-2 text-sm font-normal text-slate-500">({configs.length})</span> : null}
      </h2>
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError ? (
        <p className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{text.loadFailed}</p>
      ) : configs.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
          <Bot aria-hidden className="h-8 w-8 text-slate-400" />
          <p className="font-semibold text-slate-900">{text.empty}</p>
          <p className="max-w-md text-sm text-slate-600">{text.emptyHint}</p>
        </div>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-100">
        {configs?.map((config) => (
          <ProviderItem key={config.id} config={config} />
        ))}
        <LocalAnalyzerItem />
      </ul>
    </section>
  );
}
