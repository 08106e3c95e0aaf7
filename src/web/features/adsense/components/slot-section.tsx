import { Plus } from "lucide-react";
import { compactButtonClass, headingClass, hintClass, panelClass } from "../../../lib/dashboard-styles";
import { freePositions, type DraftSlot, type SlotPage } from "../adsense-draft";
import { ADSENSE_TEXT, ARTICLE_POSITION_LABELS, HOME_POSITION_LABELS } from "../labels";
import { SlotRow } from "./slot-row";

const text = ADSENSE_TEXT.slots;
const POSITION_LABELS: Record<SlotPage, Record<string, string>> = { home: HOME_POSITION_LABELS, article: ARTICLE_POSITION_LABELS };

/** "Slot Homepage" or "Slot Articoli": the page's units, each editable and removable, and "Aggiungi slot". */
export function SlotSection(props: {
  page: SlotPage;
  slots: DraftSlot[];
  errors: Record<string, Partial<Record<"name" | "slot_id" | "position", string>>>;
  onChange: (slots: DraftSlot[]) => void;
  onAdd: () => void;
}) {
  const { page, slots, errors } = props;
  const title = page === "home" ? text.homeTitle : text.articleTitle;
  const hint = page === "home" ? text.homeHint : text.articleHint;
  const labels = POSITION_LABELS[page];
  const full = freePositions(page, slots).length === 0;
  const titleId = `adsense-${page}-title`;

  // A row may choose any free position or keep its own, even one stored before positions were fixed.
  function positionsFor(slot: DraftSlot) {
    const values = freePositions(page, slots, slot.key);
    if (!values.includes(slot.position)) values.unshift(slot.position);
    return values.map((value) => ({ value, label: labels[value] ?? value }));
  }

  return (
    <section aria-labelledby={titleId} className={panelClass}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={titleId} className={headingClass}>
            {title}
            <span className="ml-2 text-sm font-normal text-slate-500">({slots.length})</span>
          </h2>
          <p className={hintClass}>{hint}</p>
        </div>
        <button
          type="button"
          onClick={props.onAdd}
          disabled={full}
          aria-describedby={full ? `${titleId}-full` : undefined}
          className={`${compactButtonClass} shrink-0`}
        >
          <Plus aria-hidden className="h-4 w-4" />
          {text.add}
        </button>
      </div>
      {full ? (
        <p id={`${titleId}-full`} className={hintClass}>
          {text.allUsed}
        </p>
      ) : null}
      {slots.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">{text.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {slots.map((slot, index) => (
            <SlotRow
              key={slot.key}
              slot={slot}
              rowName={text.rowName(title, index)}
              positions={positionsFor(slot)}
              errors={errors[slot.key]}
              onChange={(changed) => props.onChange(slots.map((row) => (row.key === slot.key ? changed : row)))}
              onRemove={() => props.onChange(slots.filter((row) => row.key !== slot.key))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
