import { clsx } from "clsx";
import { Reply } from "lucide-react";
import { useId } from "react";
import { longDateTime, shortDateTime } from "../../../../shared/dates";
import type { ContactMessageView } from "../../../../shared/messages";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button-styles";
import { useSetMessageRead } from "../api/set-message-read";
import { MESSAGES_TEXT } from "../labels";
import { replyMailto } from "../mailto";
import { DeleteMessageButton } from "./delete-message-button";
import { MessageText } from "./message-text";
import { ReadToggleButton } from "./read-toggle-button";

const text = MESSAGES_TEXT.message;

/**
 * One message: subject, sender with a reply link, date, text and actions. An
 * unread one is tinted with a blue edge and says "Non letto". Answering it
 * (either mailto link) marks it read, quietly (docs/decisions.md).
 */
export function MessageItem({ message }: { message: ContactMessageView }) {
  const subjectId = useId();
  const markRead = useSetMessageRead();
  const unread = message.read_at === null;
  const mailto = replyMailto(message.email, message.subject);

  function answered() {
    if (unread) markRead.mutate({ id: message.id, read: true });
  }

  return (
    <li className={clsx("px-4 py-4 sm:px-5", unread && "bg-blue-50 shadow-[inset_4px_0_0_var(--color-blue-700)]")}>
      <article aria-labelledby={subjectId}>
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h3 id={subjectId} className={clsx("text-base wrap-anywhere text-slate-900", unread ? "font-bold" : "font-semibold")}>
              {message.subject}
            </h3>
            <p className="mt-0.5 text-sm wrap-anywhere text-slate-700">
              <span className="sr-only">{text.from} </span>
              <span className="font-medium text-slate-900">{message.name}</span>
              <span aria-hidden> · </span>
              <a href={mailto} onClick={answered} title={text.writeTo(message.email)} className="text-blue-800 hover:underline">
                {message.email}
              </a>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2 text-sm text-slate-600 sm:flex-row-reverse">
            <time dateTime={message.created_at} title={longDateTime(message.created_at)} className="whitespace-nowrap tabular-nums">
              <span className="sr-only">{text.receivedAt} </span>
              {shortDateTime(message.created_at)}
            </time>
            {unread ? <Badge tone="info">{text.unread}</Badge> : null}
          </div>
        </div>
        <MessageText message={message.message} />
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={mailto} onClick={answered} aria-label={text.replyTo(message.name)} className={buttonClass("secondary", "sm")}>
            <Reply aria-hidden className="h-4 w-4 shrink-0" />
            {text.reply}
          </a>
          <ReadToggleButton message={message} />
          <DeleteMessageButton message={message} />
        </div>
      </article>
    </li>
  );
}
