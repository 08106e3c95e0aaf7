import { FileText, Globe, Rss, Type, type LucideIcon } from "lucide-react";
import type { ScrapingStats } from "../../../../shared/feeds";
import { StatCard } from "../../../components/ui/stat-card";
import { useScrapingStats } from "../api/get-scraping-stats";
import { FEEDS_TEXT } from "../labels";

const text = FEEDS_TEXT.stats;

const CARDS: Array<{ key: keyof ScrapingStats; label: string; icon: LucideIcon }> = [
  { key: "total", label: text.total, icon: FileText },
  { key: "scraped", label: text.scraped, icon: Globe },
  { key: "rss", label: text.rss, icon: Rss },
  { key: "average_words", label: text.averageWords, icon: Type },
];

const numberFormat = new Intl.NumberFormat("it-IT");

/** The four scraping statistics: how many articles, and where their text came from. */
export function ScrapingStatsCards() {
  const { data } = useScrapingStats();
  return (
    <section aria-labelledby="scraping-stats-title">
      <h2 id="scraping-stats-title" className="sr-only">
        {text.title}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ key, label, icon }) => (
          <StatCard key={key} name={key} label={label} icon={icon} value={data ? numberFormat.format(data[key]) : text.unknown} />
        ))}
      </div>
    </section>
  );
}
