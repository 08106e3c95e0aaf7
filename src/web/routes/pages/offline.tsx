import { StaticPage } from "../../components/static-page";
import { KeptPagesList } from "../../features/offline/components/kept-pages-list";
import { OFFLINE_LABELS } from "../../features/offline/labels";

export function meta() {
  return [{ title: OFFLINE_LABELS.metaTitle }, { name: "robots", content: "noindex" }];
}

/**
 * /offline: what the service worker shows when there is no connection and no kept copy of the page
 * asked for, with the pages read recently on this device (docs/product.md#dark-theme-and-offline-reading).
 */
export default function OfflinePage() {
  return (
    <StaticPage title={OFFLINE_LABELS.title}>
      <p>{OFFLINE_LABELS.intro}</p>
      <KeptPagesList />
      <p>
        {OFFLINE_LABELS.homeHint}{" "}
        <a href="/" className="font-medium text-blue-800 underline underline-offset-2">
          {OFFLINE_LABELS.home}
        </a>
      </p>
    </StaticPage>
  );
}
