import type { ReactNode } from "react";
import { longDateTime } from "../../../../shared/dates";
import type { ErrorLogView } from "../../../../shared/diagnostics";
import { errorKindLabel, errorText } from "../../../../shared/error-text";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { analysisBadge, SEVERITY_TONES, stateBadge } from "../error-view";
import { DIAGNOSTICS_TEXT, SEVERITY_LABELS } from "../labels";
import { ResolveErrorButton } from "./resolve-error-button";

const text = DIAGNOSTICS_TEXT.detail;

/**
 * One error in full: its message in Italian, where and when, the technical
 * details (the stored English and the type's code), the stack trace, the AI
 * analysis, and "Segna come Risolto" while open.
 */
export function ErrorDetailModal({ error, onClose }: { error: ErrorLogView; onClose: () => void }) {
  const words = errorText(error);
  const state = stateBadge(error);
  const analysis = analysisBadge(error);
  return (
    <Modal
      open
      size="wide"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.title}
      footer={
        <>
          <Button onClick={onClose}>{text.close}</Button>
          {error.resolved ? null : <ResolveErrorButton error={error} variant="primary" />}
        </>
      }
    >
      <div className="space-y-5 text-sm">
        <Part title={text.message}>
          <p className="break-words whitespace-pre-wrap text-slate-900">{words.text}</p>
        </Part>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
          <Fact term={text.time}>
            <time dateTime={error.timestamp}>{longDateTime(error.timestamp)}</time>
          </Fact>
          <Fact term={text.severity}>
            <Badge tone={SEVERITY_TONES[error.severity]}>{SEVERITY_LABELS[error.severity]}</Badge>
          </Fact>
          <Fact term={text.kind}>{errorKindLabel(error.error_type)}</Fact>
          <Fact term={text.source}>
            <span className="break-words">{error.source}</span>
          </Fact>
          <Fact term={text.state} wide>
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={state.tone}>{state.label}</Badge>
              <Badge tone={analysis.tone}>{analysis.label}</Badge>
              {error.resolved_at ? <span className="text-slate-700">{text.resolvedAt(longDateTime(error.resolved_at))}</span> : null}
            </span>
          </Fact>
        </dl>

        <Part title={text.technicalDetails}>
          <div className="space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3">
            <p className="font-mono text-xs break-all text-slate-700">{error.error_type}</p>
            <p className="break-words whitespace-pre-wrap text-slate-900" lang="en">
              {words.detail}
            </p>
          </div>
        </Part>

        <Part title={text.stack}>
          {error.stack_trace ? (
            // Scrolls inside its box both ways, so a long line never widens the dialog or the page.
            <pre tabIndex={0} aria-label={text.stack} className="max-h-64 max-w-full overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
              {error.stack_trace}
            </pre>
          ) : (
            <p className="text-slate-600">{text.noStack}</p>
          )}
        </Part>

        <Part title={text.analysis}>
          {error.ai_analysis ? (
            <div className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-3 text-blue-950">
              <div>
                <h4 className="font-semibold">{text.rootCause}</h4>
                <p className="mt-1 break-words">{error.ai_analysis.root_cause}</p>
              </div>
              <Tips title={text.solutions} tips={error.ai_analysis.suggested_solutions} />
              <Tips title={text.prevention} tips={error.ai_analysis.prevention_tips} />
            </div>
          ) : (
            <p className="text-slate-600">{text.noAnalysis}</p>
          )}
        </Part>
      </div>
    </Modal>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function Tips({ title, tips }: { title: string; tips: readonly string[] }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      {tips.length === 0 ? (
        <p className="mt-1">{text.none}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {tips.map((tip, index) => (
            <li key={index} className="break-words">
              {tip}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
