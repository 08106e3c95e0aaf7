import { Eraser } from "lucide-react";
import { LIMITS } from "../../../../shared/constants";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import type { AutomationForm, FormErrors } from "../automation-form";
import { AUTOMATION_TEXT } from "../labels";
import { SectionPanel } from "./section-panel";
import { TimeOfDayInput } from "./time-of-day-input";

const text = AUTOMATION_TEXT.cleanup;
type Section = AutomationForm["auto_cleanup"];

/** "Pulizia automatica": on/off, how many days articles are kept, the time of day it runs (Rome). */
export function AutoCleanupSection({ value, errors = {}, onChange }: { value: Section; errors?: FormErrors["auto_cleanup"]; onChange: (change: Partial<Section>) => void }) {
  return (
    <SectionPanel section="auto_cleanup" icon={Eraser} description={text.description} switchLabel={text.enabled} enabled={value.enabled} onEnabledChange={(enabled) => onChange({ enabled })}>
      <div className="grid gap-5 @2xl:grid-cols-2">
        <Field id="automation-cleanup-days" label={text.retentionDays} hint={text.retentionHint} error={errors.retention_days}>
          <Input
            name="retention_days"
            type="number"
            inputMode="numeric"
            min={LIMITS.cleanupDays.min}
            max={LIMITS.cleanupDays.max}
            step={1}
            value={value.retention_days}
            onChange={(event) => onChange({ retention_days: event.currentTarget.value })}
          />
        </Field>
        <Field id="automation-cleanup-time" label={text.runAt} hint={text.runAtHint} error={errors.run_at}>
          <TimeOfDayInput value={value.run_at} placeholder={text.runAtPlaceholder} onChange={(run_at) => onChange({ run_at })} />
        </Field>
      </div>
    </SectionPanel>
  );
}
