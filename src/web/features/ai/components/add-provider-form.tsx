import { Loader2, Plus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { AI_PROVIDER_DEFAULT_MODELS, AI_PROVIDERS, LIMITS, type AiProvider } from "../../../../shared/constants";
import { notify } from "../../../lib/notify";
import { useCreateAiConfig } from "../api/create-ai-config";
import { AI_TEXT, PROVIDER_LABELS } from "../labels";
import { readProviderForm } from "../provider-form";
import { headingClass, hintClass, inputClass, labelClass, panelClass, primaryButtonClass } from "../../../lib/dashboard-styles";

const text = AI_TEXT.form;

/** A required field's mark, left out of the accessible name. */
function Required() {
  return (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** A whole-number field with its range and default, and a hint read with it. */
function NumberField(props: { id: string; name: string; label: string; hint: string; range: { min: number; max: number; fallback: number } }) {
  const { id, name, label, hint, range } = props;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        defaultValue={range.fallback}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
    </div>
  );
}

/** "Aggiungi Provider AI": provider, key, model (pre-filled per provider), optional endpoint, priority and daily limit. */
export function AddProviderForm() {
  const create = useCreateAiConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const [provider, setProvider] = useState("");
  const [model, setModel] = useState("");

  // docs/product.md#configurazione-ai: choosing a provider fills its default model, which stays editable.
  function chooseProvider(value: string) {
    setProvider(value);
    setModel(AI_PROVIDER_DEFAULT_MODELS[value as AiProvider] ?? "");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
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
      // docs/product.md#configurazione-ai asks for the browser's own alert here, not a toast.
      if (result.reason === "missing") window.alert(text.missingFields);
      else notify.error(text.failed, result.message);
      return;
    }
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
    <section aria-labelledby="add-provider-title" className={`@container ${panelClass}`}>
      <h2 id="add-provider-title" className={headingClass}>
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.hint}</p>
      {/* noValidate: a missing field gets the documented alert, not the browser's bubble. */}
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 grid gap-4 @lg:grid-cols-2">
        <div>
          <label htmlFor="ai-provider" className={labelClass}>
            {text.provider}
            <Required />
          </label>
          <select
            id="ai-provider"
            name="provider"
            value={provider}
            onChange={(event) => chooseProvider(event.currentTarget.value)}
            aria-required
            className={inputClass}
          >
            <option value="">{text.providerPlaceholder}</option>
            {AI_PROVIDERS.map((id) => (
              <option key={id} value={id}>
                {PROVIDER_LABELS[id]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ai-model" className={labelClass}>
            {text.model}
            <Required />
          </label>
          <input
            id="ai-model"
            name="model_name"
            value={model}
            onChange={(event) => setModel(event.currentTarget.value)}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            aria-required
            aria-describedby="ai-model-hint"
            className={inputClass}
          />
          <p id="ai-model-hint" className={hintClass}>
            {text.modelHint}
          </p>
        </div>
        <div className="@lg:col-span-2">
          <label htmlFor="ai-api-key" className={labelClass}>
            {text.apiKey}
            <Required />
          </label>
          <input
            id="ai-api-key"
            name="api_key"
            type="password"
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            aria-required
            className={inputClass}
          />
        </div>
        <div className="@lg:col-span-2">
          <label htmlFor="ai-endpoint" className={labelClass}>
            {text.endpoint}
          </label>
          <input
            id="ai-endpoint"
            name="endpoint"
            type="url"
            inputMode="url"
            maxLength={500}
            autoComplete="off"
            placeholder="https://..."
            aria-describedby="ai-endpoint-hint"
            className={inputClass}
          />
          <p id="ai-endpoint-hint" className={hintClass}>
            {text.endpointHint}
          </p>
        </div>
        <NumberField id="ai-priority" name="priority" label={text.priority} hint={text.priorityHint} range={LIMITS.aiPriority} />
        <NumberField id="ai-daily-limit" name="daily_request_limit" label={text.dailyLimit} hint={text.dailyLimitHint} range={LIMITS.aiDailyRequests} />
        <div className="@lg:col-span-2">
          <button type="submit" disabled={create.isPending} aria-busy={create.isPending} className={primaryButtonClass}>
            {create.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Plus aria-hidden className="h-4 w-4" />}
            {text.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
