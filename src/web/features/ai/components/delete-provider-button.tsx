import { Trash2 } from "lucide-react";
import type { AiConfigView } from "../../../../shared/ai";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { notify } from "../../../lib/notify";
import { useDeleteAiConfig } from "../api/delete-ai-config";
import { AI_TEXT, configName } from "../labels";

const text = AI_TEXT.list;

/** Deletes a provider after a confirmation dialog; its stored key goes with it. */
export function DeleteProviderButton({ config }: { config: AiConfigView }) {
  const remove = useDeleteAiConfig();
  const name = configName(config);

  function confirm() {
    remove.mutate(config.id, {
      onSuccess: () => notify.success(text.deleted, name),
      onError: () => notify.error(text.deleteFailed),
    });
  }

  return (
    <ConfirmDialog
      title={text.deleteTitle}
      question={text.deleteQuestion(name)}
      confirmLabel={text.confirmDelete}
      cancelLabel={text.cancel}
      onConfirm={confirm}
      trigger={<Button variant="ghost-danger" size="icon" icon={Trash2} busy={remove.isPending} aria-label={text.deleteOf(name)} title={text.deleteOf(name)} />}
    />
  );
}
