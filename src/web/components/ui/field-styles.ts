import { clsx } from "clsx";

/** `md` in forms, `sm` inside a table row or a list item, `multiline` for a textarea. */
export type ControlSize = "md" | "sm" | "multiline";

const CONTROL =
  "block w-full rounded-md border border-slate-300 bg-white text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none disabled:opacity-60 aria-invalid:border-red-600";
const SIZES: Record<ControlSize, string> = { md: "h-10 px-3", sm: "h-8 px-2", multiline: "min-h-24 px-3 py-2" };

/**
 * The look of inputs, selects and textareas (red when aria-invalid). A control
 * fills its container's width: set widths on the container. `extra` adds classes
 * the kit leaves alone (e.g. font-mono); it is not for overriding these.
 */
export function controlClass(size: ControlSize = "md", extra?: string): string {
  return clsx(CONTROL, SIZES[size], extra);
}

/** A field's label above its control. */
export const labelClass = "block text-sm font-medium text-slate-800";
/** The small grey line that explains a field. */
export const hintClass = "text-xs text-slate-600";
