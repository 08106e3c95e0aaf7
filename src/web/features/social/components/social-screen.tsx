import { Button } from "../../../components/ui/button";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { PageHeader } from "../../../components/ui/page-header";
import { useSocialConfigs } from "../api/get-social-configs";
import { cardOrder } from "../card-order";
import { SOCIAL_TEXT } from "../labels";
import { HowToBox } from "./how-to-box";
import { PlatformCard } from "./platform-card";

/** The Social Media dashboard section (docs/product.md#social-media): a card per platform and the how-to box. */
export function SocialScreen() {
  const { data, isPending, isError, refetch } = useSocialConfigs();
  return (
    <div className="space-y-6">
      <PageHeader title={SOCIAL_TEXT.title} description={SOCIAL_TEXT.description} />
      {isPending ? (
        <LoadingStatus className="">{SOCIAL_TEXT.loading}</LoadingStatus>
      ) : isError ? (
        <Notice tone="error" className="" action={<Button onClick={() => void refetch()}>{SOCIAL_TEXT.retry}</Button>}>
          {SOCIAL_TEXT.loadFailed}
        </Notice>
      ) : (
        // Two by two from 1280 px, the cards of a row as tall as each other; while one is open
        // for configuring, each keeps its own height (its neighbour would be a tall empty box).
        <div className="grid gap-6 xl:grid-cols-2 has-[[aria-expanded=true]]:items-start">
          {cardOrder(data).map((config) => (
            <PlatformCard key={config.platform} config={config} />
          ))}
        </div>
      )}
      <HowToBox />
    </div>
  );
}
