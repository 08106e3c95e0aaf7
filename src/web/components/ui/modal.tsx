import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { dialogBoxClass, dialogFooterClass, overlayClass } from "./dialog-styles";
import { UI_TEXT } from "./labels";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom (e.g. "Annulla" and "Salva Modifiche"). */
  footer?: ReactNode;
  /** "wide" for details with long lines (a stack trace); a phone's width caps both. */
  size?: "default" | "wide";
};

/** A dialog with a form or details (Radix Dialog: focus trapped, Escape and the close button close it). */
export function Modal({ open, onOpenChange, title, description, children, footer, size = "default" }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        {/* Without a description, Radix is told there is none (else it points aria-describedby at nothing). */}
        <Dialog.Content className={`${dialogBoxClass} ${size === "wide" ? "max-w-2xl" : "max-w-lg"}`} {...(description ? {} : { "aria-describedby": undefined })}>
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className={buttonClass("ghost", "icon", "-mt-2 -mr-2")} aria-label={UI_TEXT.close}>
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
          {footer ? <div className={dialogFooterClass}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
