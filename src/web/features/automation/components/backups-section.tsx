import { DatabaseBackup } from "lucide-react";
import { LIMITS } from "../../../../shared/constants";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import type { AutomationForm, FormErrors } from "../automation-form";
import { AUTOMATION_TEXT } from "../labels";
import { SectionPanel } from "./section-panel";
import { TimeOfDayInput } from "./time-of-day-input";

const text = AUTOMATION_TEXT.backups;
type Section = AutomationForm["backups"];

/** "Backup giornaliero": on/off, the time of day (Rome), the folder on the server, how many backups are kept. */
export function BackupsSection({ value, errors = {}, onChange }: { value: Section; errors?: FormErrors["backups"]; onChange: (change: Partial<Section>) => void }) {
  return (
    <SectionPanel section="backups" icon={DatabaseBackup} description={text.description} switchLabel={text.enabled} enabled={value.enabled} onEnabledChange={(enabled) => onChange({ enabled })}>
      <div className="grid gap-5 @2xl:grid-cols-2">
        <Field id="automation-backups-folder" label={text.folder} hint={text.folderHint} error={errors.folder} className="@2xl:col-span-2">
          <Input
            name="folder"
            value={value.folder}
            onChange={(event) => onChange({ folder: event.currentTarget.value })}
            placeholder={text.folderPlaceholder}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        <Field id="automation-backups-time" label={text.runAt} hint={text.runAtHint} error={errors.run_at}>
          <TimeOfDayInput value={value.run_at} placeholder={text.runAtPlaceholder} onChange={(run_at) => onChange({ run_at })} />
        </Field>
        <Field id="automation-backups-keep" label={text.keep} hint={text.keepHint} error={errors.keep}>
          <Input
            name="keep"
            type="number"
            inputMode="numeric"
            min={LIMITS.backupsKept.min}
            max={LIMITS.backupsKept.max}
            step={1}
            value={value.keep}
            onChange={(event) => onChange({ keep: event.currentTarget.value })}
          />
        </Field>
      </div>
      <p className="mt-4 text-sm text-slate-600">{text.restoreHint}</p>
    </SectionPanel>
  );
}
