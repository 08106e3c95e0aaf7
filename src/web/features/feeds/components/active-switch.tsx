import { Switch } from "radix-ui";
import type { FeedView } from "../../../../shared/feeds";
import { notify } from "../../../lib/notify";
import { useUpdateFeed } from "../api/update-feed";

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
        onSuccess: (updated) => notify.success(updated.active ? "Feed attivato" : "Feed disattivato", updated.name),
        onError: () => notify.error("Errore nel cambio stato del feed"),
      },
    );
  }

  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={toggle}
      disabled={update.isPending}
      aria-label={`Attivo: ${feed.name}`}
      className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors disabled:opacity-60 data-[state=checked]:bg-blue-800"
    >
      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </Switch.Root>
  );
}
