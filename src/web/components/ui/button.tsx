import { Loader2, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-styles";

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shown before the text; a spinner takes its place while `busy`. */
  icon?: LucideIcon;
  /** The action is running: the button is disabled and says so (aria-busy). */
  busy?: boolean;
};

/** A button (type "button" unless told otherwise). Icon-only buttons (`size="icon"`) need an aria-label. */
export function Button({ variant = "secondary", size = "md", icon: Icon, busy = false, disabled, className, children, type = "button", ...props }: ButtonProps) {
  const iconClass = "h-4 w-4 shrink-0";
  return (
    <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={buttonClass(variant, size, className)} {...props}>
      {busy ? <Loader2 aria-hidden className={`${iconClass} animate-spin`} /> : Icon ? <Icon aria-hidden className={iconClass} /> : null}
      {children}
    </button>
  );
}
