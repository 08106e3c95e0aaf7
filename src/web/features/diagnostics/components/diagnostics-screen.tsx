import { Activity, Bug, ScrollText, Wrench, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs";
import { DEFAULT_ERROR_FILTERS, type ErrorFilters } from "../error-view";
import { DIAGNOSTICS_TEXT, TAB_LABELS } from "../labels";
import { DEFAULT_LOG_FILTERS, type LogFilters } from "../log-view";
import { DIAGNOSTICS_TABS, searchForTab, tabFromSearch, type DiagnosticsTab } from "../tabs";
import { ErrorsTab } from "./errors-tab";
import { HealthTab } from "./health-tab";
import { LogsTab } from "./logs-tab";
import { ToolsTab } from "./tools-tab";

const ICONS: Record<DiagnosticsTab, LucideIcon> = { health: Activity, errors: Bug, logs: ScrollText, tools: Wrench };

/**
 * The Diagnostica Sistema section (docs/product.md#diagnostica-sistema): four
 * tabs, the open one kept in the address. A tab's content mounts only while
 * it is open, so the health readings refresh only then; the filters of the
 * errors and logs live here, so they survive a look at another tab.
 */
export function DiagnosticsScreen() {
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  const [errorFilters, setErrorFilters] = useState<ErrorFilters>(DEFAULT_ERROR_FILTERS);
  const [logFilters, setLogFilters] = useState<LogFilters>(DEFAULT_LOG_FILTERS);

  return (
    <div className="space-y-6">
      <PageHeader title={DIAGNOSTICS_TEXT.title} description={DIAGNOSTICS_TEXT.description} />
      <Tabs value={tab} onValueChange={(value) => setSearch(searchForTab(search, value as DiagnosticsTab), { preventScrollReset: true })}>
        <TabList aria-label={DIAGNOSTICS_TEXT.tabsLabel}>
          {DIAGNOSTICS_TABS.map((name) => {
            const Icon = ICONS[name];
            return (
              <Tab key={name} value={name}>
                <Icon aria-hidden className="h-4 w-4 shrink-0" />
                {TAB_LABELS[name]}
              </Tab>
            );
          })}
        </TabList>
        <TabPanel value="health">
          <HealthTab />
        </TabPanel>
        <TabPanel value="errors">
          <ErrorsTab filters={errorFilters} onFiltersChange={setErrorFilters} />
        </TabPanel>
        <TabPanel value="logs">
          <LogsTab filters={logFilters} onFiltersChange={setLogFilters} />
        </TabPanel>
        <TabPanel value="tools">
          <ToolsTab />
        </TabPanel>
      </Tabs>
    </div>
  );
}
