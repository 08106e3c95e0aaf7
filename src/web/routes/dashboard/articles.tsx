import { ArticlesScreen } from "../../features/articles/components/articles-screen";

export function meta() {
  return [{ title: "Gestione Articoli | Dashboard | Rassegna" }, { name: "robots", content: "noindex" }];
}

/** /dashboard/articles: the Gestione Articoli section, its filters and page in the URL. */
export default function ArticlesRoute() {
  return <ArticlesScreen />;
}
