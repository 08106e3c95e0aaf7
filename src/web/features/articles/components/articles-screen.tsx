import { PageHeader } from "../../../components/ui/page-header";
import { ARTICLES_TEXT } from "../labels";
import { useListState } from "../use-list-state";
import { ArticleFilters } from "./article-filters";
import { ArticleStatsCards } from "./article-stats-cards";
import { ArticlesPanel } from "./articles-panel";
import { ProcessAllButton } from "./process-all-button";

/** The Gestione Articoli dashboard section (docs/product.md#articoli): the numbers, the filters and the list. */
export function ArticlesScreen() {
  const [state, setState] = useListState();
  return (
    <div className="space-y-6">
      <PageHeader title={ARTICLES_TEXT.title} description={ARTICLES_TEXT.description} actions={<ProcessAllButton />} />
      <ArticleStatsCards />
      <ArticleFilters state={state} onChange={setState} />
      <ArticlesPanel state={state} onChange={setState} />
    </div>
  );
}
