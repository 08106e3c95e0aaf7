import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cardClass } from "./card";

const TONES = {
  default: { box: cardClass, title: "text-slate-900", description: "text-slate-600" },
  info: { box: "rounded-xl border border-blue-200 bg-blue-50", title: "text-blue-950", description: "text-blue-950" },
} as const;

/**
 * A titled section of a screen (a region named by its heading): the title,
 * an optional count in brackets, a description, actions on the right and the body.
 */
export function Panel(props: {
  title: ReactNode;
  children?: ReactNode;
  /** A number, or words for one ("oltre 10.000"). */
  count?: number | string;
  description?: ReactNode;
  /** Buttons beside the title; below it on phones. */
  actions?: ReactNode;
  icon?: LucideIcon;
  tone?: keyof typeof TONES;
  /** The heading's id, when something else must name it too. */
  titleId?: string;
  className?: string;
}) {
  const generated = useId();
  const titleId = props.titleId ?? generated;
  const tone = TONES[props.tone ?? "default"];
  const Icon = props.icon;
  return (
    <section aria-labelledby={titleId} className={clsx("@container p-4 sm:p-5", tone.box, props.className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className={clsx("flex items-center gap-2 text-lg font-semibold", tone.title)}>
            {Icon ? <Icon aria-hidden className="h-5 w-5 shrink-0" /> : null}
            <span>
              {props.title}
              {props.count !== undefined ? <span className="ml-2 text-sm font-normal text-slate-600">({props.count})</span> : null}
            </span>
          </h2>
          {props.description ? <p className={clsx("mt-1 text-sm", tone.description)}>{props.description}</p> : null}
        </div>
        {props.actions ? <div className="flex shrink-0 flex-wrap gap-2">{props.actions}</div> : null}
      </div>
      {props.children}
    </section>
  );
}
