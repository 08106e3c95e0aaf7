import { Sparkles } from "lucide-react";
import { Field } from "../../../components/ui/field";
import { Switch } from "../../../components/ui/switch";
import type { AutomationForm, FormErrors } from "../automation-form";
import { AUTOMATION_TEXT } from "../labels";
import { ConfidenceSlider } from "./confidence-slider";
import { SectionPanel } from "./section-panel";

const text = AUTOMATION_TEXT.ai;
type Section = AutomationForm["ai_processing"];

/** "Elaborazione AI": on/off, automatic processing of new articles, the minimum confidence. */
export function AiProcessingSection({ value, errors = {}, onChange }: { value: Section; errors?: FormErrors["ai_processing"]; onChange: (change: Partial<Section>) => void }) {
  return (
    <SectionPanel section="ai_processing" icon={Sparkles} description={text.description} switchLabel={text.enabled} enabled={value.enabled} onEnabledChange={(enabled) => onChange({ enabled })}>
      <div className="grid gap-5 @2xl:grid-cols-2">
        <Switch
          id="automation-ai-auto"
          checked={value.auto_process_new}
          onCheckedChange={(auto_process_new) => onChange({ auto_process_new })}
          label={text.autoProcess}
          description={text.autoProcessHint}
        />
        <Field id="automation-ai-confidence" label={text.minConfidence} hint={text.minConfidenceHint} error={errors.min_confidence}>
          <ConfidenceSlider value={value.min_confidence} onChange={(min_confidence) => onChange({ min_confidence })} />
        </Field>
      </div>
    </SectionPanel>
  );
}
