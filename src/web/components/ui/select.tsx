import type { ComponentProps } from "react";
import { useFieldControl } from "./field-context";
import { controlClass, type ControlSize } from "./field-styles";

/** A native select (the phone's own picker); inside a Field it takes the field's id, description and error state. */
export function Select({ className, controlSize = "md", ...props }: Omit<ComponentProps<"select">, "size"> & { controlSize?: Exclude<ControlSize, "multiline"> }) {
  return <select {...useFieldControl(props)} className={controlClass(controlSize, className)} />;
}
