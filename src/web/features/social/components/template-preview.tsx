import type { SocialPlatform } from "../../../../shared/social";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useSocialPreview } from "../api/get-social-preview";
import { previewLength } from "../card-status";
import { SOCIAL_TEXT } from "../labels";

const text = SOCIAL_TEXT.preview;

/** The template rendered on the latest public article, as the platform would get it, with its length against the limit. */
export function TemplatePreview({ platform, template, id }: { platform: SocialPlatform; template: string; id: string }) {
  const settled = useDebouncedValue(template, 400);
  const preview = useSocialPreview(platform, settled);
  // An emptied template keeps no old preview on screen.
  const data = template.trim() ? preview.data : undefined;
  const length = data ? previewLength(data.length, data.max_length) : null;
  const updating = preview.isFetching || settled !== template;

  return (
    <div id={id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold text-slate-900">{text.title}</h3>
        {length && data?.text !== null ? (
          <p className={length.atLimit ? "text-xs font-semibold text-amber-900" : "text-xs text-slate-600"} data-preview-length>
            {length.text}
          </p>
        ) : null}
      </div>
      {/* Polite and atomic: a screen reader hears the new preview once typing pauses, not every keystroke. */}
      <div aria-live="polite" aria-atomic="true" aria-busy={updating} className="mt-2 text-sm">
        {preview.isError && !data ? (
          <p className="text-red-700">{text.failed}</p>
        ) : !data ? (
          <p className="text-slate-600">{template.trim() ? text.loading : text.empty}</p>
        ) : data.text === null ? (
          <p className="text-slate-600">{text.noArticle}</p>
        ) : (
          <>
            <p className="break-words whitespace-pre-wrap text-slate-900" data-preview-text>
              {data.text}
            </p>
            {data.article_title ? <p className="mt-2 text-xs text-slate-600">{text.onArticle(data.article_title)}</p> : null}
            {length?.atLimit ? <p className="mt-1 text-xs text-amber-900">{text.atLimit}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
