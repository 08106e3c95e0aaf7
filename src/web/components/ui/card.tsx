import { clsx } from "clsx";
import type { ComponentProps } from "react";

/** The white box every dashboard panel and card is drawn in. */
export const cardClass = "rounded-xl border border-slate-200 bg-white shadow-sm";

/** A plain box with the card look, for content that has no heading of its own. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx(cardClass, "p-4 sm:p-5", className)} {...props} />;
}
