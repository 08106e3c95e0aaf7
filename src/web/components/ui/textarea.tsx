import type { ComponentProps } from "react";
import { useFieldControl } from "./field-context";
import { controlClass } from "./field-styles";

/** A multi-line text box; inside a Field it takes the field's id, description and error state. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea {...useFieldControl(props)} className={controlClass("multiline", className)} />;
}
