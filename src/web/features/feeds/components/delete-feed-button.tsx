import { Loader2, Trash2 } from "lucide-react";
import type { FeedView } from "../../../../shared/feeds";
import { notify } from "../../../lib/notify";
import { useDeleteFeed } from "../api/delete-feed";

/** Deletes a feed after the confirmation of docs/product.md#feed-rss; its articles stay. */
export function DeleteFeedButton({ feed }: { feed: FeedView }) {
  const remove = useDeleteFeed();

  function confirmAndDelete() {
    if (!window.confirm("Sei sicuro di voler eliminare questo feed?")) return;
    remove.mutate(feed.id, {
      onSuccess: () => notify.success("Feed eliminato", feed.name),
      onError: () => notify.error("Errore nell'eliminazione del feed"),
    });
  }

  return (
    <button
      type="button"
      onClick={confirmAndDelete}
      disabled={remove.isPending}
      aria-label={`Elimina ${feed.name}`}
      title="Elimina feed"
      className="rounded-md p-2 text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      {remove.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden className="h-4 w-4" />}
    </button>
  );
}
