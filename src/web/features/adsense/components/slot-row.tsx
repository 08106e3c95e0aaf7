import { Trash2 } from "lucide-react";
import { AD_FORMATS, type AdFormat } from "../../../../shared/ads";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import type { DraftSlot } from "../adsense-draft";
import { ADSENSE_TEXT, FORMAT_LABELS } from "../labels";
import { SAVE_MESSAGE_ID } from "./save-bar";

const text = ADSENSE_TEXT.slots;
type SlotErrors = Partial<Record<"name" | "slot_id" | "position", string>>;

/** One editable unit: name, slot id, format and position (only the positions no other row holds), and remove. */
export function SlotRow(props: {
  slot: DraftSlot;
  rowName: string;
  positions: Array<{ value: string; label: string }>;
  errors?: SlotErrors;
  onChange: (slot: DraftSlot) => void;
  onRemove: () => void;
}) {
  const { slot, rowName, positions, errors = {} } = props;
  const id = (field: string) => `adsense-${slot.key}-${field}`;
  // One line under the row; "Compila tutti i campi" itself shows by the save button, so only the other messages repeat here.
  const detail = Object.values(errors).find((message) => message !== ADSENSE_TEXT.missingFields);
  const invalid = (field: keyof SlotErrors) =>
    errors[field] ? { invalid: true, describedBy: errors[field] === detail ? id("error") : SAVE_MESSAGE_ID } : {};
  const change = (fields: Partial<DraftSlot>) => props.onChange({ ...slot, ...fields });

  return (
    <li className="@container rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <fieldset>
        <legend className="sr-only">{rowName}</legend>
        <div className="grid grid-cols-1 gap-3 @md:grid-cols-2 @3xl:grid-cols-[minmax(0,1.6fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_minmax(0,2fr)_auto] @3xl:items-start">
          <Field id={id("name")} label={text.name} {...invalid("name")}>
            <Input value={slot.name} onChange={(event) => change({ name: event.currentTarget.value })} placeholder={text.namePlaceholder} maxLength={100} autoComplete="off" />
          </Field>
          <Field id={id("slot")} label={text.slotId} {...invalid("slot_id")}>
            <Input
              value={slot.slot_id}
              onChange={(event) => change({ slot_id: event.currentTarget.value })}
              placeholder={text.slotIdPlaceholder}
              inputMode="numeric"
              maxLength={20}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
            />
          </Field>
          <Field id={id("format")} label={text.format}>
            <Select value={slot.format} onChange={(event) => change({ format: event.currentTarget.value as AdFormat })}>
              {AD_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={id("position")} label={text.position} {...invalid("position")}>
            <Select value={slot.position} onChange={(event) => change({ position: event.currentTarget.value })}>
              {positions.map((position) => (
                <option key={position.value} value={position.value}>
                  {position.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button icon={Trash2} onClick={props.onRemove} aria-label={text.removeOf(rowName)} className="@md:justify-self-start @3xl:self-end">
            {text.remove}
          </Button>
        </div>
        {detail ? (
          <p id={id("error")} className="mt-2 text-sm text-red-700">
            {detail}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}
