import type { SocialConfigView } from "../../../../shared/social";
import { Switch } from "../../../components/ui/switch";
import { notify } from "../../../lib/notify";
import { useUpdateSocialConfig } from "../api/update-social-config";
import { enableBlocker } from "../card-status";
import { PLATFORM_LABELS, SOCIAL_TEXT } from "../labels";

const text = SOCIAL_TEXT.card;

/** Turns a platform on or off at once (its own PUT), whatever is being typed in "Configura"; a platform missing its token or target says so instead. */
export function PlatformSwitch({ config }: { config: SocialConfigView }) {
  const update = useUpdateSocialConfig();
  const name = PLATFORM_LABELS[config.platform];
  // Shows the new position while the change is on its way.
  const checked = update.isPending ? (update.variables?.update.enabled ?? config.enabled) : config.enabled;

  function toggle(enabled: boolean) {
    // The API would refuse: say what is missing instead of a bare failure.
    const blocker = enabled ? enableBlocker(config) : null;
    if (blocker) {
      notify.warning(blocker);
      return;
    }
    update.mutate(
      { platform: config.platform, update: { enabled } },
      {
        onSuccess: (updated) => notify.success(updated.enabled ? text.activated(name) : text.deactivated(name)),
        onError: () => notify.error(text.toggleFailed(name)),
      },
    );
  }

  // The visible caption says "Attivo"; the name says whose switch it is.
  return <Switch checked={checked} onCheckedChange={toggle} disabled={update.isPending} label={text.enabledLabel} aria-label={text.enabledOf(name)} />;
}
