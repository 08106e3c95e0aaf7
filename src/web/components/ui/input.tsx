import type { ComponentProps } from "react";
import { useFieldControl } from "./field-context";
import { controlClass, type ControlSize } from "./field-styles";

/** A text-like input; inside a Field it takes the field's id, description and error state. */
export function Input({ className, controlSize = "md", ...props }: Omit<ComponentProps<"input">, "size"> & { controlSize?: Exclude<ControlSize, "multiline"> }) {
  return <input {...useFieldControl(props)} className={controlClass(controlSize, className)} />;
}
