import type { SocialPlatform } from "../../../../shared/social";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { SOCIAL_TEXT } from "../labels";
import type { FieldErrors, SocialDraft } from "../social-form";
import { TARGET_FIELD } from "../targets";

const text = SOCIAL_TEXT.form;

/** Where each platform's extra field takes its words from. */
const TARGETS = {
  chat_id: { label: text.chatId, placeholder: text.chatIdPlaceholder, hint: text.chatIdHint, inputMode: "text" },
  page_id: { label: text.pageId, placeholder: text.pageIdPlaceholder, hint: text.pageIdHint, inputMode: "numeric" },
  author_urn: { label: text.authorUrn, placeholder: text.authorUrnPlaceholder, hint: text.authorUrnHint, inputMode: "text" },
} as const;

/** The one field a platform needs besides the token: Telegram's chat, Facebook's Page, LinkedIn's author; nothing for the others. */
export function TargetField(props: {
  platform: SocialPlatform;
  draft: SocialDraft;
  errors: FieldErrors;
  fieldId: (field: string) => string;
  onChange: (fields: Partial<SocialDraft>) => void;
}) {
  const field = TARGET_FIELD[props.platform];
  if (!field) return null;
  const words = TARGETS[field];
  return (
    <Field id={props.fieldId(field)} label={words.label} hint={words.hint} error={props.errors[field]}>
      <Input
        name={field}
        value={props.draft[field]}
        onChange={(event) => props.onChange({ [field]: event.currentTarget.value })}
        placeholder={words.placeholder}
        inputMode={words.inputMode}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
      />
    </Field>
  );
}
