import { Button } from "../../../components/ui/button";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { PageHeader } from "../../../components/ui/page-header";
import { useAutomationSettings } from "../api/get-automation-settings";
import { AUTOMATION_TEXT } from "../labels";
import { AutomationForm } from "./automation-form";
import { EditionSubscribersPanel } from "./edition-subscribers-panel";

/** The Automazione dashboard section (docs/product.md#automazione): seven sections, each with its switch, and one save; then the daily edition's subscribers. */
export function AutomationScreen() {
  const { data, isPending, isError, refetch } = useAutomationSettings();
  return (
    <div className="space-y-6">
      <PageHeader title={AUTOMATION_TEXT.title} description={AUTOMATION_TEXT.description} />
      {isPending ? (
        <LoadingStatus className="">{AUTOMATION_TEXT.loading}</LoadingStatus>
      ) : isError ? (
        <Notice tone="error" className="" action={<Button onClick={() => void refetch()}>{AUTOMATION_TEXT.retry}</Button>}>
          {AUTOMATION_TEXT.loadFailed}
        </Notice>
      ) : (
        <AutomationForm stored={data} />
      )}
      <EditionSubscribersPanel />
    </div>
  );
}
