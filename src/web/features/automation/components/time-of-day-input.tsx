import { Input } from "../../../components/ui/input";

/**
 * A daily job's time, HH:MM on the 24-hour clock (Rome), as the cleanup and
 * the backup take it. Text, not type="time": that shows "03:00 AM" in an
 * English browser, and "4.30" or "0430" typed the quick way are read as 04:30.
 */
export function TimeOfDayInput({ value, placeholder, onChange }: { value: string; placeholder: string; onChange: (value: string) => void }) {
  return (
    <Input
      name="run_at"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      maxLength={5}
      autoComplete="off"
      spellCheck={false}
      className="tabular-nums"
    />
  );
}
