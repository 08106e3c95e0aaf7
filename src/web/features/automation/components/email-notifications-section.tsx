import { Mail } from "lucide-react";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Notice } from "../../../components/ui/notice";
import { Switch } from "../../../components/ui/switch";
import { useNotificationStatus } from "../api/get-notification-status";
import type { AutomationForm, FormErrors } from "../automation-form";
import { AUTOMATION_TEXT } from "../labels";
import { SectionPanel } from "./section-panel";
import { TestEmail } from "./test-email";

const text = AUTOMATION_TEXT.email;
type Section = AutomationForm["email_notifications"];
type Kind = "on_errors" | "on_new_articles" | "on_storage_warning";

const KINDS: Array<{ field: Kind; label: string; hint: string }> = [
  { field: "on_errors", label: text.onErrors, hint: text.onErrorsHint },
  { field: "on_new_articles", label: text.onNewArticles, hint: text.onNewArticlesHint },
  { field: "on_storage_warning", label: text.onStorageWarning, hint: text.onStorageWarningHint },
];

/** "Notifiche email": on/off, which events send mail, the recipient, the test e-mail, and a word when SMTP_URL is not set. */
export function EmailNotificationsSection({ value, errors = {}, onChange }: { value: Section; errors?: FormErrors["email_notifications"]; onChange: (change: Partial<Section>) => void }) {
  const status = useNotificationStatus();
  return (
    <SectionPanel
      section="email_notifications"
      icon={Mail}
      description={text.description}
      switchLabel={text.enabled}
      enabled={value.enabled}
      onEnabledChange={(enabled) => onChange({ enabled })}
    >
      {status.data && !status.data.smtp_configured ? (
        <Notice tone="info" className="mb-4">
          <p className="font-semibold">{text.smtpMissingTitle}</p>
          <p className="mt-1">
            {text.smtpMissing.before}
            <code className="font-mono text-xs">{text.smtpMissing.variable}</code>
            {text.smtpMissing.middle}
            {/* wrap-anywhere: an unbroken URL would otherwise push the box wider than a phone. */}
            <code className="font-mono text-xs wrap-anywhere">{text.smtpMissing.example}</code>
            {text.smtpMissing.after}
          </p>
        </Notice>
      ) : null}
      <div className="grid gap-4 @2xl:grid-cols-3">
        {KINDS.map((kind) => (
          <Switch
            key={kind.field}
            id={`automation-email-${kind.field}`}
            checked={value[kind.field]}
            onCheckedChange={(checked) => onChange({ [kind.field]: checked })}
            label={kind.label}
            description={kind.hint}
          />
        ))}
      </div>
      <div className="mt-5 grid gap-4 @2xl:grid-cols-2 @2xl:items-start">
        <Field id="automation-email-recipient" label={text.recipient} hint={text.recipientHint} error={errors.recipient}>
          <Input
            name="recipient"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={254}
            placeholder={text.recipientPlaceholder}
            value={value.recipient}
            onChange={(event) => onChange({ recipient: event.currentTarget.value })}
          />
        </Field>
        <div className="@2xl:pt-6">
          <TestEmail recipient={value.recipient} smtpHost={status.data?.smtp_host ?? null} />
        </div>
      </div>
    </SectionPanel>
  );
}
