import { Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Panel } from "../../../components/ui/panel";
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
  const fullId = `adsense-${page}-full`;

  // A row may choose any free position or keep its own, even one stored before positions were fixed.
  function positionsFor(slot: DraftSlot) {
    const values = freePositions(page, slots, slot.key);
    if (!values.includes(slot.position)) values.unshift(slot.position);
    return values.map((value) => ({ value, label: labels[value] ?? value }));
  }

  return (
    <Panel
      title={title}
      count={slots.length}
      description={hint}
      actions={
        <Button size="sm" icon={Plus} onClick={props.onAdd} disabled={full} aria-describedby={full ? fullId : undefined}>
          {text.add}
        </Button>
      }
    >
      {full ? (
        <p id={fullId} className="mt-2 text-sm text-slate-600">
          {text.allUsed}
        </p>
      ) : null}
      {slots.length === 0 ? (
        <EmptyState>{text.empty}</EmptyState>
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
    </Panel>
  );
}
