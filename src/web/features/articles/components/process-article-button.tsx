import { RotateCcw, Sparkles } from "lucide-react";
import type { AdminArticle } from "../../../../shared/admin-articles";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/notify";
import { useProcessArticles } from "../api/process-articles";
import { ARTICLES_TEXT } from "../labels";
import { processErrorToast, processOneToast } from "../toasts";

const text = ARTICLES_TEXT.process;

/** "Elabora ora con AI" on a pending row, "Riprova" on a failed one: that article, now. */
export function ProcessArticleButton({ article, retry }: { article: AdminArticle; retry: boolean }) {
  const process = useProcessArticles();
  return (
    <Button
      size="sm"
      icon={retry ? RotateCcw : Sparkles}
      busy={process.isPending}
      aria-label={retry ? text.retryOf(article.title) : text.oneOf(article.title)}
      onClick={() =>
        process.mutate(article.id, {
          onSuccess: (response) => showToast(processOneToast(response, article.title)),
          onError: (error) => showToast(processErrorToast(error)),
        })
      }
    >
      {retry ? text.retry : text.one}
    </Button>
  );
}
