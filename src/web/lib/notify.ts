import { toast } from "sonner";
import { TOAST_DURATIONS } from "../../shared/constants";

type ToastType = keyof typeof TOAST_DURATIONS;

function show(type: ToastType, message: string, description?: string): string | number {
  return toast[type](message, { description, duration: TOAST_DURATIONS[type] });
}

/** Toasts of the four kinds, each with its duration (docs/product.md#toasts). */
export const notify = {
  success: (message: string, description?: string) => show("success", message, description),
  info: (message: string, description?: string) => show("info", message, description),
  warning: (message: string, description?: string) => show("warning", message, description),
  error: (message: string, description?: string) => show("error", message, description),
};

/** A toast decided by plain logic (testable without a browser), shown later with showToast. */
export interface ToastSpec {
  type: ToastType;
  title: string;
  description?: string;
}

/** Shows a toast decided as a ToastSpec. */
export function showToast(toast: ToastSpec): void {
  notify[toast.type](toast.title, toast.description);
}
