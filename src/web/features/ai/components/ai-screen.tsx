import { PageHeader } from "../../../components/ui/page-header";
import { AI_TEXT } from "../labels";
import { AddProviderForm } from "./add-provider-form";
import { ProcessingCard } from "./processing-card";
import { ProviderList } from "./provider-list";
import { UsageMonitor } from "./usage-monitor";

/** The Configurazione AI dashboard section (docs/product.md): add form, round-robin test, today's usage, provider list. */
export function AiScreen() {
  return (
    <div className="space-y-6">
      <PageHeader title={AI_TEXT.title} description={AI_TEXT.description} />
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
