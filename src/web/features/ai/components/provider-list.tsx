import { Bot } from "lucide-react";
import { useEffect } from "react";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useAiConfigs } from "../api/get-ai-configs";
import { AI_TEXT } from "../labels";
import { LocalAnalyzerItem } from "./local-analyzer-item";
import { ProviderItem } from "./provider-item";

const text = AI_TEXT.list;

/** "Provider Configurati": the providers by priority, then the local analyzer, which is always there. */
export function ProviderList() {
  const { data: configs, isPending, isError } = useAiConfigs();

  useEffect(() => {
    if (isError) notify.error(text.loadFailed);
  }, [isError]);

  return (
    <Panel title={text.title} count={configs?.length}>
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError ? (
        <Notice tone="error">{text.loadFailed}</Notice>
      ) : configs.length === 0 ? (
        <EmptyState icon={Bot} title={text.empty}>
          {text.emptyHint}
        </EmptyState>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-100">
        {configs?.map((config) => (
          <ProviderItem key={config.id} config={config} />
        ))}
        <LocalAnalyzerItem />
      </ul>
    </Panel>
  );
}
