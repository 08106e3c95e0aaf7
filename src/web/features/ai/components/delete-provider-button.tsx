import { Loader2, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import type { AiConfigView } from "../../../../shared/ai";
import { notify } from "../../../lib/notify";
import { useDeleteAiConfig } from "../api/delete-ai-config";
import { AI_TEXT, configName } from "../labels";
import { dangerButtonClass, secondaryButtonClass } from "../../../lib/dashboard-styles";

const text = AI_TEXT.list;

/** Deletes a provider after a confirmation dialog (docs/product.md#configurazione-ai); its stored key goes with it. */
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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          disabled={remove.isPending}
          aria-label={text.deleteOf(name)}
          title={text.deleteOf(name)}
          className="rounded-md p-2 text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {remove.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden className="h-4 w-4" />}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{text.deleteTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-slate-700">{text.deleteQuestion(name)}</AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={secondaryButtonClass}>{text.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={confirm} className={dangerButtonClass}>
              {text.confirmDelete}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
