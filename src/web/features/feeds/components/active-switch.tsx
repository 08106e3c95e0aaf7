import type { FeedView } from "../../../../shared/feeds";
import { Switch } from "../../../components/ui/switch";
import { notify } from "../../../lib/notify";
import { useUpdateFeed } from "../api/update-feed";
import { FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.row;

/** Switches a feed on or off; an inactive feed is left out of every sync. */
export function ActiveSwitch({ feed }: { feed: FeedView }) {
  const update = useUpdateFeed();
  // Shows the new position while the change is on its way.
  const pending = update.isPending ? update.variables?.change : undefined;
  const checked = pending && "active" in pending ? pending.active : feed.active;

  function toggle(active: boolean) {
    update.mutate(
      { id: feed.id, change: { active } },
      {
        onSuccess: (updated) => notify.success(updated.active ? text.activated : text.deactivated, updated.name),
        onError: () => notify.error(text.toggleFailed),
      },
    );
  }

  return <Switch checked={checked} onCheckedChange={toggle} disabled={update.isPending} aria-label={text.activeOf(feed.name)} />;
}
