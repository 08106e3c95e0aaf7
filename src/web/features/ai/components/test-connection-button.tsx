import { PlugZap } from "lucide-react";
import type { AiConfigView } from "../../../../shared/ai";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/notify";
import { connectionErrorToast, connectionToast, type ToastSpec } from "../ai-toasts";
import { useTestAiConnection } from "../api/test-ai-connection";
import { AI_TEXT, configName } from "../labels";

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
    <Button size="sm" icon={PlugZap} busy={test.isPending} onClick={run} aria-label={AI_TEXT.list.testConnectionOf(configName(config))}>
      {AI_TEXT.list.testConnection}
    </Button>
  );
}
