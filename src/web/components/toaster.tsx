import { Toaster as Sonner } from "sonner";

/** Where toasts appear; each can be closed with its button. Labels in Italian for screen readers. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      closeButton
      richColors
      containerAriaLabel="Notifiche"
      toastOptions={{ closeButtonAriaLabel: "Chiudi notifica" }}
    />
  );
}
