import { useId } from "react";
import type { AiConfigView } from "../../../../shared/ai";
import { LIMITS } from "../../../../shared/constants";
import { Select } from "../../../components/ui/select";
import { notify } from "../../../lib/notify";
import { useUpdateAiConfig } from "../api/update-ai-config";
import { AI_TEXT, configName } from "../labels";

const PRIORITIES = Array.from({ length: LIMITS.aiPriority.max - LIMITS.aiPriority.min + 1 }, (_, index) => LIMITS.aiPriority.min + index);
const text = AI_TEXT.list;

/** A provider's priority, 1 (tried first) to 10, saved as soon as it changes. */
export function PrioritySelect({ config }: { config: AiConfigView }) {
  const update = useUpdateAiConfig();
  const id = useId();
  const pending = update.isPending ? update.variables?.change : undefined;
  const value = pending && "priority" in pending ? pending.priority : config.priority;

  function change(priority: number) {
    if (priority === config.priority) return;
    update.mutate(
      { id: config.id, change: { priority } },
      {
        onSuccess: () => notify.success(text.saved),
        onError: () => notify.error(text.saveFailed),
      },
    );
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        {text.priority}
        <span className="sr-only">{text.priorityOf(configName(config))}</span>
      </label>
      <div className="w-16">
        <Select id={id} controlSize="sm" value={value} disabled={update.isPending} onChange={(event) => change(Number(event.currentTarget.value))}>
          {PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
