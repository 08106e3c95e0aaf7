import type { CookieConsentView } from "../../../../shared/cookie-consents";
import { longDateTime, secondsDateTime } from "../../../../shared/dates";
import { Badge } from "../../../components/ui/badge";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { ADSENSE_TEXT } from "../labels";

const text = ADSENSE_TEXT.consents;

function YesNo({ value }: { value: boolean }) {
  return <Badge tone={value ? "success" : "neutral"}>{value ? text.yes : text.no}</Badge>;
}

const COLUMNS: Array<Column<CookieConsentView>> = [
  {
    key: "date",
    header: text.columns.date,
    kind: "title",
    cell: (consent) => (
      <time dateTime={consent.created_at} title={longDateTime(consent.created_at)} className="whitespace-nowrap tabular-nums">
        {secondsDateTime(consent.created_at)}
      </time>
    ),
  },
  {
    key: "consent-id",
    header: text.columns.consentId,
    cell: (consent) => <span className="font-mono text-xs [overflow-wrap:anywhere] text-slate-700">{consent.consent_id}</span>,
  },
  { key: "analytics", header: text.columns.analytics, cell: (consent) => <YesNo value={consent.analytics} /> },
  { key: "advertising", header: text.columns.advertising, cell: (consent) => <YesNo value={consent.advertising} /> },
  { key: "version", header: text.columns.version, cell: (consent) => <span className="text-slate-700 tabular-nums">{consent.policy_version}</span> },
];

/** The stored choices, newest first: a table on a wide screen, a card each on a phone. */
export function ConsentTable({ consents }: { consents: readonly CookieConsentView[] }) {
  return (
    <DataTable
      label={text.listTitle}
      columns={COLUMNS}
      rows={consents}
      rowKey={(consent) => consent.id}
      rowLabel={(consent) => text.rowLabel(secondsDateTime(consent.created_at))}
    />
  );
}
