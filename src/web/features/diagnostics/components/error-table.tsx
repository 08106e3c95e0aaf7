import { longDateTime, shortDateTime } from "../../../../shared/dates";
import type { ErrorLogView } from "../../../../shared/diagnostics";
import { errorKindLabel, errorText } from "../../../../shared/error-text";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { analysisBadge, SEVERITY_TONES, stateBadge } from "../error-view";
import { DIAGNOSTICS_TEXT, SEVERITY_LABELS } from "../labels";
import { ResolveErrorButton } from "./resolve-error-button";

const text = DIAGNOSTICS_TEXT.errors;

function errorColumns(onOpen: (error: ErrorLogView) => void): Array<Column<ErrorLogView>> {
  return [
    { key: "time", header: text.columns.time, cell: (error) => <When date={error.timestamp} /> },
    {
      key: "severity",
      header: text.columns.severity,
      cell: (error) => <Badge tone={SEVERITY_TONES[error.severity]}>{SEVERITY_LABELS[error.severity]}</Badge>,
    },
    {
      // The message names the row; its buttons sit under it, so a phone's card keeps the whole width for the text.
      key: "message",
      header: text.columns.message,
      kind: "title",
      // In Italian from the row's type; the stored English is in the dialog, under "Dettagli tecnici".
      cell: (error) => (
        <div className="tabular:min-w-64">
          <p className="line-clamp-5 font-normal [overflow-wrap:anywhere] text-slate-900">{errorText(error).text}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" aria-label={text.detailsOf(errorText(error).text)} onClick={() => onOpen(error)}>
              {text.details}
            </Button>
            {error.resolved ? null : <ResolveErrorButton error={error} size="sm" named />}
          </div>
        </div>
      ),
    },
    {
      key: "kind",
      header: text.columns.kind,
      cell: (error) => (
        <div className="tabular:w-40">
          <span className="block pt-0.5 text-xs font-medium text-slate-800">{errorKindLabel(error.error_type)}</span>
          <span className="mt-0.5 block text-xs [overflow-wrap:anywhere] text-slate-600">{error.source}</span>
        </div>
      ),
    },
    {
      key: "state",
      header: text.columns.state,
      cell: (error) => {
        const state = stateBadge(error);
        const analysis = analysisBadge(error);
        return (
          <div className="flex flex-wrap gap-1 tabular:flex-col tabular:items-start">
            <Badge tone={state.tone}>{state.label}</Badge>
            <Badge tone={analysis.tone}>{analysis.label}</Badge>
          </div>
        );
      },
    },
  ];
}

/** "25/11/26 15:18", the time under the date in the table where width is scarce. */
function When({ date }: { date: string }) {
  const [day, time] = shortDateTime(date).split(" ");
  return (
    <time dateTime={date} title={longDateTime(date)} className="whitespace-nowrap text-slate-700 tabular-nums">
      {day} <span className="tabular:block">{time}</span>
    </time>
  );
}

/** The errors: a table on a wide screen, cards on a phone (DataTable). */
export function ErrorTable({ errors, onOpen }: { errors: readonly ErrorLogView[]; onOpen: (error: ErrorLogView) => void }) {
  return <DataTable label={text.listTitle} columns={errorColumns(onOpen)} rows={errors} rowKey={(error) => error.id} rowLabel={(error) => errorText(error).text} />;
}
