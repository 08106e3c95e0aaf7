import { clsx } from "clsx";
import { Switch as RadixSwitch } from "radix-ui";
import { useId, type ReactNode } from "react";

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The accessible name when the visible label alone would be ambiguous (e.g. "Attivo: {feed}"). */
  "aria-label"?: string;
  /** Visible text beside the switch; clicking it flips the switch. */
  label?: ReactNode;
  /** A line under the label, read as the switch's description (e.g. what "on" means now). */
  description?: ReactNode;
  id?: string;
  className?: string;
};

/** An on/off switch (Radix, role "switch"), with an optional clickable label and description. */
export function Switch({ checked, onCheckedChange, disabled, label, description, className, ...props }: SwitchProps) {
  const generated = useId();
  const id = props.id ?? generated;
  const descriptionId = `${id}-description`;
  return (
    <div className={clsx("flex gap-3", description ? "items-start" : "items-center", className)}>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={props["aria-label"]}
        aria-describedby={description ? descriptionId : undefined}
        className={clsx(
          "relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60 data-[state=checked]:bg-blue-800",
          description && "mt-0.5",
        )}
      >
        <RadixSwitch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </RadixSwitch.Root>
      {label || description ? (
        <div className="min-w-0">
          {label ? (
            <label htmlFor={id} className={clsx("text-sm", description ? "block font-medium text-slate-800" : "text-slate-700")}>
              {label}
            </label>
          ) : null}
          {description ? (
            <p id={descriptionId} className="text-sm text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
