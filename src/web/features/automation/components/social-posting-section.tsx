import { Share2 } from "lucide-react";
import { Link } from "react-router";
import { LIMITS, SOCIAL_POSTING_MODES } from "../../../../shared/constants";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Notice } from "../../../components/ui/notice";
import { Select } from "../../../components/ui/select";
import type { AutomationForm, FormErrors } from "../automation-form";
import { AUTOMATION_TEXT, MODE_LABELS } from "../labels";
import { SectionPanel } from "./section-panel";

const text = AUTOMATION_TEXT.social;
type Section = AutomationForm["social_posting"];

/** "Pubblicazione social": on/off and when new articles are posted; the delay only in the delayed mode. */
export function SocialPostingSection({ value, errors = {}, onChange }: { value: Section; errors?: FormErrors["social_posting"]; onChange: (change: Partial<Section>) => void }) {
  return (
    <SectionPanel section="social_posting" icon={Share2} description={text.description} switchLabel={text.enabled} enabled={value.enabled} onEnabledChange={(enabled) => onChange({ enabled })}>
      <Notice tone="info" className="mb-4">
        {text.platformsLead}
        <Link to="/dashboard/social" className="font-medium underline underline-offset-2">
          {text.platformsLink}
        </Link>
        .
      </Notice>
      <div className="grid gap-5 @2xl:grid-cols-2">
        <Field id="automation-social-mode" label={text.mode} hint={text.modeHints[value.mode]} error={errors.mode}>
          <Select name="mode" value={value.mode} onChange={(event) => onChange({ mode: event.currentTarget.value as Section["mode"] })}>
            {SOCIAL_POSTING_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        </Field>
        {value.mode === "delayed" ? (
          <Field id="automation-social-delay" label={text.delay} hint={text.delayHint} error={errors.delay_minutes}>
            <Input
              name="delay_minutes"
              type="number"
              inputMode="numeric"
              min={LIMITS.socialDelayMinutes.min}
              max={LIMITS.socialDelayMinutes.max}
              step={1}
              value={value.delay_minutes}
              onChange={(event) => onChange({ delay_minutes: event.currentTarget.value })}
            />
          </Field>
        ) : null}
      </div>
    </SectionPanel>
  );
}
