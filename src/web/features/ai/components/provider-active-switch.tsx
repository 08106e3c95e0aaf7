import { useId } from "react";
import type { AiConfigView } from "../../../../shared/ai";
import { notify } from "../../../lib/notify";
import { useUpdateAiConfig } from "../api/update-ai-config";
import { AI_TEXT, configName } from "../labels";
import { Toggle } from "./toggle";

/** Switches a provider in or out of the rotation. */
export function ProviderActiveSwitch({ config }: { config: AiConfigView }) {
  const update = useUpdateAiConfig();
  const id = useId();
  const name = configName(config);
  // Shows the new position while the change is on its way.
  const pending = update.isPending ? update.variables?.change : undefined;
  const checked = pending && "active" in pending ? pending.active : config.active;

  function toggle(active: boolean) {
    update.mutate(
      { id: config.id, change: { active } },
      {
        onSuccess: (updated) => notify.success(updated.active ? AI_TEXT.list.activated : AI_TEXT.list.deactivated, configName(updated)),
        onError: () => notify.error(AI_TEXT.list.saveFailed),
      },
    );
  }

  return <Toggle id={id} name={name} checked={checked} disabled={update.isPending} onCheckedChange={toggle} />;
}
