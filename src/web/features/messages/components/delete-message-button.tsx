import { Trash2 } from "lucide-react";
import type { ContactMessageView } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { notify } from "../../../lib/notify";
import { useDeleteMessage } from "../api/delete-message";
import { MESSAGES_TEXT } from "../labels";

const text = MESSAGES_TEXT.message;

/** Deletes a message once the admin confirms it in the page's dialog. */
export function DeleteMessageButton({ message }: { message: ContactMessageView }) {
  const remove = useDeleteMessage();

  function confirmDelete() {
    remove.mutate(message.id, {
      onSuccess: () => notify.success(text.deleted, message.subject),
      onError: () => notify.error(text.deleteFailed),
    });
  }

  return (
    <ConfirmDialog
      title={text.deleteTitle}
      question={text.deleteQuestion}
      subject={text.deleteSubject(message.subject, message.name)}
      confirmLabel={text.confirmDelete}
      cancelLabel={text.cancel}
      onConfirm={confirmDelete}
      trigger={
        <Button size="sm" variant="ghost-danger" icon={Trash2} busy={remove.isPending}>
          {text.delete}
        </Button>
      }
    />
  );
}
