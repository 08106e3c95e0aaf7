import { longDateTime, secondsDateTime } from "../../../../shared/dates";
import type { SystemLogView } from "../../../../shared/diagnostics";
import { logText } from "../../../../shared/log-text";
import { Badge } from "../../../components/ui/badge";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { DIAGNOSTICS_TEXT, LOG_CATEGORY_LABELS, LOG_LEVEL_LABELS } from "../labels";
import { TechnicalDetails } from "../../../components/ui/technical-details";
import { LEVEL_TONES } from "../log-view";

const text = DIAGNOSTICS_TEXT.logs;

const COLUMNS: Array<Column<SystemLogView>> = [
  {
    key: "time",
    header: text.columns.time,
    cell: (log) => {
      const [day, time] = secondsDateTime(log.timestamp).split(" ");
      return (
        <time dateTime={log.timestamp} title={longDateTime(log.timestamp)} className="whitespace-nowrap text-slate-700 tabular-nums">
          {day} <span className="tabular:block">{time}</span>
        </time>
      );
    },
  },
  { key: "level", header: text.columns.level, cell: (log) => <Badge tone={LEVEL_TONES[log.log_level]}>{LOG_LEVEL_LABELS[log.log_level]}</Badge> },
  { key: "category", header: text.columns.category, cell: (log) => <span className="text-slate-800">{LOG_CATEGORY_LABELS[log.category]}</span> },
  {
    key: "source",
    header: text.columns.source,
    cell: (log) => <span className="block pt-0.5 font-mono text-xs [overflow-wrap:anywhere] text-slate-700 tabular:w-36">{log.source}</span>,
  },
  {
    key: "message",
    header: text.columns.message,
    kind: "title",
    // In Italian from the stored message; the English, as the server logged it, folded under it.
    cell: (log) => {
      const words = logText(log);
      return (
        <div className="font-normal [overflow-wrap:anywhere] tabular:min-w-72">
          <span className="block text-slate-900">{words.text}</span>
          <TechnicalDetails className="text-xs">{words.detail}</TechnicalDetails>
        </div>
      );
    },
  },
];

/** The log lines: a table on a wide screen, short cards on a phone (the message, then one line of the rest), so 100 lines stay scrollable. */
export function LogTable({ logs }: { logs: readonly SystemLogView[] }) {
  return <DataTable label={text.title} columns={COLUMNS} rows={logs} rowKey={(log) => log.id} rowLabel={(log) => logText(log).text} dense />;
}
