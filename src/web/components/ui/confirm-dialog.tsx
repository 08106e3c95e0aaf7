import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { dialogBoxClass, dialogFooterClass, overlayClass } from "./dialog-styles";

type ConfirmDialogProps = {
  title: ReactNode;
  /** The question, e.g. "Sei sicuro di voler eliminare questo feed?". */
  question: ReactNode;
  /** What the action applies to (e.g. the feed's name), shown under the question. */
  subject?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Red confirm button for what cannot be undone (the default), blue otherwise. */
  tone?: "danger" | "primary";
  /** The element that opens it (a Button); or drive it with `open` and `onOpenChange`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Asks before an action (Radix AlertDialog: focus stays inside, Escape or "cancel" closes without acting). */
export function ConfirmDialog({ title, question, subject, confirmLabel, cancelLabel, onConfirm, tone = "danger", trigger, open, onOpenChange }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={`${dialogBoxClass} max-w-md`}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-slate-700">{question}</AlertDialog.Description>
          {subject ? <p className="mt-2 text-sm font-semibold break-words text-slate-900">{subject}</p> : null}
          <div className={dialogFooterClass}>
            <AlertDialog.Cancel className={buttonClass("secondary")}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={buttonClass(tone)}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
