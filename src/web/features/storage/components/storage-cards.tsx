import { CalendarClock, Database, FileText, HardDrive, Image, Ruler, type LucideIcon } from "lucide-react";
import type { StorageStats } from "../../../../shared/storage";
import { StatCard } from "../../../components/ui/stat-card";
import { STORAGE_TEXT } from "../labels";
import { formatBytes } from "../../../../shared/storage-figures";

const text = STORAGE_TEXT.cards;
const integer = new Intl.NumberFormat("it-IT");

const CARDS: Array<{ name: string; label: string; icon: LucideIcon; value: (stats: StorageStats) => string; detail?: string | ((stats: StorageStats) => string) }> = [
  { name: "articles", label: text.articles, icon: FileText, value: (stats) => integer.format(stats.article_count) },
  { name: "estimated", label: text.estimated, icon: HardDrive, value: (stats) => formatBytes(stats.estimated_bytes), detail: text.estimatedDetail },
  { name: "database", label: text.database, icon: Database, value: (stats) => formatBytes(stats.database_bytes), detail: text.databaseDetail },
  { name: "recent", label: text.recent, icon: CalendarClock, value: (stats) => integer.format(stats.recent_articles) },
  { name: "average", label: text.average, icon: Ruler, value: (stats) => formatBytes(stats.average_bytes), detail: text.averageDetail },
  {
    name: "pictures",
    label: text.pictures,
    icon: Image,
    value: (stats) => formatBytes(stats.picture_bytes),
    detail: (stats) => text.picturesDetail(stats.picture_files),
  },
];

/** The six Spazio Server figures; "–" while they load. */
export function StorageCards({ stats }: { stats: StorageStats | undefined }) {
  return (
    <section aria-labelledby="storage-cards-title">
      <h2 id="storage-cards-title" className="sr-only">
        {text.title}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {CARDS.map((card) => (
          <StatCard
            key={card.name}
            name={card.name}
            label={card.label}
            icon={card.icon}
            value={stats ? card.value(stats) : text.unknown}
            detail={typeof card.detail === "function" ? stats && card.detail(stats) : card.detail}
          />
        ))}
      </div>
    </section>
  );
}
