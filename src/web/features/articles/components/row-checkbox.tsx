import { clsx } from "clsx";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A native checkbox inside a finger-sized (40 px) target. `mixed` shows the
 * third state of a "select all" with only some rows chosen.
 */
export function RowCheckbox({ checked, mixed = false, onChange, label, children }: {
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name when there is no visible text. */
  label?: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={clsx("inline-flex min-h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md hover:bg-slate-100", children ? "px-2 text-sm text-slate-800" : undefined)}>
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        aria-label={label}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 cursor-pointer accent-blue-900"
      />
      {children}
    </label>
  );
}
