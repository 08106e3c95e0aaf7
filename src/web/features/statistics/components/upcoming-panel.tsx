import { Panel } from "../../../components/ui/panel";
import { STATISTICS_TEXT } from "../labels";

const text = STATISTICS_TEXT.upcoming;

/** The placeholder panel of docs/product.md#statistiche: the analyses still to come. */
export function UpcomingPanel() {
  return (
    <Panel title={text.title} description={text.description} tone="info">
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-blue-950">
        {text.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Panel>
  );
}
