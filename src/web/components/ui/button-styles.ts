import { clsx } from "clsx";

/** How a button looks: one filled primary action per area, outlined secondary ones, red for what deletes. */
export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "ghost-danger";
/** `md` for forms and screen actions, `sm` inside rows and lists, `icon` for a square icon-only button. */
export type ButtonSize = "md" | "sm" | "icon";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-blue-900 text-white hover:bg-blue-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-600",
  ghost: "text-slate-700 hover:bg-slate-100",
  "ghost-danger": "text-red-700 hover:bg-red-50",
};

const SIZES: Record<ButtonSize, string> = {
  // As tall as an input, so a button beside a field lines up with it.
  md: "min-h-10 px-4 py-1.5",
  sm: "min-h-8 px-3 py-1",
  // 40 px: a finger-sized target even where the icon is 16 px.
  icon: "h-10 w-10 shrink-0",
};

/** The classes of a button, for elements that must be something else (a link, a Radix part). */
export function buttonClass(variant: ButtonVariant = "secondary", size: ButtonSize = "md", className?: string): string {
  return clsx(BASE, VARIANTS[variant], SIZES[size], className);
}
