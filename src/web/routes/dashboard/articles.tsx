import { dashboardSectionMeta } from "../../components/dashboard/section-meta";
import { ArticlesScreen } from "../../features/articles/components/articles-screen";

export const meta = () => dashboardSectionMeta("articles");

/** /dashboard/articles: the Gestione Articoli section, its filters and page in the URL. */
export default function ArticlesRoute() {
  return <ArticlesScreen />;
}
