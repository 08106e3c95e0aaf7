import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What a list says when it has nothing to show: an icon, a title, a hint and maybe an action.
 * `data-empty-state` lets the browser loops over the dashboard tell a screen with nothing staged in it.
 */
export function EmptyState({ icon: Icon, title, children, action, className = "mt-4" }: {
  icon?: LucideIcon;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div data-empty-state className={clsx(className, "flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center")}>
      {Icon ? <Icon aria-hidden className="h-8 w-8 text-slate-400" /> : null}
      {title ? <p className="font-semibold text-slate-900">{title}</p> : null}
      {children ? <p className="max-w-md text-sm text-slate-600">{children}</p> : null}
      {action}
    </div>
  );
}
