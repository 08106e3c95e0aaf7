import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { MessageFilter as Filter } from "../../../../shared/messages";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useMessages } from "../api/get-messages";
import { inboxSearch, readInboxView, type InboxView } from "../inbox-view";
import { MESSAGES_TEXT } from "../labels";
import { MessageFilter } from "./message-filter";
import { MessageList } from "./message-list";

const integer = new Intl.NumberFormat("it-IT");

/**
 * The Messaggi dashboard section (docs/product.md#messaggi): the contact
 * form's messages, newest first, 20 a page, all or only the unread ones; the
 * view lives in the address.
 */
export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const view = readInboxView(params);
  const { data, isPending, isError, isPlaceholderData, refetch } = useMessages(view);

  const show = (next: InboxView) => setParams(inboxSearch(next), { preventScrollReset: true });

  useEffect(() => {
    if (isError) notify.error(MESSAGES_TEXT.list.loadFailed);
  }, [isError]);

  // The server shows the last page when asked for one past it (after deleting the last message of the last page).
  const shownPage = data && !isPlaceholderData ? data.page : view.page;
  const { filter, page } = view;
  useEffect(() => {
    if (shownPage !== page) setParams(inboxSearch({ filter, page: shownPage }), { replace: true, preventScrollReset: true });
  }, [shownPage, page, filter, setParams]);

  function changePage(page: number) {
    show({ ...view, page });
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="space-y-6">
      <PageHeader title={MESSAGES_TEXT.title} description={MESSAGES_TEXT.description} />
      <Panel
        title={view.filter === "unread" ? MESSAGES_TEXT.list.unreadTitle : MESSAGES_TEXT.list.title}
        count={data?.total}
        actions={<MessageFilter value={view.filter} unread={data?.unread} onChange={(filter: Filter) => show({ filter, page: 1 })} />}
      >
        <MessageList page={data} filter={view.filter} isPending={isPending} isError={isError && !data} onRetry={() => void refetch()} />
        {data ? (
          <Pagination
            page={data.page}
            pageCount={data.page_count}
            onPageChange={changePage}
            total={MESSAGES_TEXT.list.total(data.total, integer.format(data.total))}
          />
        ) : null}
      </Panel>
    </div>
  );
}
