import type { ComponentProps } from "react";
import { CATEGORIES } from "../../../../shared/constants";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import { Select } from "../../../components/ui/select";
import { FEEDS_TEXT } from "../labels";

/** A feed's default category: "Nessuna" (the analysis decides) or one of the twelve. */
export function CategorySelect(props: Omit<ComponentProps<typeof Select>, "children">) {
  return (
    <Select {...props}>
      <option value="">{FEEDS_TEXT.add.noDefaultCategory}</option>
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {CATEGORY_LABELS[category]}
        </option>
      ))}
    </Select>
  );
}

/** The select's value as the API takes it: null for "Nessuna". */
export function categoryOf(value: FormDataEntryValue | null): (typeof CATEGORIES)[number] | null {
  return (CATEGORIES as readonly string[]).includes(String(value)) ? (value as (typeof CATEGORIES)[number]) : null;
}
