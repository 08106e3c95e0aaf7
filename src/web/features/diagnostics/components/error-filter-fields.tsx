import { ERROR_STATES } from "../../../../shared/diagnostics";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { SEVERITY_CHOICES, type ErrorFilters } from "../error-view";
import { DIAGNOSTICS_TEXT, SEVERITY_LABELS } from "../labels";

const text = DIAGNOSTICS_TEXT.errors;

/** Severity and state; each change applies at once. */
export function ErrorFilterFields({ filters, onChange }: { filters: ErrorFilters; onChange: (filters: ErrorFilters) => void }) {
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
      <Field label={text.severity}>
        <Select value={filters.severity} onChange={(event) => onChange({ ...filters, severity: event.target.value as ErrorFilters["severity"] })}>
          {SEVERITY_CHOICES.map((severity) => (
            <option key={severity} value={severity}>
              {severity === "all" ? text.allSeverities : SEVERITY_LABELS[severity]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text.state}>
        <Select value={filters.state} onChange={(event) => onChange({ ...filters, state: event.target.value as ErrorFilters["state"] })}>
          {ERROR_STATES.map((state) => (
            <option key={state} value={state}>
              {text.states[state]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
