/** The four tabs as the address names them; the first is the default and leaves the address plain. */
export const DIAGNOSTICS_TABS = ["health", "errors", "logs", "tools"] as const;
export type DiagnosticsTab = (typeof DIAGNOSTICS_TABS)[number];
export const DEFAULT_TAB: DiagnosticsTab = "health";

/** The tab of the address (`?tab=errors`); missing or unknown opens "Stato Sistema". */
export function tabFromSearch(search: URLSearchParams): DiagnosticsTab {
  const value = search.get("tab");
  return (DIAGNOSTICS_TABS as readonly string[]).includes(value ?? "") ? (value as DiagnosticsTab) : DEFAULT_TAB;
}

/** The address parameters for a tab, keeping any others. */
export function searchForTab(search: URLSearchParams, tab: DiagnosticsTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === DEFAULT_TAB) next.delete("tab");
  else next.set("tab", tab);
  return next;
}
