import { Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/notify";
import { useArticleStats } from "../api/get-article-stats";
import { useProcessArticles } from "../api/process-articles";
import { ARTICLES_TEXT } from "../labels";
import { processAllToast, processErrorToast, type ToastSpec } from "../toasts";

const text = ARTICLES_TEXT.process;

function show(toast: ToastSpec) {
  notify[toast.type](toast.title, toast.description);
}

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
      onClick={() => process.mutate(undefined, { onSuccess: (response) => show(processAllToast(response)), onError: (error) => show(processErrorToast(error)) })}
    >
      {text.all}
    </Button>
  );
}
