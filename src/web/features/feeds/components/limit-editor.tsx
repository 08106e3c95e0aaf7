import { Pencil } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import type { FeedView } from "../../../../shared/feeds";
import { Input } from "../../../components/ui/input";
import { notify } from "../../../lib/notify";
import { useUpdateFeed } from "../api/update-feed";
import { INVALID_LIMIT, readImportLimit } from "../import-limit";
import { FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.row;

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

  function finish(save: boolean, value: string) {
    if (settled.current) return;
    settled.current = true;
    setEditing(false);
    if (!save || value.trim() === "") return;
    // A number field hands over digits or nothing; anything else would be a fallback, not a choice.
    const limit = /\d/.test(value) ? readImportLimit(value) : null;
    if (limit === null) {
      notify.error(INVALID_LIMIT.title, INVALID_LIMIT.description);
      return;
    }
    if (limit === feed.import_limit) return;
    update.mutate(
      { id: feed.id, change: { import_limit: limit } },
      {
        onSuccess: (updated) => notify.success(text.limitUpdated, text.limitUpdatedDetail(updated.name, updated.import_limit)),
        onError: () => notify.error(text.limitFailed),
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
      <div className="w-20">
        <Input
          type="number"
          inputMode="numeric"
          controlSize="sm"
          autoFocus
          defaultValue={feed.import_limit}
          aria-label={text.limitOf(feed.name)}
          onKeyDown={onKeyDown}
          onBlur={(event) => finish(true, event.currentTarget.value)}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={start}
      disabled={update.isPending}
      aria-label={text.editLimitOf(feed.name, feed.import_limit)}
      title={text.editLimitTitle}
      className="group -ml-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-60"
    >
      {feed.import_limit}
      <Pencil aria-hidden className="h-3.5 w-3.5 text-slate-500 group-hover:text-blue-800" />
    </button>
  );
}
