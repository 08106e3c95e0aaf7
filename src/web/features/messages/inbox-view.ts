import { MESSAGE_FILTERS, type MessageFilter } from "../../../shared/messages";

/** What the inbox shows, kept in the address (?filter=unread&page=2) so a reload or a shared link opens the same page. */
export interface InboxView {
  page: number;
  filter: MessageFilter;
}

/** The view an address asks for; anything unreadable falls back to the first page of every message. */
export function readInboxView(params: URLSearchParams): InboxView {
  const filter = MESSAGE_FILTERS.find((value) => value === params.get("filter")) ?? "all";
  const page = Number(params.get("page"));
  return { filter, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** The address's search part for a view, leaving out the defaults. */
export function inboxSearch({ page, filter }: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (page > 1) params.set("page", String(page));
  return params;
}

const LONG_CHARACTERS = 600;
const LONG_LINES = 8;

/** A message long enough to be shown folded at first, with "Mostra tutto" to open it. */
export function isLongMessage(text: string): boolean {
  return text.length > LONG_CHARACTERS || text.split("\n").length > LONG_LINES;
}
