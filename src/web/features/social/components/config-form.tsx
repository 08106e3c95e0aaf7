import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { SOCIAL_FREQUENCIES } from "../../../../shared/constants";
import type { SocialConfigView } from "../../../../shared/social";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { notify } from "../../../lib/notify";
import { useUpdateSocialConfig } from "../api/update-social-config";
import { FREQUENCY_LABELS, PLATFORM_LABELS, SOCIAL_TEXT } from "../labels";
import { saveFailure, type SaveFailure } from "../save-errors";
import { checkDraft, isDirty, toDraft, type SocialDraft } from "../social-form";
import { TargetField } from "./target-field";
import { TemplateEditor } from "./template-editor";

const text = SOCIAL_TEXT.form;

/**
 * "Configura": token (write-only: the stored one shows masked as the
 * placeholder, never as the value), where to post, template with preview,
 * frequency, "Salva". Errors are the screen's Italian ones, before sending
 * and from the API's 400 alike.
 */
export function ConfigForm({ stored, id }: { stored: SocialConfigView; id: string }) {
  const { platform } = stored;
  const name = PLATFORM_LABELS[platform];
  const save = useUpdateSocialConfig();
  const [draft, setDraft] = useState<SocialDraft>(() => toDraft(stored));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const fieldId = (field: string) => `social-${platform}-${field}`;
  const messageId = fieldId("save-message");

  function change(fields: Partial<SocialDraft>) {
    setDraft((current) => ({ ...current, ...fields }));
    // A field changed is no longer in error; the others keep their message until the next save.
    setFailure((current) => {
      if (!current) return null;
      const left = Object.fromEntries(Object.entries(current.fields).filter(([field]) => !(field in fields)));
      return Object.keys(left).length > 0 ? { ...current, fields: left } : null;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkDraft(platform, draft);
    if (!check.ok) {
      setFailure({ message: text.fixFields, fields: check.errors });
      return;
    }
    setFailure(null);
    save.mutate(
      { platform, update: check.update },
      {
        onSuccess: () => {
          // The token is saved and shown masked above; the box empties so it is never kept in the page.
          setDraft((current) => ({ ...current, access_token: "" }));
          notify.success(text.saved(name));
        },
        onError: (error) => setFailure(saveFailure(error, platform, draft)),
      },
    );
  }

  const errors = failure?.fields ?? {};
  const unsaved = !failure && isDirty(platform, draft, stored);
  return (
    <form id={id} onSubmit={submit} noValidate className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <Field id={fieldId("token")} label={text.token} hint={stored.has_token ? text.tokenKeep : text.tokenNew} error={errors.access_token}>
        <Input
          type="password"
          name="access_token"
          value={draft.access_token}
          onChange={(event) => change({ access_token: event.currentTarget.value })}
          placeholder={stored.has_token ? stored.access_token : text.tokenPlaceholder}
          // A saved site password must never be offered here.
          autoComplete="new-password"
          spellCheck={false}
          className="font-mono"
        />
      </Field>
      <TargetField platform={platform} draft={draft} errors={errors} fieldId={fieldId} onChange={change} />
      <TemplateEditor platform={platform} value={draft.post_template} error={errors.post_template} onChange={(post_template) => change({ post_template })} />
      <Field id={fieldId("frequency")} label={text.frequency} hint={text.frequencyHints[draft.frequency]} error={errors.frequency}>
        <Select name="frequency" value={draft.frequency} onChange={(event) => change({ frequency: event.currentTarget.value as SocialDraft["frequency"] })}>
          {SOCIAL_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p id={messageId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {failure?.message}
        </p>
        {unsaved ? <p className="text-sm text-slate-600">{text.unsaved}</p> : null}
        <Button type="submit" variant="primary" icon={Save} busy={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}
