import { FileText } from "lucide-react";
import { useEffect, useState } from "react";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Pagination } from "../../../components/ui/pagination";
import { Panel } from "../../../components/ui/panel";
import { Button } from "../../../components/ui/button";
import { useArticles } from "../api/get-articles";
import { ARTICLES_TEXT } from "../labels";
import { hasFilters, writeListState, type ListState } from "../list-state";
import { ArticleTable } from "./article-table";
import { SelectionBar } from "./selection-bar";

const text = ARTICLES_TEXT.table;
const NONE: ReadonlySet<string> = new Set();

type Props = { state: ListState; onChange: (next: ListState, options?: { replace?: boolean }) => void };

/** The list: loading, error and empty states, the selection bar, the table and the pages. */
export function ArticlesPanel({ state, onChange }: Props) {
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = useArticles(state);
  const listKey = writeListState(state).toString();
  // A selection belongs to the page it was made on: another page or filter starts with none.
  const [selection, setSelection] = useState<{ list: string; ids: ReadonlySet<string> }>({ list: listKey, ids: NONE });
  const selected = selection.list === listKey ? selection.ids : NONE;
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ list: listKey, ids });

  // A page past the end (after deleting the last rows of the last page, or an old link) steps back to the last page.
  const pastEnd = data && !isPlaceholderData && data.page > Math.max(data.page_count, 1);
  useEffect(() => {
    if (pastEnd) onChange({ ...state, page: Math.max(data.page_count, 1) }, { replace: true });
  }, [pastEnd, data, state, onChange]);

  const rows = data?.articles ?? [];
  const visible = new Set(rows.map((article) => article.id));
  const chosen = [...selected].filter((id) => visible.has(id));

  return (
    <Panel title={text.title} count={data?.total_capped ? text.countAtLeast(data.total) : data?.total}>
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError ? (
        <Notice
          tone="error"
          action={
            <Button size="sm" busy={isRefetching} onClick={() => void refetch()}>
              {text.retryLoad}
            </Button>
          }
        >
          {text.loadFailed}
        </Notice>
      ) : rows.length === 0 ? (
        pastEnd ? (
          <LoadingStatus>{text.loading}</LoadingStatus>
        ) : (
          <EmptyState icon={FileText} title={text.empty}>
            {hasFilters(state.filters) ? text.emptyFiltered : text.emptyAll}
          </EmptyState>
        )
      ) : (
        <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <SelectionBar rows={rows} selected={chosen} onSelectedChange={setSelected} />
          <ArticleTable
            articles={rows}
            selected={selected}
            onToggle={(id, on) => {
              const next = new Set(selected);
              if (on) next.add(id);
              else next.delete(id);
              setSelected(next);
            }}
          />
          <Pagination
            page={data.page}
            pageCount={data.page_count}
            more={data.total_capped}
            total={data.total_capped ? text.totalAtLeast(data.total) : text.total(data.total)}
            onPageChange={(page) => onChange({ ...state, page })}
          />
        </div>
      )}
    </Panel>
  );
}
