import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { overlayClass } from "./dialog-styles";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens it (a Button). */
  trigger: ReactNode;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
};

/** A panel sliding in from the left over the page (Radix Dialog: focus trapped, Escape or a tap outside closes it). */
export function Sheet({ open, onOpenChange, trigger, title, closeLabel, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className={buttonClass("ghost", "icon", "-mr-2")} aria-label={closeLabel}>
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="mt-3 flex min-h-0 flex-1 flex-col">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
