import { Pencil } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import type { FeedView } from "../../../../shared/feeds";
import { notify } from "../../../lib/notify";
import { useUpdateFeed } from "../api/update-feed";
import { INVALID_LIMIT, readImportLimit } from "../import-limit";

/** A feed's import limit: click to edit, Enter or leaving the field saves, Escape cancels. */
export function LimitEditor({ feed }: { feed: FeedView }) {
  const update = useUpdateFeed();
  const [editing, setEditing] = useState(false);
  // Enter and Escape end the edit; the blur that follows when the field goes away must not save again.
  const settled = useRef(false);

  function start() {
    settled.current = false;
    setEditing(true);
  }

  function finish(save: boolean, text: string) {
    if (settled.current) return;
    settled.current = true;
    setEditing(false);
    if (!save || text.trim() === "") return;
    // A number field hands over digits or nothing; anything else would be a fallback, not a choice.
    const limit = /\d/.test(text) ? readImportLimit(text) : null;
    if (limit === null) {
      notify.error(INVALID_LIMIT.title, INVALID_LIMIT.description);
      return;
    }
    if (limit === feed.import_limit) return;
    update.mutate(
      { id: feed.id, change: { import_limit: limit } },
      {
        onSuccess: (updated) => notify.success("Limite aggiornato", `${updated.name}: ${updated.import_limit} articoli`),
        onError: () => notify.error("Errore nell'aggiornamento del limite"),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true, event.currentTarget.value);
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish(false, "");
    }
  }

  if (editing) {
    return (
      <input
        type="number"
        inputMode="numeric"
        autoFocus
        defaultValue={feed.import_limit}
        aria-label={`Limite di importazione di ${feed.name}`}
        onKeyDown={onKeyDown}
        onBlur={(event) => finish(true, event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        className="w-20 rounded-md border border-blue-600 px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-blue-600/30"
      />
    );
  }

  return (
    <button
      type="button"
      onClick={start}
      disabled={update.isPending}
      aria-label={`Modifica limite di importazione di ${feed.name}: ${feed.import_limit}`}
      title="Clicca per modificare"
      className="group inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-60"
    >
      {feed.import_limit}
      <Pencil aria-hidden className="h-3.5 w-3.5 text-slate-400 group-hover:text-blue-800" />
    </button>
  );
}
