import { Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/notify";
import { useArticleStats } from "../api/get-article-stats";
import { useProcessArticles } from "../api/process-articles";
import { ARTICLES_TEXT } from "../labels";
import { processAllToast, processErrorToast } from "../toasts";

const text = ARTICLES_TEXT.process;

/** "Elabora con AI": every pending article now (the server takes up to 200 a request; the worker the rest). */
export function ProcessAllButton() {
  const process = useProcessArticles();
  const { data: stats } = useArticleStats();
  return (
    <Button
      variant="primary"
      icon={Sparkles}
      busy={process.isPending}
      // Nothing to do once the numbers say nothing is pending.
      disabled={stats?.pending === 0}
      title={text.allHint}
      onClick={() => process.mutate(undefined, { onSuccess: (response) => showToast(processAllToast(response)), onError: (error) => showToast(processErrorToast(error)) })}
    >
      {text.all}
    </Button>
  );
}
