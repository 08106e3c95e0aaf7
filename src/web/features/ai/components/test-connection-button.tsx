import { PlugZap } from "lucide-react";
import type { AiConfigView } from "../../../../shared/ai";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/notify";
import { connectionErrorToast, connectionToast } from "../ai-toasts";
import { useTestAiConnection } from "../api/test-ai-connection";
import { AI_TEXT, configName } from "../labels";

/** "Test connessione": one real minimal call with the stored key, reporting the latency or the provider's error. */
export function TestConnectionButton({ config }: { config: AiConfigView }) {
  const test = useTestAiConnection();

  function run() {
    test.mutate(config.id, {
      onSuccess: (response) => showToast(connectionToast(response)),
      onError: (error) => showToast(connectionErrorToast(error)),
    });
  }

  return (
    <Button size="sm" icon={PlugZap} busy={test.isPending} onClick={run} aria-label={AI_TEXT.list.testConnectionOf(configName(config))}>
      {AI_TEXT.list.testConnection}
    </Button>
  );
}
