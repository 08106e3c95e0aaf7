import { FOREIGN_ITEMS_CHOICES, type ForeignItems } from "../../../../shared/constants";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.foreignItems;

/** The feed's choice for items not in Italian while no provider can translate them, as a form field named `foreign_items`. */
export function ForeignItemsField({ defaultValue }: { defaultValue: ForeignItems }) {
  return (
    <Field label={text.label} hint={text.hint}>
      <Select name="foreign_items" defaultValue={defaultValue}>
        {FOREIGN_ITEMS_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {text[choice]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The field's value as the API takes it; anything else keeps the default, "import". */
export function foreignItemsOf(value: FormDataEntryValue | null): ForeignItems {
  return value === "skip" ? "skip" : "import";
}
