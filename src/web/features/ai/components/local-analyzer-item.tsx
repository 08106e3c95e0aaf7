import { Cpu } from "lucide-react";
import { Switch } from "../../../components/ui/switch";
import { notify } from "../../../lib/notify";
import { useLocalAnalyzer } from "../api/get-local-analyzer";
import { useUpdateLocalAnalyzer } from "../api/update-local-analyzer";
import { AI_TEXT, LOCAL_ANALYZER_NAME } from "../labels";

const text = AI_TEXT.local;

/** The built-in offline analyzer, always last: the fallback when no provider can answer; it can be switched off. */
export function LocalAnalyzerItem() {
  const local = useLocalAnalyzer();
  const update = useUpdateLocalAnalyzer();
  const checked = update.isPending && update.variables !== undefined ? update.variables : (local.data?.enabled ?? false);

  function toggle(enabled: boolean) {
    update.mutate(enabled, {
      onSuccess: (updated) => notify.success(updated.enabled ? text.enabled : text.disabled),
      onError: () => notify.error(AI_TEXT.list.saveFailed),
    });
  }

  return (
    <li aria-label={LOCAL_ANALYZER_NAME} className="@container py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 @2xl:flex-row @2xl:items-start @2xl:justify-between">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Cpu aria-hidden className="h-4 w-4 shrink-0 text-blue-900" />
            {LOCAL_ANALYZER_NAME}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{text.offline}</p>
          <p className="mt-0.5 text-sm text-slate-600">{text.explanation}</p>
          <p className="mt-0.5 text-sm text-slate-700" data-local="processed-today">
            {text.processedToday(local.data ? local.data.processed_today : null)}
          </p>
        </div>
        <Switch
          checked={checked}
          onCheckedChange={toggle}
          disabled={!local.data || update.isPending}
          label={AI_TEXT.list.active}
          aria-label={AI_TEXT.list.activeOf(LOCAL_ANALYZER_NAME)}
          className="@2xl:shrink-0"
        />
      </div>
    </li>
  );
}
