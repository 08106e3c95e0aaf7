import type { AiConfigView } from "../../../../shared/ai";
import { Switch } from "../../../components/ui/switch";
import { notify } from "../../../lib/notify";
import { useUpdateAiConfig } from "../api/update-ai-config";
import { AI_TEXT, configName } from "../labels";

const text = AI_TEXT.list;

/** Switches a provider in or out of the rotation. */
export function ProviderActiveSwitch({ config }: { config: AiConfigView }) {
  const update = useUpdateAiConfig();
  // Shows the new position while the change is on its way.
  const pending = update.isPending ? update.variables?.change : undefined;
  const checked = pending && "active" in pending ? pending.active : config.active;

  function toggle(active: boolean) {
    update.mutate(
      { id: config.id, change: { active } },
      {
        onSuccess: (updated) => notify.success(updated.active ? text.activated : text.deactivated, configName(updated)),
        onError: () => notify.error(text.saveFailed),
      },
    );
  }

  // The visible caption says "Attivo"; the name says whose switch it is.
  return <Switch checked={checked} onCheckedChange={toggle} disabled={update.isPending} label={text.active} aria-label={text.activeOf(configName(config))} />;
}
