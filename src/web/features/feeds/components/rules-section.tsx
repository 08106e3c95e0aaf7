import { ArrowDown, ArrowUp, FlaskConical, Filter, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { FeedRuleView } from "../../../../shared/feed-rules";
import { CATEGORY_LABELS } from "../../../../shared/labels";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DataTable, type Column } from "../../../components/ui/data-table";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { Switch } from "../../../components/ui/switch";
import { notify } from "../../../lib/notify";
import { useDeleteRule, useDryRun, useFeedRules, usePatchRule } from "../api/feed-rules";
import { RULES_TEXT as text } from "../rule-labels";
import { RuleForm, ruleErrorText } from "./rule-form";

const ACTION_TONES: Record<FeedRuleView["action"], BadgeTone> = { drop: "danger", keep: "success", set_category: "info" };

/** How a rule reads in its row and in the names of its buttons. */
function ruleName(rule: FeedRuleView): string {
  return text.describe(text.fields[rule.field], text.kinds[rule.match_kind], rule.pattern);
}

function RuleActions({ rule, onEdit }: { rule: FeedRuleView; onEdit: () => void }) {
  const dryRun = useDryRun();
  const remove = useDeleteRule();
  const name = ruleName(rule);
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        icon={FlaskConical}
        busy={dryRun.isPending}
        aria-label={text.dryRunOf(name)}
        onClick={() =>
          dryRun.mutate(
            { id: rule.id },
            {
              onSuccess: (result) => notify.info(text.dryRunResult(rule.action, result.touched, result.examined), result.examples.join(" · ") || undefined),
              onError: (failure) => notify.error(text.dryRunFailed, ruleErrorText(failure)),
            },
          )
        }
      />
      <Button variant="ghost" size="icon" icon={Pencil} aria-label={text.editOf(name)} onClick={onEdit} />
      <ConfirmDialog
        title={text.deleteTitle}
        question={text.deleteQuestion}
        subject={name}
        confirmLabel={text.confirmDelete}
        cancelLabel={text.cancel}
        onConfirm={() => remove.mutate(rule.id, { onSuccess: () => notify.success(text.deleted), onError: () => notify.error(text.changeFailed) })}
        trigger={<Button variant="ghost-danger" size="icon" icon={Trash2} busy={remove.isPending} aria-label={text.deleteOf(name)} />}
      />
    </div>
  );
}

/** The Regole section of Feed RSS (docs/product.md#regole): the rules in the order they apply, with add, edit, switch, move, try and delete. */
export function RulesSection() {
  const { data: rules, isPending, isError } = useFeedRules();
  const patch = usePatchRule();
  const [editing, setEditing] = useState<FeedRuleView | "new" | null>(null);

  const change = (id: string, body: { enabled: boolean } | { move: "up" | "down" }) => patch.mutate({ id, change: body }, { onError: () => notify.error(text.changeFailed) });

  const columns: Array<Column<FeedRuleView>> = [
    {
      key: "rule",
      header: text.columns.rule,
      kind: "title",
      cell: (rule) => (
        <div className="flex flex-col items-start gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={ACTION_TONES[rule.action]}>{text.actions[rule.action]}</Badge>
            {rule.category ? <Badge tone="neutral">{CATEGORY_LABELS[rule.category]}</Badge> : null}
          </span>
          <span className="break-words">{ruleName(rule)}</span>
          {rule.last_error ? <span className="text-xs text-red-700">{text.skipped}</span> : null}
        </div>
      ),
    },
    { key: "feed", header: text.columns.feed, cell: (rule) => <span className="text-slate-700">{rule.feed_name ?? text.allFeeds}</span> },
    {
      key: "order",
      header: text.columns.order,
      cell: (rule) => (
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" icon={ArrowUp} disabled={rules?.[0]?.id === rule.id || patch.isPending} aria-label={text.moveUp(ruleName(rule))} onClick={() => change(rule.id, { move: "up" })} />
          <Button variant="ghost" size="icon" icon={ArrowDown} disabled={rules?.at(-1)?.id === rule.id || patch.isPending} aria-label={text.moveDown(ruleName(rule))} onClick={() => change(rule.id, { move: "down" })} />
        </div>
      ),
    },
    {
      key: "active",
      header: text.columns.active,
      cell: (rule) => <Switch checked={rule.enabled} disabled={patch.isPending} aria-label={text.activeOf(ruleName(rule))} onCheckedChange={(enabled) => change(rule.id, { enabled })} />,
    },
    { key: "actions", header: text.columns.actions, kind: "actions", cell: (rule) => <RuleActions rule={rule} onEdit={() => setEditing(rule)} /> },
  ];

  return (
    <Panel
      title={text.title}
      count={rules?.length}
      description={text.description}
      actions={
        <Button icon={Plus} onClick={() => setEditing("new")}>
          {text.add}
        </Button>
      }
    >
      {isPending ? (
        <LoadingStatus>{text.loading}</LoadingStatus>
      ) : isError ? (
        <Notice tone="error">{text.loadFailed}</Notice>
      ) : rules.length === 0 ? (
        <EmptyState icon={Filter}>{text.empty}</EmptyState>
      ) : (
        <DataTable label={text.title} columns={columns} rows={rules} rowKey={(rule) => rule.id} rowLabel={ruleName} />
      )}
      {editing ? (
        <RuleForm key={editing === "new" ? "new" : editing.id} rule={editing === "new" ? null : editing} open onOpenChange={(open) => !open && setEditing(null)} />
      ) : null}
    </Panel>
  );
}
