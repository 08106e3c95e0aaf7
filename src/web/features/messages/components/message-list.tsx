import { Inbox, MailCheck } from "lucide-react";
import type { MessageFilter, MessageList as Page } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { MESSAGES_TEXT } from "../labels";
import { MessageItem } from "./message-item";

const text = MESSAGES_TEXT.list;

/** The page's messages, or what stands in for them: loading, a failure with "Riprova", or the empty inbox. */
export function MessageList({ page, filter, isPending, isError, onRetry }: {
  page: Page | undefined;
  filter: MessageFilter;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isPending) return <LoadingStatus>{text.loading}</LoadingStatus>;
  if (isError || !page) {
    return (
      <Notice tone="error" action={<Button onClick={onRetry}>{text.retry}</Button>}>
        {text.loadFailed}
      </Notice>
    );
  }
  if (page.messages.length === 0) {
    return filter === "unread" ? (
      <EmptyState icon={MailCheck} title={text.emptyUnread}>
        {text.emptyUnreadHint}
      </EmptyState>
    ) : (
      <EmptyState icon={Inbox} title={text.empty}>
        {text.emptyHint}
      </EmptyState>
    );
  }
  return (
    <ul className="-mx-4 mt-4 divide-y divide-slate-200 border-t border-slate-200 sm:-mx-5">
      {page.messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ul>
  );
}
