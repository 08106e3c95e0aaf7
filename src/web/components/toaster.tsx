import { Toaster as Sonner } from "sonner";

/** Where toasts appear; each can be closed with its button. */
export function Toaster() {
  return <Sonner position="top-right" closeButton richColors />;
}
