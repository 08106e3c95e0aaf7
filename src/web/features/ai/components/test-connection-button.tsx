import { Loader2, PlugZap } from "lucide-react";
import type { AiConfigView } from "../../../../shared/ai";
import { notify } from "../../../lib/notify";
import { connectionErrorToast, connectionToast, type ToastSpec } from "../ai-toasts";
import { useTestAiConnection } from "../api/test-ai-connection";
import { AI_TEXT, configName } from "../labels";
import { compactButtonClass } from "../../../lib/dashboard-styles";

function show(toast: ToastSpec) {
  notify[toast.type](toast.title, toast.description);
}

/** "Test connessione": one real minimal call with the stored key, reporting the latency or the provider's error. */
export function TestConnectionButton({ config }: { config: AiConfigView }) {
  const test = useTestAiConnection();

  function run() {
    test.mutate(config.id, {
      onSuccess: (response) => show(connectionToast(response)),
      onError: (error) => show(connectionErrorToast(error)),
    });
  }

  return (
    <button
      type="button"
      onClick={run}
      disabled={test.isPending}
      aria-busy={test.isPending}
      aria-label={`${AI_TEXT.list.testConnection}: ${configName(config)}`}
      className={compactButtonClass}
    >
      {test.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <PlugZap aria-hidden className="h-4 w-4" />}
      {AI_TEXT.list.testConnection}
    </button>
  );
}
