import { Newspaper } from "lucide-react";
import { Notice } from "../../../components/ui/notice";
import { Field } from "../../../components/ui/field";
import { Switch } from "../../../components/ui/switch";
import { useNotificationStatus } from "../api/get-notification-status";
import type { AutomationForm, FormErrors } from "../automation-form";
import { AUTOMATION_TEXT } from "../labels";
import { SectionPanel } from "./section-panel";
import { TimeOfDayInput } from "./time-of-day-input";

const text = AUTOMATION_TEXT.edition;
type Section = AutomationForm["daily_edition"];

/** "Edizione quotidiana": whether it goes out by e-mail, and the morning and evening editions, each with its switch and time (Rome). */
export function DailyEditionSection({ value, errors = {}, onChange }: { value: Section; errors?: FormErrors["daily_edition"]; onChange: (change: Partial<Section>) => void }) {
  const status = useNotificationStatus();
  return (
    <SectionPanel section="daily_edition" icon={Newspaper} description={text.description} switchLabel={text.enabled} enabled={value.enabled} onEnabledChange={(enabled) => onChange({ enabled })}>
      {status.data && !status.data.smtp_configured ? (
        <Notice tone="info" className="mb-4">
          {text.smtpMissing}
        </Notice>
      ) : null}
      <div className="grid gap-5 @2xl:grid-cols-2">
        <div className="space-y-3">
          <Switch id="automation-edition-morning" checked={value.morning} onCheckedChange={(morning) => onChange({ morning })} label={text.morning} />
          <Field id="automation-edition-morning-at" label={`${text.at} (${text.morning.toLowerCase()})`} hint={text.atHint} error={errors.morning_at}>
            <TimeOfDayInput value={value.morning_at} placeholder={text.atPlaceholder} onChange={(morning_at) => onChange({ morning_at })} />
          </Field>
        </div>
        <div className="space-y-3">
          <Switch id="automation-edition-evening" checked={value.evening} onCheckedChange={(evening) => onChange({ evening })} label={text.evening} />
          <Field id="automation-edition-evening-at" label={`${text.at} (${text.evening.toLowerCase()})`} hint={text.atHint} error={errors.evening_at}>
            <TimeOfDayInput value={value.evening_at} placeholder={text.atPlaceholder} onChange={(evening_at) => onChange({ evening_at })} />
          </Field>
        </div>
      </div>
      {errors.morning ? <p className="mt-3 text-sm font-medium text-red-700">{errors.morning}</p> : null}
      <p className="mt-4 text-sm text-slate-600">{text.hint}</p>
    </SectionPanel>
  );
}
