import { Trash2 } from "lucide-react";
import type { AdminArticle } from "../../../../shared/admin-articles";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { notify } from "../../../lib/notify";
import { useBulkDeleteArticles } from "../api/delete-articles";
import { ARTICLES_TEXT } from "../labels";
import { bulkDeletedToast } from "../toasts";
import { RowCheckbox } from "./row-checkbox";

const text = ARTICLES_TEXT.selection;
const integer = new Intl.NumberFormat("it-IT");

type Props = {
  rows: readonly AdminArticle[];
  /** The ids chosen on this page. */
  selected: readonly string[];
  onSelectedChange: (selected: ReadonlySet<string>) => void;
};

/** "Seleziona tutti" for the page, and the bulk delete with the count, asked first. */
export function SelectionBar({ rows, selected, onSelectedChange }: Props) {
  const remove = useBulkDeleteArticles();
  const count = selected.length;
  const all = count > 0 && count === rows.length;

  function confirmDelete() {
    remove.mutate([...selected], {
      onSuccess: (result) => {
        const toast = bulkDeletedToast(result.deleted);
        notify[toast.type](toast.title);
        onSelectedChange(new Set());
      },
      onError: () => notify.error(text.deleteFailed),
    });
  }

  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-1 py-1">
      <RowCheckbox
        checked={all}
        mixed={count > 0 && !all}
        label={text.selectAll}
        onChange={(on) => onSelectedChange(new Set(on ? rows.map((article) => article.id) : []))}
      >
        <span aria-hidden>{count > 0 ? text.selected(count, integer.format(count)) : text.selectAllShort}</span>
      </RowCheckbox>
      {count > 0 ? (
        <ConfirmDialog
          title={text.deleteTitle(count)}
          question={text.deleteQuestion}
          confirmLabel={ARTICLES_TEXT.row.confirmDelete}
          cancelLabel={ARTICLES_TEXT.row.cancel}
          onConfirm={confirmDelete}
          trigger={
            <Button size="sm" variant="danger" icon={Trash2} busy={remove.isPending}>
              {text.deleteSelected(integer.format(count))}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
