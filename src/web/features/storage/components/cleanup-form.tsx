import { Trash2 } from "lucide-react";
import { LIMITS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useCleanupArticles } from "../api/cleanup-articles";
import { STORAGE_TEXT } from "../labels";
import { useDaysConfirmation } from "../use-days-confirmation";
import { cleanupDays } from "../storage-figures";

const text = STORAGE_TEXT.cleanup;

/** Deletes the articles older than N days (1-365, 90 when invalid), after a confirmation. */
export function CleanupForm() {
  const cleanup = useCleanupArticles();
  const { typed, setTyped, asking, stopAsking, submit } = useDaysConfirmation(cleanupDays, LIMITS.cleanupDays.fallback);

  function run(days: number) {
    cleanup.mutate(days, {
      onSuccess: ({ deleted }) => (deleted === 0 ? notify.info(text.nothing) : notify.success(text.done(deleted))),
      onError: () => notify.error(text.failed),
    });
  }

  return (
    <Panel title={text.title} description={text.description} icon={Trash2}>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label={text.daysLabel} hint={text.daysHint} className="sm:w-80">
          {/* No min/max: the browser would block the form instead of the documented fallback to 90. */}
          <Input name="days" type="number" inputMode="numeric" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </Field>
        <Button type="submit" variant="danger" icon={Trash2} busy={cleanup.isPending} className="sm:mb-6">
          {text.submit}
        </Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && stopAsking()}
        title={text.confirmTitle}
        question={asking === null ? "" : text.confirmQuestion(asking)}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        onConfirm={() => asking !== null && run(asking)}
      />
    </Panel>
  );
}
