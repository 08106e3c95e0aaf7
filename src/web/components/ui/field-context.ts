import { createContext, useContext } from "react";

/** What a Field tells the control inside it: its id, what describes it, whether it is in error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The control's own props merged with its Field's wiring: the control's own id
 * and invalid flag win, and both describedby lists are kept.
 */
export function useFieldControl<P extends { id?: string; "aria-describedby"?: string; "aria-invalid"?: unknown }>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const described = [field["aria-describedby"], props["aria-describedby"]].filter(Boolean).join(" ");
  return {
    ...field,
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": described || undefined,
    "aria-invalid": props["aria-invalid"] ?? field["aria-invalid"],
  };
}
