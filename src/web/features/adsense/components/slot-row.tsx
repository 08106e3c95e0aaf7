import { Trash2 } from "lucide-react";
import { AD_FORMATS, type AdFormat } from "../../../../shared/ads";
import { compactButtonClass, inputClass, labelClass } from "../../../lib/dashboard-styles";
import type { DraftSlot } from "../adsense-draft";
import { ADSENSE_TEXT, FORMAT_LABELS } from "../labels";
import { SAVE_MESSAGE_ID } from "./save-bar";

const text = ADSENSE_TEXT.slots;
/** A field in error says so in red; the attribute selector outranks the base border colour. */
const INVALID = "aria-invalid:border-red-600";
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
    errors[field] ? { "aria-invalid": true, "aria-describedby": errors[field] === detail ? id("error") : SAVE_MESSAGE_ID } : {};

  return (
    <li className="@container rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <fieldset>
        <legend className="sr-only">{rowName}</legend>
        <div className="grid grid-cols-1 gap-3 @md:grid-cols-2 @3xl:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1.6fr)_auto] @3xl:items-start">
          <div>
            <label htmlFor={id("name")} className={labelClass}>
              {text.name}
            </label>
            <input
              id={id("name")}
              value={slot.name}
              onChange={(event) => props.onChange({ ...slot, name: event.currentTarget.value })}
              placeholder={text.namePlaceholder}
              maxLength={100}
              autoComplete="off"
              {...invalid("name")}
              className={`${inputClass} ${INVALID} h-10 bg-white`}
            />
          </div>
          <div>
            <label htmlFor={id("slot")} className={labelClass}>
              {text.slotId}
            </label>
            <input
              id={id("slot")}
              value={slot.slot_id}
              onChange={(event) => props.onChange({ ...slot, slot_id: event.currentTarget.value })}
              placeholder={text.slotIdPlaceholder}
              inputMode="numeric"
              maxLength={20}
              autoComplete="off"
              spellCheck={false}
              {...invalid("slot_id")}
              className={`${inputClass} ${INVALID} h-10 bg-white font-mono`}
            />
          </div>
          <div>
            <label htmlFor={id("format")} className={labelClass}>
              {text.format}
            </label>
            <select
              id={id("format")}
              value={slot.format}
              onChange={(event) => props.onChange({ ...slot, format: event.currentTarget.value as AdFormat })}
              className={`${inputClass} ${INVALID} h-10 bg-white`}
            >
              {AD_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={id("position")} className={labelClass}>
              {text.position}
            </label>
            <select
              id={id("position")}
              value={slot.position}
              onChange={(event) => props.onChange({ ...slot, position: event.currentTarget.value })}
              {...invalid("position")}
              className={`${inputClass} ${INVALID} h-10 bg-white`}
            >
              {positions.map((position) => (
                <option key={position.value} value={position.value}>
                  {position.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={props.onRemove} aria-label={text.removeOf(rowName)} className={`${compactButtonClass} h-10 @md:justify-self-start @3xl:self-end`}>
            <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
            {text.remove}
          </button>
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
