import { ExternalLink } from "lucide-react";
import type { AdminArticle } from "../../../../shared/admin-articles";
import type { Sentiment } from "../../../../shared/constants";
import { longDateTime, shortDateTime } from "../../../../shared/dates";
import { CATEGORY_LABELS, SENTIMENT_LABELS } from "../../../../shared/labels";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { SENTIMENT_STYLES } from "../../../components/sentiment-styles";
import { ARTICLES_TEXT, methodLabel } from "../labels";
import { AiStatusCell } from "./ai-status-cell";
import { DeleteArticleButton } from "./delete-article-button";
import { EditArticleButton } from "./edit-article-button";
import { RowCheckbox } from "./row-checkbox";

const text = ARTICLES_TEXT.table;
const integer = new Intl.NumberFormat("it-IT");

type Props = {
  articles: readonly AdminArticle[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
};

function articleColumns({ selected, onToggle }: Omit<Props, "articles">): Array<Column<AdminArticle>> {
  return [
    {
      key: "title",
      header: text.titleColumn,
      kind: "title",
      cell: (article) => (
        <div className="flex items-start gap-1 tabular:min-w-48 tabular:max-w-72">
          <RowCheckbox
            checked={selected.has(article.id)}
            onChange={(on) => onToggle(article.id, on)}
            label={ARTICLES_TEXT.selection.selectOne(article.title)}
          />
          <div className="min-w-0 pt-2 tabular:pt-2.5">
            <span className="block break-words">{article.title}</span>
            <span className="mt-0.5 block text-xs font-normal text-slate-600">{text.words(article.content_word_count)}</span>
          </div>
        </div>
      ),
    },
    {
      key: "source",
      header: text.source,
      cell: (article) => (
        <div className="tabular:min-w-24 tabular:max-w-36">
          <a
            href={article.source_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text.openSource(article.source_name)}
            title={article.source_url}
            className="break-words text-blue-800 hover:underline"
          >
            {article.source_name}
            <ExternalLink aria-hidden className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />
          </a>
          <span className="block text-xs text-slate-600">{methodLabel(article.content_extraction_method)}</span>
        </div>
      ),
    },
    { key: "status", header: text.status, cell: (article) => <AiStatusCell article={article} /> },
    {
      // One column for the two: eight columns fit beside the sidebar at 1280 px, nine did not.
      key: "classification",
      header: text.classification,
      cell: (article) => (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 tabular:flex-col tabular:items-start">
          <span className="text-slate-800">{article.category ? (CATEGORY_LABELS[article.category as keyof typeof CATEGORY_LABELS] ?? article.category) : text.none}</span>
          {article.sentiment && article.sentiment in SENTIMENT_STYLES ? (
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${SENTIMENT_STYLES[article.sentiment as Sentiment]}`}>
              {SENTIMENT_LABELS[article.sentiment as Sentiment]}
            </span>
          ) : null}
        </div>
      ),
    },
    { key: "views", header: text.views, className: "tabular:text-right", cell: (article) => <span className="tabular-nums text-slate-800">{integer.format(article.views)}</span> },
    {
      key: "published",
      header: text.published,
      cell: (article) => (
        <PublishedAt date={article.published_at} />
      ),
    },
    {
      key: "actions",
      header: text.actions,
      kind: "actions",
      cell: (article) => (
        <div className="flex justify-end gap-1">
          <EditArticleButton article={article} />
          <DeleteArticleButton article={article} />
        </div>
      ),
    },
  ];
}

/** "25/11/26 15:18" on one line on a card, the time under the date in the table, where width is scarce. */
function PublishedAt({ date }: { date: Date | string }) {
  const [day, time] = shortDateTime(date).split(" ");
  return (
    <time dateTime={new Date(date).toISOString()} title={longDateTime(date)} className="whitespace-nowrap text-slate-700">
      {day} <span className="tabular:block">{time}</span>
    </time>
  );
}

/** The page's articles: a table on a wide screen, cards on a phone (DataTable). */
export function ArticleTable({ articles, selected, onToggle }: Props) {
  return (
    <DataTable
      label={text.title}
      columns={articleColumns({ selected, onToggle })}
      rows={articles}
      rowKey={(article) => article.id}
      rowLabel={(article) => article.title}
      rowClassName={(article) => (selected.has(article.id) ? "bg-blue-50" : undefined)}
    />
  );
}
