import { STATISTICS_LIMITS, type StatisticsReport } from "../../../../shared/statistics";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { EmptyState } from "../../../components/ui/empty-state";
import { Panel } from "../../../components/ui/panel";
import { STATISTICS_TEXT } from "../labels";
import { formatCount } from "../statistics-view";

type Source = StatisticsReport["sources"][number];

const text = STATISTICS_TEXT.sources;

const COLUMNS: ReadonlyArray<Column<Source>> = [
  { key: "source", header: text.source, kind: "title", cell: (source) => <span className="break-words">{source.source_name}</span> },
  { key: "articles", header: text.articles, className: "tabular-nums", cell: (source) => formatCount(source.articles) },
  { key: "views", header: text.views, className: "tabular-nums", cell: (source) => formatCount(source.views) },
];

/** "Rendimento per fonte": each source's articles published and views counted in the period, most viewed first. */
export function SourcesPanel({ sources }: { sources: StatisticsReport["sources"] }) {
  return (
    <Panel title={text.title} description={text.description(formatCount(STATISTICS_LIMITS.sources))}>
      {sources.length === 0 ? (
        <EmptyState>{text.empty}</EmptyState>
      ) : (
        <DataTable label={text.title} columns={COLUMNS} rows={sources} rowKey={(source) => source.source_name} rowLabel={(source) => source.source_name} />
      )}
    </Panel>
  );
}
