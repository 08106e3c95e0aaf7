import { clsx } from "clsx";
import { useId, type ReactNode } from "react";
import { FieldContext } from "./field-context";
import { describedBy, fieldPartIds } from "./field-ids";
import { hintClass, labelClass } from "./field-styles";

type FieldProps = {
  label: ReactNode;
  /** One control: Input, Select or Textarea, which pick up the id and the aria wiring. */
  children: ReactNode;
  hint?: ReactNode;
  /** Shown under the control in red and read with it; makes the control aria-invalid. */
  error?: ReactNode;
  /** In error without a message of its own (the message is elsewhere, named by `describedBy`). */
  invalid?: boolean;
  /** Another element that describes the control, e.g. a form-level message. */
  describedBy?: string;
  /** A red asterisk after the label (not read aloud) and aria-required on the control. */
  markRequired?: boolean;
  /** The control's id, when something outside must point at it. */
  id?: string;
  className?: string;
};

/** A label, its control, the error and the hint, with ids wired so screen readers read them together. */
export function Field({ label, children, hint, error, invalid, markRequired, className, ...props }: FieldProps) {
  const generated = useId();
  const id = props.id ?? generated;
  const parts = fieldPartIds(id);
  const control = {
    id,
    "aria-describedby": describedBy(id, { hint: Boolean(hint), error: Boolean(error) }, props.describedBy),
    "aria-invalid": error || invalid ? (true as const) : undefined,
    "aria-required": markRequired ? (true as const) : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {markRequired ? (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <div className="mt-1">
        <FieldContext value={control}>{children}</FieldContext>
      </div>
      {error ? (
        <p id={parts.error} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={parts.hint} className={clsx(hintClass, "mt-1")}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
