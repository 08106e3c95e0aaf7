import { RefreshCw } from "lucide-react";
import { RSS_SYNC_FREQUENCIES } from "../../../../shared/constants";
import { Field } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import type { AutomationForm, FormErrors } from "../automation-form";
import { AUTOMATION_TEXT, FREQUENCY_LABELS } from "../labels";
import { SectionPanel } from "./section-panel";

const text = AUTOMATION_TEXT.rss;
type Section = AutomationForm["rss_sync"];

/** "Sincronizzazione RSS": on/off and how often the feeds are read. */
export function RssSyncSection({ value, errors = {}, onChange }: { value: Section; errors?: FormErrors["rss_sync"]; onChange: (change: Partial<Section>) => void }) {
  return (
    <SectionPanel section="rss_sync" icon={RefreshCw} description={text.description} switchLabel={text.enabled} enabled={value.enabled} onEnabledChange={(enabled) => onChange({ enabled })}>
      <Field id="automation-rss-frequency" label={text.frequency} hint={text.frequencyHint} error={errors.frequency_hours} className="max-w-md">
        <Select name="frequency_hours" value={value.frequency_hours} onChange={(event) => onChange({ frequency_hours: event.currentTarget.value })}>
          {RSS_SYNC_FREQUENCIES.map((hours) => (
            <option key={hours} value={String(hours)}>
              {FREQUENCY_LABELS[hours]}
            </option>
          ))}
        </Select>
      </Field>
    </SectionPanel>
  );
}
