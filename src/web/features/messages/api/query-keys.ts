import type { InboxView } from "../inbox-view";

/** Cache keys of the Messaggi screen: every page of both views sits under `all`, so one change refreshes them together. */
export const messageKeys = {
  all: ["messages"] as const,
  page: (view: InboxView) => ["messages", "list", view.filter, view.page] as const,
};
