import { FileText, Globe, Rss, Type, type LucideIcon } from "lucide-react";
import type { ScrapingStats } from "../../../../shared/feeds";
import { useScrapingStats } from "../api/get-scraping-stats";

const CARDS: Array<{ key: keyof ScrapingStats; label: string; icon: LucideIcon }> = [
  { key: "total", label: "Articoli totali", icon: FileText },
  { key: "scraped", label: "Da web scraping", icon: Globe },
  { key: "rss", label: "Testo dal feed RSS", icon: Rss },
  { key: "average_words", label: "Parole medie", icon: Type },
];

const numberFormat = new Intl.NumberFormat("it-IT");

/** The four scraping statistics: how many articles, and where their text came from. */
export function ScrapingStatsCards() {
  const { data } = useScrapingStats();
  return (
    <section aria-labelledby="scraping-stats-title">
      <h2 id="scraping-stats-title" className="sr-only">
        Statistiche di scraping
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <Icon aria-hidden className="h-4 w-4 text-blue-900" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-stat={key}>
              {data ? numberFormat.format(data[key]) : "–"}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
