import { Plus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { AI_PROVIDER_DEFAULT_MODELS, AI_PROVIDERS, LIMITS, type AiProvider } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Panel } from "../../../components/ui/panel";
import { Select } from "../../../components/ui/select";
import { notify } from "../../../lib/notify";
import { useCreateAiConfig } from "../api/create-ai-config";
import { AI_TEXT, PROVIDER_LABELS } from "../labels";
import { readProviderForm, type RequiredProviderField } from "../provider-form";

const text = AI_TEXT.form;

/** A whole-number field with its range and default, and a hint read with it. */
function NumberField(props: { name: string; label: string; hint: string; range: { min: number; max: number; fallback: number } }) {
  const { name, label, hint, range } = props;
  return (
    <Field label={label} hint={hint}>
      <Input name={name} type="number" inputMode="numeric" min={range.min} max={range.max} defaultValue={range.fallback} />
    </Field>
  );
}

/** "Aggiungi Provider AI": provider, key, model (pre-filled per provider), optional endpoint, priority and daily limit. */
export function AddProviderForm() {
  const create = useCreateAiConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const [provider, setProvider] = useState("");
  const [model, setModel] = useState("");
  // The required fields left empty at the last submit, told beside each and above the button until filled.
  const [missing, setMissing] = useState<RequiredProviderField[]>([]);
  const required = (field: RequiredProviderField) => (missing.includes(field) ? text.requiredField : undefined);
  const filled = (field: RequiredProviderField) => setMissing((fields) => fields.filter((name) => name !== field));

  // Choosing a provider fills its default model, which stays editable.
  function chooseProvider(value: string) {
    setProvider(value);
    setModel(AI_PROVIDER_DEFAULT_MODELS[value as AiProvider] ?? "");
    filled("provider");
    if (AI_PROVIDER_DEFAULT_MODELS[value as AiProvider]) filled("model_name");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const field = (name: string) => String(form.get(name) ?? "");
    const result = readProviderForm({
      provider,
      model_name: model,
      api_key: field("api_key"),
      endpoint: field("endpoint"),
      priority: field("priority"),
      daily_request_limit: field("daily_request_limit"),
    });
    if (!result.ok) {
      if (result.reason === "missing") {
        setMissing(result.fields);
        element.querySelector<HTMLElement>(`[name="${result.fields[0]}"]`)?.focus();
      } else notify.error(text.failed, result.message);
      return;
    }
    setMissing([]);
    create.mutate(result.config, {
      onSuccess: () => {
        notify.success(text.saved);
        formRef.current?.reset();
        setProvider("");
        setModel("");
      },
      onError: () => notify.error(text.failed),
    });
  }

  return (
    <Panel title={text.title} description={text.hint}>
      {/* noValidate: a missing field gets the message beside it, not the browser's bubble. */}
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 grid gap-4 @lg:grid-cols-2">
        <Field label={text.provider} markRequired error={required("provider")}>
          <Select name="provider" value={provider} onChange={(event) => chooseProvider(event.currentTarget.value)}>
            <option value="">{text.providerPlaceholder}</option>
            {AI_PROVIDERS.map((id) => (
              <option key={id} value={id}>
                {PROVIDER_LABELS[id]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.model} hint={text.modelHint} markRequired error={required("model_name")}>
          <Input
            name="model_name"
            value={model}
            onChange={(event) => {
              setModel(event.currentTarget.value);
              filled("model_name");
            }}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field label={text.apiKey} markRequired error={required("api_key")} className="@lg:col-span-2">
          <Input name="api_key" type="password" maxLength={500} autoComplete="off" spellCheck={false} onChange={() => filled("api_key")} />
        </Field>
        <Field label={text.endpoint} hint={text.endpointHint} className="@lg:col-span-2">
          <Input name="endpoint" type="url" inputMode="url" maxLength={500} autoComplete="off" placeholder={text.endpointPlaceholder} />
        </Field>
        <NumberField name="priority" label={text.priority} hint={text.priorityHint} range={LIMITS.aiPriority} />
        <NumberField name="daily_request_limit" label={text.dailyLimit} hint={text.dailyLimitHint} range={LIMITS.aiDailyRequests} />
        <div className="@lg:col-span-2">
          <p role="alert" className="mb-3 text-sm font-medium text-red-700 empty:hidden">
            {missing.length > 0 ? text.missingFields : null}
          </p>
          <Button type="submit" variant="primary" icon={Plus} busy={create.isPending}>
            {text.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
