import { Mail, MailOpen } from "lucide-react";
import type { ContactMessageView } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/notify";
import { useSetMessageRead } from "../api/set-message-read";
import { MESSAGES_TEXT } from "../labels";

const text = MESSAGES_TEXT.message;

/** "Segna come letto" on an unread message, "Segna come non letto" on a read one. */
export function ReadToggleButton({ message }: { message: ContactMessageView }) {
  const update = useSetMessageRead();
  const read = message.read_at === null;

  function toggle() {
    update.mutate(
      { id: message.id, read },
      {
        onSuccess: () => notify.success(read ? text.markedRead : text.markedUnread),
        onError: () => notify.error(text.updateFailed),
      },
    );
  }

  return (
    <Button size="sm" icon={read ? MailOpen : Mail} busy={update.isPending} onClick={toggle}>
      {read ? text.markRead : text.markUnread}
    </Button>
  );
}
