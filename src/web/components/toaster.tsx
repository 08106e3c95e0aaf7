import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

/**
 * sonner's rich colours put their text at 3-4.4:1 on their tints (its green
 * #008a2e on #ecfdf3 is 4.25:1); these are Tailwind's 800 shades, above
 * 4.5:1 on the same tints, so every toast meets WCAG AA.
 */
const READABLE_COLOURS = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
  "--error-text": "#991b1b",
} as CSSProperties;

/** Where toasts appear; each can be closed with its button. Labels in Italian for screen readers. */
export function Toaster() {
  return (
    <Sonner
      // Bottom right: at the top they would cover the screen's own actions (Sincronizza Ora, the OPML buttons).
      position="bottom-right"
      closeButton
      richColors
      style={READABLE_COLOURS}
      containerAriaLabel="Notifiche"
      toastOptions={{ closeButtonAriaLabel: "Chiudi notifica" }}
    />
  );
}
