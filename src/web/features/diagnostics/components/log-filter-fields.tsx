import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { DIAGNOSTICS_TEXT, LOG_CATEGORY_LABELS, LOG_LEVEL_LABELS } from "../labels";
import { CATEGORY_CHOICES, LEVEL_CHOICES, type LogFilters } from "../log-view";

const text = DIAGNOSTICS_TEXT.logs;

/** The search (applied on "Cerca" or Enter), level and category (applied at once). */
export function LogFilterFields({ filters, onChange }: { filters: LogFilters; onChange: (filters: LogFilters) => void }) {
  const [typed, setTyped] = useState(filters.search);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, search: typed.trim() });
  }

  return (
    <div className="mt-4 grid grid-cols-2 gap-3 @3xl:grid-cols-[minmax(0,1fr)_11rem_13rem]">
      <form role="search" onSubmit={submit} className="col-span-2 flex items-end gap-2 @3xl:col-span-1">
        <Field label={text.search} className="min-w-0 flex-1">
          <Input type="search" name="search" value={typed} maxLength={LIMITS.searchLength} placeholder={text.searchPlaceholder} onChange={(event) => setTyped(event.target.value)} />
        </Field>
        <Button type="submit" icon={Search}>
          {text.searchSubmit}
        </Button>
      </form>
      <Field label={text.level}>
        <Select value={filters.level} onChange={(event) => onChange({ ...filters, level: event.target.value as LogFilters["level"] })}>
          {LEVEL_CHOICES.map((level) => (
            <option key={level} value={level}>
              {level === "all" ? text.allLevels : LOG_LEVEL_LABELS[level]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text.category}>
        <Select value={filters.category} onChange={(event) => onChange({ ...filters, category: event.target.value as LogFilters["category"] })}>
          {CATEGORY_CHOICES.map((category) => (
            <option key={category} value={category}>
              {category === "all" ? text.allCategories : LOG_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
