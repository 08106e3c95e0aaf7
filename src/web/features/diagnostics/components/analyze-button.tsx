import { Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/notify";
import { useAnalyzeErrors } from "../api/analyze-errors";
import { ANALYZE_REQUEST_FAILED, analyzeToast } from "../error-view";
import { DIAGNOSTICS_TEXT } from "../labels";

const text = DIAGNOSTICS_TEXT.errors;

/** "Analizza con AI": a diagnosis for every open error still "In attesa", then the product's toast. */
export function AnalyzeButton() {
  const analyze = useAnalyzeErrors();
  return (
    <Button
      variant="primary"
      icon={Sparkles}
      busy={analyze.isPending}
      title={text.analyzeHint}
      onClick={() => analyze.mutate(undefined, { onSuccess: (response) => showToast(analyzeToast(response)), onError: () => showToast(ANALYZE_REQUEST_FAILED) })}
    >
      {text.analyze}
    </Button>
  );
}
