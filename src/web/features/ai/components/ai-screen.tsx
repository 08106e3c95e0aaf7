import { AI_TEXT } from "../labels";
import { AddProviderForm } from "./add-provider-form";
import { ProcessingCard } from "./processing-card";
import { ProviderList } from "./provider-list";
import { UsageMonitor } from "./usage-monitor";

/** The Configurazione AI dashboard section (docs/product.md#configurazione-ai): add form, round-robin test, today's usage, provider list. */
export function AiScreen() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{AI_TEXT.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{AI_TEXT.description}</p>
      </header>
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr] xl:items-start">
        <AddProviderForm />
        <div className="grid gap-6">
          <ProcessingCard />
          <UsageMonitor />
        </div>
      </div>
      <ProviderList />
    </div>
  );
}
