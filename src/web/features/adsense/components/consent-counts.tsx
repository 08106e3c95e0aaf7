import { CircleCheck, ShieldCheck, SlidersHorizontal, type LucideIcon } from "lucide-react";
import type { CookieConsentSummary } from "../../../../shared/cookie-consents";
import { StatCard } from "../../../components/ui/stat-card";
import { ADSENSE_TEXT } from "../labels";

const text = ADSENSE_TEXT.consents;
const integer = new Intl.NumberFormat("it-IT");
const COUNTS: Array<{ key: keyof typeof text.counts; icon: LucideIcon }> = [
  { key: "accept_all", icon: CircleCheck },
  { key: "only_necessary", icon: ShieldCheck },
  { key: "custom", icon: SlidersHorizontal },
];

/** The last 30 days' choices by what they allow: Accetta tutti, Solo necessari (the close X too), Personalizzati. */
export function ConsentCounts({ summary }: { summary: CookieConsentSummary }) {
  return (
    <section aria-labelledby="consent-counts-title" className="mt-4">
      <h3 id="consent-counts-title" className="text-sm font-semibold text-slate-700">
        {text.countsTitle(summary.days)}
      </h3>
      <div className="mt-2 grid grid-cols-1 gap-3 @md:grid-cols-3">
        {COUNTS.map(({ key, icon }) => (
          <StatCard
            key={key}
            name={`consents-${key}`}
            icon={icon}
            label={text.counts[key]}
            value={integer.format(summary[key])}
            detail={text.countsDetail[key]}
          />
        ))}
      </div>
    </section>
  );
}
