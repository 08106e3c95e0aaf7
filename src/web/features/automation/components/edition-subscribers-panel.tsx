import { Download, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { longDateTime, shortDateTime } from "../../../../shared/dates";
import type { EditionSubscriber } from "../../../../shared/edition";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Pagination } from "../../../components/ui/pagination";
import { Panel } from "../../../components/ui/panel";
import { StatCard } from "../../../components/ui/stat-card";
import { notify } from "../../../lib/notify";
import { useEditionSubscribers, useExportEditionSubscribers, useRemoveEditionSubscriber } from "../api/edition-subscribers";
import { AUTOMATION_TEXT } from "../labels";

const text = AUTOMATION_TEXT.subscribers;
const integer = new Intl.NumberFormat("it-IT");

function RemoveButton({ subscriber }: { subscriber: EditionSubscriber }) {
  const remove = useRemoveEditionSubscriber();
  return (
    <ConfirmDialog
      title={text.removeTitle}
      question={text.removeBody(subscriber.email)}
      confirmLabel={text.removeConfirm}
      cancelLabel={text.cancel}
      onConfirm={() => remove.mutate(subscriber.id, { onSuccess: () => notify.success(text.removed, subscriber.email), onError: () => notify.error(text.removeFailed) })}
      trigger={<Button variant="ghost-danger" size="icon" icon={Trash2} busy={remove.isPending} aria-label={text.actionsOf(subscriber.email)} title={text.actionsOf(subscriber.email)} />}
    />
  );
}

const when = (date: Date | string) => (
  <time dateTime={new Date(date).toISOString()} title={longDateTime(date)} className="whitespace-nowrap tabular-nums">
    {shortDateTime(date)}
  </time>
);

const COLUMNS: Array<Column<EditionSubscriber>> = [
  { key: "email", header: text.email, kind: "title", cell: (row) => <span className="[overflow-wrap:anywhere]">{row.email}</span> },
  { key: "subscribed", header: text.subscribedAt, cell: (row) => when(row.created_at) },
  {
    key: "state",
    header: text.state,
    cell: (row) =>
      row.confirmed_at ? (
        // The badge keeps to one word: its time beside it may wrap to the next line on a narrow card.
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge tone="success">{text.confirmedBadge}</Badge>
          {when(row.confirmed_at)}
        </span>
      ) : (
        <Badge tone="warning">{text.waiting}</Badge>
      ),
  },
  { key: "actions", header: text.remove, kind: "actions", cell: (row) => <RemoveButton subscriber={row} /> },
];

/**
 * "Iscritti all'edizione" (docs/product.md#edizione): how many are confirmed
 * and how many wait, each address with its state, its removal, and
 * "Esporta CSV" with all of them.
 */
export function EditionSubscribersPanel() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useEditionSubscribers(page);
  const exportList = useExportEditionSubscribers();
  const exportButton = (
    <Button icon={Download} busy={exportList.isPending} onClick={() => exportList.mutate(undefined, { onError: () => notify.error(AUTOMATION_TEXT.subscribers.loadFailed) })}>
      {text.exportCsv}
    </Button>
  );
  return (
    <Panel title={text.title} description={text.description} icon={Users} actions={exportButton}>
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError && !data ? (
        <Notice tone="error" action={<Button onClick={() => void refetch()}>{AUTOMATION_TEXT.retry}</Button>}>
          {text.loadFailed}
        </Notice>
      ) : (
        <div className={isPlaceholderData ? "mt-4 opacity-60 transition-opacity" : "mt-4"} aria-busy={isPlaceholderData || undefined}>
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard label={text.confirmed} value={integer.format(data.confirmed)} icon={Users} />
            <StatCard label={text.pending} value={integer.format(data.pending)} />
          </div>
          {data.subscribers.length === 0 ? (
            <EmptyState icon={Users} title={text.empty} />
          ) : (
            <div className="mt-4">
              <DataTable label={text.title} columns={COLUMNS} rows={data.subscribers} rowKey={(row) => row.id} rowLabel={(row) => row.email} />
            </div>
          )}
          <Pagination
            page={isPlaceholderData ? page : data.page}
            pageCount={Math.max(1, Math.ceil((data.confirmed + data.pending) / data.page_size))}
            onPageChange={setPage}
          />
        </div>
      )}
    </Panel>
  );
}
