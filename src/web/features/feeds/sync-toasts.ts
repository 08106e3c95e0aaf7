import { SYNC_IN_PROGRESS, type SyncResponse } from "../../../shared/feeds";
import { plural } from "../../../shared/plural";
import type { ToastSpec } from "../../lib/notify";
import { feedFailureText } from "./labels";

const SYNC_FAILED_HINT = "I dettagli sono nei log di sistema (Diagnostica Sistema).";
const integer = new Intl.NumberFormat("it-IT");
const seconds = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** The failed feeds the warning names, each with its reason; the rest are counted. */
const NAMED_FAILURES = 3;

/** "Il feed «ANSA» ha risposto HTTP 404 (pagina non trovata). Il server del feed «Lento» …", then "E altri N feed.". */
function failedFeedsDescription(results: SyncResponse["results"]): string | undefined {
  const failed = results.filter((result) => !result.success);
  if (failed.length === 0) return undefined;
  const named = failed.slice(0, NAMED_FAILURES).map((result) => `${feedFailureText(result.reason, result.error, result.feedName)}.`);
  const more = failed.length - NAMED_FAILURES;
  const rest = more === 1 ? "E un altro feed." : `E altri ${integer.format(more)} feed.`;
  return [...named, ...(more > 0 ? [rest] : [])].join(" ");
}

/**
 * The toasts of docs/product.md#feed-rss for a finished sync, in the order they appear: the
 * outcome, then the failed feeds (each named with its reason in Italian), then the AI processing notice.
 */
export function syncToasts(outcome: { busy: boolean; response: SyncResponse; autoAiProcessing: boolean }): ToastSpec[] {
  const { busy, response, autoAiProcessing } = outcome;
  if (busy || response.error === SYNC_IN_PROGRESS) {
    return [{ type: "warning", title: "Sincronizzazione in corso", description: "Una sincronizzazione è già in esecuzione" }];
  }
  if (!response.success) {
    // The server's English reason is in its log and in Diagnostica, not on this screen.
    return [{ type: "error", title: "Errore di sincronizzazione", description: SYNC_FAILED_HINT }];
  }

  const toasts: ToastSpec[] = [];
  const feeds = `${integer.format(response.feeds_processed)} feed in ${seconds.format(response.duration_ms / 1000)} s`;
  if (response.imported > 0) {
    toasts.push({
      type: "success",
      title: plural(response.imported, "articolo importato", "articoli importati"),
      description: `${feeds}, ${integer.format(response.scraped)} da web scraping`,
    });
  } else {
    toasts.push({ type: "success", title: "Nessun nuovo articolo", description: feeds });
  }
  if (response.feeds_failed > 0) {
    toasts.push({ type: "warning", title: plural(response.feeds_failed, "feed fallito", "feed falliti"), description: failedFeedsDescription(response.results) });
  }
  if (response.imported > 0 && autoAiProcessing) {
    toasts.push({ type: "info", title: "Elaborazione AI avviata", description: "I nuovi articoli vengono elaborati in background" });
  }
  return toasts;
}

/** The toast for a sync that never answered (network error or 5xx). */
export const SYNC_REQUEST_FAILED: ToastSpec = { type: "error", title: "Errore nella sincronizzazione" };
