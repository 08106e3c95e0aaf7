import { Toaster as Sonner } from "sonner";

/** Where toasts appear; each can be closed with its button. Labels in Italian for screen readers. */
export function Toaster() {
  return (
    <Sonner
      // Bottom right: at the top they would cover the screen's own actions (Sincronizza Ora, the OPML buttons).
      position="bottom-right"
      closeButton
      richColors
      containerAriaLabel="Notifiche"
      toastOptions={{ closeButtonAriaLabel: "Chiudi notifica" }}
    />
  );
}
