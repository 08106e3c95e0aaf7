import { Plus } from "lucide-react";
import { useRef } from "react";
import { SOCIAL_TEMPLATE_VARIABLES, type SocialPlatform } from "../../../../shared/social";
import { Field } from "../../../components/ui/field";
import { Textarea } from "../../../components/ui/textarea";
import { insertVariable } from "../social-form";
import { SOCIAL_TEXT } from "../labels";
import { TemplatePreview } from "./template-preview";

const text = SOCIAL_TEXT.form;

/** The post template, its variables as chips that insert at the caret, and the live preview under it. */
export function TemplateEditor(props: { platform: SocialPlatform; value: string; error?: string; onChange: (template: string) => void }) {
  const { platform, value } = props;
  const area = useRef<HTMLTextAreaElement>(null);
  const id = `social-${platform}-template`;

  function insert(variable: string) {
    const box = area.current;
    const start = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? value.length;
    const next = insertVariable(value, variable, start, end);
    props.onChange(next.template);
    // After React has written the new value: the caret goes right after the variable.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <div className="space-y-3">
      <Field id={id} label={text.template} hint={text.templateHint} error={props.error}>
        <Textarea ref={area} name="post_template" rows={3} maxLength={1000} value={value} onChange={(event) => props.onChange(event.currentTarget.value)} />
      </Field>
      <div role="group" aria-label={text.variables} className="flex flex-wrap gap-2">
        {SOCIAL_TEMPLATE_VARIABLES.map((variable) => (
          <button
            key={variable}
            type="button"
            onClick={() => insert(variable)}
            aria-label={text.insertVariable(variable)}
            title={text.variableMeaning[variable]}
            className="inline-flex min-h-8 items-center gap-1 rounded-full border border-blue-200 bg-blue-50 px-3 font-mono text-xs text-blue-900 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <Plus aria-hidden className="h-3 w-3" />
            {`{{${variable}}}`}
          </button>
        ))}
      </div>
      <TemplatePreview id={`${id}-preview`} platform={platform} template={value} />
    </div>
  );
}
