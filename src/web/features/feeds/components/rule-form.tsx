import { FlaskConical, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { EDITABLE_CATEGORIES, type EditableCategory } from "../../../../shared/constants";
import { regexSyntaxError, RULE_ACTIONS, RULE_FIELDS, RULE_MATCH_KINDS, RULE_PATTERN_MAX, type FeedRuleView, type RuleAction, type RuleField, type RuleMatchKind } from "../../../../shared/feed-rules";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { Notice } from "../../../components/ui/notice";
import { Select } from "../../../components/ui/select";
import { ApiError } from "../../../lib/api-request";
import { notify } from "../../../lib/notify";
import { useDryRun, useSaveRule, type RuleDraft } from "../api/feed-rules";
import { useFeeds } from "../api/get-feeds";
import { RULES_TEXT } from "../rule-labels";

const text = RULES_TEXT.form;

/** The Italian words for a refused rule: the server's code, or what the form found itself. */
export function ruleErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : "";
  return code in RULES_TEXT.errors ? RULES_TEXT.errors[code as keyof typeof RULES_TEXT.errors] : RULES_TEXT.errors.failed;
}

/** The form's own check, before anything is sent: the same as the API's, in Italian. */
function draftError(draft: RuleDraft): string | null {
  if (draft.match_kind === "regex") {
    const syntax = regexSyntaxError(draft.pattern);
    return syntax ? `${RULES_TEXT.errors.regex_invalid}: ${syntax}` : null;
  }
  if (!/[\p{L}\p{N}]/u.test(draft.pattern)) return RULES_TEXT.errors.patternRequired;
  if (draft.action === "set_category" && !draft.category) return RULES_TEXT.errors.categoryRequired;
  return null;
}

function readDraft(form: HTMLFormElement, enabled: boolean): RuleDraft {
  const data = new FormData(form);
  const action = String(data.get("action")) as RuleAction;
  const category = String(data.get("category") ?? "");
  return {
    feed_id: String(data.get("feed_id") ?? "") || null,
    action,
    field: String(data.get("field")) as RuleField,
    match_kind: String(data.get("match_kind")) as RuleMatchKind,
    pattern: String(data.get("pattern") ?? "").trim(),
    category: action === "set_category" && (EDITABLE_CATEGORIES as readonly string[]).includes(category) ? (category as EditableCategory) : null,
    enabled,
  };
}

/** Adds a rule, or edits `rule`; "Prova" counts what the unsaved rule would touch in the last 30 days. */
export function RuleForm({ rule, open, onOpenChange }: { rule: FeedRuleView | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const feeds = useFeeds().data ?? [];
  const save = useSaveRule();
  const dryRun = useDryRun();
  const [action, setAction] = useState<RuleAction>(rule?.action ?? "drop");
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const formId = `rule-form-${rule?.id ?? "new"}`;

  function checkedDraft(form: HTMLFormElement): RuleDraft | null {
    const draft = readDraft(form, rule?.enabled ?? true);
    const problem = draftError(draft);
    setError(problem);
    setOutcome(null);
    return problem ? null : draft;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const draft = checkedDraft(event.currentTarget);
    if (!draft) return;
    save.mutate(
      { id: rule?.id ?? null, draft },
      {
        onSuccess: () => {
          notify.success(text.saved);
          onOpenChange(false);
        },
        onError: (failure) => setError(ruleErrorText(failure)),
      },
    );
  }

  function tryRule() {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const draft = form && checkedDraft(form);
    if (!draft) return;
    dryRun.mutate(
      { draft },
      {
        onSuccess: (result) => setOutcome([RULES_TEXT.dryRunResult(draft.action, result.touched, result.examined), ...result.examples.map((title) => `• ${title}`)].join("\n")),
        onError: (failure) => setError(ruleErrorText(failure)),
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={rule ? text.editTitle : text.addTitle}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{text.cancel}</Button>
          <Button icon={FlaskConical} busy={dryRun.isPending} onClick={tryRule}>
            {text.dryRun}
          </Button>
          <Button type="submit" form={formId} variant="primary" icon={Save} busy={save.isPending}>
            {text.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field label={text.action}>
          <Select name="action" defaultValue={rule?.action ?? "drop"} onChange={(event) => setAction(event.target.value as RuleAction)}>
            {RULE_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {RULES_TEXT.actions[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.feed}>
          <Select name="feed_id" defaultValue={rule?.feed_id ?? ""}>
            <option value="">{RULES_TEXT.allFeeds}</option>
            {feeds.map((feed) => (
              <option key={feed.id} value={feed.id}>
                {feed.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.field}>
          <Select name="field" defaultValue={rule?.field ?? "title"}>
            {RULE_FIELDS.map((value) => (
              <option key={value} value={value}>
                {RULES_TEXT.fields[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.kind} hint={text.kindHint}>
          <Select name="match_kind" defaultValue={rule?.match_kind ?? "words"}>
            {RULE_MATCH_KINDS.map((value) => (
              <option key={value} value={value}>
                {RULES_TEXT.kinds[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.pattern} className="sm:col-span-2">
          <Input name="pattern" required maxLength={RULE_PATTERN_MAX} autoComplete="off" defaultValue={rule?.pattern ?? ""} />
        </Field>
        {action === "set_category" ? (
          <Field label={text.category} className="sm:col-span-2">
            <Select name="category" defaultValue={rule?.category ?? ""}>
              <option value="" disabled>
                –
              </option>
              {EDITABLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </form>
      {error ? (
        <Notice tone="error" className="mt-4">
          <span role="alert">{error}</span>
        </Notice>
      ) : null}
      {outcome ? (
        <Notice tone="info" className="mt-4">
          <span role="status" className="whitespace-pre-line">
            {outcome}
          </span>
        </Notice>
      ) : null}
    </Modal>
  );
}
