import { useFieldControl } from "../../../components/ui/field-context";
import { formatConfidence } from "../labels";

/**
 * The minimum confidence as a slider from 0 to 1 in steps of 0.1, its value
 * written beside it the Italian way ("0,7"). Inside a Field it takes the
 * field's id and description.
 */
export function ConfidenceSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const control = useFieldControl<{ id?: string; "aria-describedby"?: string; "aria-invalid"?: true }>({});
  const shown = formatConfidence(value);
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="text-xs text-slate-600">
        {formatConfidence(0)}
      </span>
      <input
        {...control}
        type="range"
        name="min_confidence"
        min={0}
        max={1}
        step={0.1}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Math.round(Number(event.currentTarget.value) * 10) / 10)}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-blue-800"
      />
      <span aria-hidden className="text-xs text-slate-600">
        {formatConfidence(1)}
      </span>
      <output htmlFor={control.id} className="w-10 rounded-md bg-slate-100 py-1 text-center text-sm font-semibold text-slate-900 tabular-nums" data-value="min-confidence">
        {shown}
      </output>
    </div>
  );
}
