import type { AiConfigView } from "../../../../shared/ai";
import { AI_TEXT, configName, providerLabel } from "../labels";
import { DeleteProviderButton } from "./delete-provider-button";
import { PrioritySelect } from "./priority-select";
import { ProviderActiveSwitch } from "./provider-active-switch";
import { TestConnectionButton } from "./test-connection-button";

const text = AI_TEXT.list;

/** One configured provider: who, which model, the masked key, the endpoint, and its controls. */
export function ProviderItem({ config }: { config: AiConfigView }) {
  return (
    <li aria-label={configName(config)} className="@container py-4 first:pt-0">
      <div className="flex flex-col gap-3 @2xl:flex-row @2xl:items-start @2xl:justify-between">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
            {providerLabel(config.provider)}
            <span className="font-mono text-sm font-normal break-all text-slate-600">{config.model_name}</span>
          </h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-slate-500">{text.apiKey}</dt>
            {/* Already masked by the server: the full key never reaches the page. */}
            <dd className="min-w-0 font-mono break-all text-slate-800">{config.api_key}</dd>
            {config.endpoint ? (
              <>
                <dt className="text-slate-500">{text.endpoint}</dt>
                <dd className="min-w-0 break-all text-slate-800">{config.endpoint}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 @2xl:shrink-0 @2xl:justify-end">
          <PrioritySelect config={config} />
          <ProviderActiveSwitch config={config} />
          <TestConnectionButton config={config} />
          <DeleteProviderButton config={config} />
        </div>
      </div>
    </li>
  );
}
