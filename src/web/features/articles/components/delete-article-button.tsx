import { Trash2 } from "lucide-react";
import type { AdminArticle } from "../../../../shared/admin-articles";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { notify } from "../../../lib/notify";
import { useDeleteArticle } from "../api/delete-articles";
import { ARTICLES_TEXT } from "../labels";

const text = ARTICLES_TEXT.row;

/** Deletes one article once the admin confirms; the sync will not bring it back (a tombstone stays). */
export function DeleteArticleButton({ article }: { article: AdminArticle }) {
  const remove = useDeleteArticle();
  return (
    <ConfirmDialog
      title={text.deleteTitle}
      question={text.deleteQuestion}
      subject={article.title}
      confirmLabel={text.confirmDelete}
      cancelLabel={text.cancel}
      onConfirm={() =>
        remove.mutate(article.id, {
          onSuccess: () => notify.success(text.deleted, article.title),
          onError: () => notify.error(text.deleteFailed),
        })
      }
      trigger={<Button variant="ghost-danger" size="icon" icon={Trash2} busy={remove.isPending} aria-label={text.deleteOf(article.title)} />}
    />
  );
}
