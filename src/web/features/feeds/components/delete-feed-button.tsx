import { Trash2 } from "lucide-react";
import type { FeedView } from "../../../../shared/feeds";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { notify } from "../../../lib/notify";
import { useDeleteFeed } from "../api/delete-feed";
import { FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.row;

/** Deletes a feed once the admin confirms it; its articles stay. */
export function DeleteFeedButton({ feed }: { feed: FeedView }) {
  const remove = useDeleteFeed();

  function confirmDelete() {
    remove.mutate(feed.id, {
      onSuccess: () => notify.success(text.deleted, feed.name),
      onError: () => notify.error(text.deleteFailed),
    });
  }

  return (
    <ConfirmDialog
      title={text.deleteTitle}
      question={text.deleteQuestion}
      subject={feed.name}
      confirmLabel={text.confirmDelete}
      cancelLabel={text.cancel}
      onConfirm={confirmDelete}
      trigger={<Button variant="ghost-danger" size="icon" icon={Trash2} busy={remove.isPending} aria-label={text.deleteOf(feed.name)} />}
    />
  );
}
