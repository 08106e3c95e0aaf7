import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { StatisticsReport } from "../../../../shared/statistics";
import { STATISTICS_TEXT } from "../labels";
import { formatCount, formatLongDay, formatTick } from "../statistics-view";

const BAR_COLOUR = "#1e3a8a"; // blue-900, the dashboard's primary colour
const AXIS = { fontSize: 12, fill: "#475569" }; // slate-600

/** The bars of views per day (recharts), loaded lazily by ViewsChartPanel. */
export default function ViewsBarChart({ days }: { days: StatisticsReport["views_per_day"] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* The panel gives screen readers a table instead: the chart itself is hidden from them and takes no focus. */}
      <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barCategoryGap={days.length > 60 ? 0 : "15%"}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="day" tickFormatter={formatTick} tick={AXIS} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} minTickGap={16} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tickFormatter={formatCount} tick={AXIS} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          cursor={{ fill: "#f1f5f9" }}
          labelFormatter={(day) => formatLongDay(String(day))}
          formatter={(views) => [formatCount(Number(views)), STATISTICS_TEXT.chart.views]}
        />
        <Bar dataKey="views" fill={BAR_COLOUR} radius={days.length > 60 ? 0 : [3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
