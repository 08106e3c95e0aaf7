import { Pencil } from "lucide-react";
import { useState } from "react";
import type { AdminArticle } from "../../../../shared/admin-articles";
import { Button } from "../../../components/ui/button";
import { ARTICLES_TEXT } from "../labels";
import { EditArticleModal } from "./edit-article-modal";

/** The row's pencil: opens the edit dialog, which is mounted only while open (it starts from the row as it is then). */
export function EditArticleButton({ article }: { article: AdminArticle }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" icon={Pencil} aria-label={ARTICLES_TEXT.row.editOf(article.title)} onClick={() => setOpen(true)} />
      {open ? <EditArticleModal article={article} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
