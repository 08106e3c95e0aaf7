import { clsx } from "clsx";
import { MESSAGE_FILTERS, type MessageFilter as Filter } from "../../../../shared/messages";
import { MESSAGES_TEXT } from "../labels";

const text = MESSAGES_TEXT.filters;
const integer = new Intl.NumberFormat("it-IT");

/** "Tutti" / "Non letti (n)": two toggle buttons, the current one pressed. */
export function MessageFilter({ value, unread, onChange }: { value: Filter; unread: number | undefined; onChange: (filter: Filter) => void }) {
  return (
    <div role="group" aria-label={text.label} className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {MESSAGE_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={clsx(
              "min-h-8 rounded px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700",
              pressed ? "bg-blue-900 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {text[filter]}
            {filter === "unread" && unread !== undefined ? ` (${integer.format(unread)})` : null}
          </button>
        );
      })}
    </div>
  );
}
