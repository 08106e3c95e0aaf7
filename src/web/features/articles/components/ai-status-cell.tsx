import { PROCESSING_STATUSES, type ProcessingStatus } from "../../../../shared/constants";
import type { AdminArticle } from "../../../../shared/admin-articles";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { aiFailureReason } from "../../../../shared/ai-failure-text";
import { ARTICLES_TEXT, providerLabel, STATUS_LABELS } from "../labels";
import { TechnicalDetails } from "../../../components/ui/technical-details";
import { ProcessArticleButton } from "./process-article-button";

const TONES: Record<ProcessingStatus, BadgeTone> = { pending: "neutral", processing: "info", completed: "success", failed: "danger" };
const text = ARTICLES_TEXT.table;

/** Any status the product does not know reads as pending (docs/product.md#processing-states). */
function statusOf(article: AdminArticle): ProcessingStatus {
  return (PROCESSING_STATUSES as readonly string[]).includes(article.processing_status) ? (article.processing_status as ProcessingStatus) : "pending";
}

/**
 * The AI status badge with the provider's name; a pending row offers
 * "Elabora ora con AI", a failed one the reason and "Riprova".
 */
export function AiStatusCell({ article }: { article: AdminArticle }) {
  const status = statusOf(article);
  return (
    <div className="flex flex-col items-start gap-1 tabular:min-w-28 tabular:max-w-40">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>
        {article.processed_by_ai_provider ? <span className="text-xs text-slate-700">{providerLabel(article.processed_by_ai_provider)}</span> : null}
      </div>
      {status === "failed" && article.processing_error ? (
        <div className="text-xs">
          <p className="break-words text-red-800">
            <span className="font-medium">{text.failureReason}</span> {aiFailureReason(article.processing_error) ?? text.unknownReason}
          </p>
          {/* The server's English, for the administrator who needs it, folded away. */}
          <TechnicalDetails textClassName="line-clamp-3">{article.processing_error}</TechnicalDetails>
        </div>
      ) : null}
      {status === "pending" || status === "failed" ? <ProcessArticleButton article={article} retry={status === "failed"} /> : null}
    </div>
  );
}
