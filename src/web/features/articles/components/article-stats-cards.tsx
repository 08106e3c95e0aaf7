import { AlertTriangle, Bot, Clock, Eye, FileText, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { StatCard } from "../../../components/ui/stat-card";
import { useArticleStats } from "../api/get-article-stats";
import { ARTICLES_TEXT } from "../labels";
import { statFigures } from "../stat-figures";

const text = ARTICLES_TEXT.stats;

/** The five cards: total, processed with its share, pending, failed, views (it-IT numbers; "–" while unknown). */
export function ArticleStatsCards() {
  const { data } = useArticleStats();
  const figures = data ? statFigures(data) : null;
  const cards: Array<{ name: string; label: string; icon: LucideIcon; value?: string; detail?: ReactNode; wide?: boolean }> = [
    { name: "total", label: text.total, icon: FileText, value: figures?.total },
    { name: "processed", label: text.processed, icon: Bot, value: figures?.processed, detail: figures ? text.processedShare(figures.processedShare) : undefined },
    { name: "pending", label: text.pending, icon: Clock, value: figures?.pending, detail: figures?.processing ? text.processingNow(figures.processing) : undefined },
    { name: "failed", label: text.failed, icon: AlertTriangle, value: figures?.failed },
    // Fifth of five: the whole row on a phone rather than half of one.
    { name: "views", label: text.views, icon: Eye, value: figures?.views, wide: true },
  ];
  return (
    <section aria-labelledby="article-stats-title">
      <h2 id="article-stats-title" className="sr-only">
        {text.title}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {cards.map((card) => (
          <div key={card.name} className={card.wide ? "grid col-span-2 md:col-span-1" : "grid"}>
            <StatCard name={card.name} label={card.label} icon={card.icon} value={card.value ?? text.unknown} detail={card.detail} />
          </div>
        ))}
      </div>
    </section>
  );
}
