import { Archive, ArchiveRestore, Database, FileText, HardDrive, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../shared/constants";
import { longDate } from "../../../../shared/dates";
import { formatBytes } from "../../../../shared/storage-figures";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { LoadingStatus } from "../../../components/ui/loading-status";
import { Notice } from "../../../components/ui/notice";
import { Panel } from "../../../components/ui/panel";
import { StatCard } from "../../../components/ui/stat-card";
import { notify } from "../../../lib/notify";
import { useArchiveArticles, useArchiveFigures, useArchiveSearch, useRestoreArchived } from "../api/archive";
import { STORAGE_TEXT } from "../labels";
import { useDaysConfirmation } from "../use-days-confirmation";
import { archiveDays, archiveSavingPercent } from "../storage-figures";

const text = STORAGE_TEXT.archive;
const integer = new Intl.NumberFormat("it-IT");

/**
 * The archive (docs/product.md#spazio-server): what it holds and saved, "Archivia articoli vecchi" with an
 * age, and a search by title words whose results can be restored.
 */
export function ArchivePanel() {
  return (
    <Panel title={text.title} description={text.description} icon={Archive}>
      <ArchiveFiguresCards />
      <ArchiveForm />
      <ArchiveSearch />
    </Panel>
  );
}

function ArchiveFiguresCards() {
  const { data } = useArchiveFigures();
  const saved = data ? archiveSavingPercent(data.archive_bytes, data.replaced_bytes) : 0;
  return (
    <section aria-label={text.figures} className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
      <StatCard name="archived-articles" label={text.archived} icon={FileText} value={data ? integer.format(data.archived_articles) : STORAGE_TEXT.cards.unknown} />
      <StatCard
        name="archive-bytes"
        label={text.archiveSize}
        icon={Database}
        value={data ? formatBytes(data.archive_bytes) : STORAGE_TEXT.cards.unknown}
        detail={saved > 0 ? text.saved(saved) : text.archiveSizeDetail}
      />
      <StatCard
        name="archive-replaced-bytes"
        label={text.replaced}
        icon={HardDrive}
        value={data ? formatBytes(data.replaced_bytes) : STORAGE_TEXT.cards.unknown}
        detail={text.replacedDetail}
      />
    </section>
  );
}

function ArchiveForm() {
  const archive = useArchiveArticles();
  const { typed, setTyped, asking, stopAsking, submit } = useDaysConfirmation(archiveDays, LIMITS.archiveDays.fallback);

  function run(days: number) {
    archive.mutate(days, {
      onSuccess: ({ archived }) => (archived === 0 ? notify.info(text.nothing) : notify.success(text.done(archived))),
      onError: () => notify.error(text.failed),
    });
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <Field label={text.daysLabel} hint={text.daysHint} className="sm:w-80">
        <Input name="archive-days" type="number" inputMode="numeric" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:mb-6">
        {text.presets.map((days) => (
          <Button key={days} size="sm" aria-pressed={typed === String(days)} onClick={() => setTyped(String(days))}>
            {text.preset(days)}
          </Button>
        ))}
      </div>
      <Button type="submit" icon={Archive} busy={archive.isPending} className="sm:mb-6">
        {text.submit}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && stopAsking()}
        title={text.confirmTitle}
        question={asking === null ? "" : text.confirmQuestion(asking)}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        onConfirm={() => asking !== null && run(asking)}
      />
    </form>
  );
}

function ArchiveSearch() {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const results = useArchiveSearch(query);
  const restore = useRestoreArchived();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(typed.trim());
  }

  function restoreOne(id: string) {
    restore.mutate([id], {
      onSuccess: ({ restored }) => (restored === 0 ? notify.info(text.restoreNothing) : notify.success(text.restored)),
      onError: () => notify.error(text.restoreFailed),
    });
  }

  return (
    <div className="mt-2">
      <form role="search" onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label={text.searchLabel} hint={text.searchHint} className="sm:w-96">
          <Input name="archive-search" type="search" value={typed} maxLength={200} onChange={(event) => setTyped(event.target.value)} />
        </Field>
        <Button type="submit" icon={Search} className="sm:mb-6">
          {text.search}
        </Button>
      </form>
      {query.length === 0 ? null : results.isPending ? (
        <LoadingStatus className="">{text.searching}</LoadingStatus>
      ) : results.isError ? (
        <Notice tone="error" className="">
          {text.searchFailed}
        </Notice>
      ) : results.data.length === 0 ? (
        <EmptyState icon={Search} className="">
          {text.noResults}
        </EmptyState>
      ) : (
        <ul aria-label={text.resultsLabel} className="divide-y divide-slate-200">
          {results.data.map((article) => (
            <li key={article.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{article.title}</p>
                <p className="text-sm text-slate-600">
                  {article.source_name} · {longDate(article.published_at)} · {text.archivedOn(longDate(article.archived_at))}
                </p>
              </div>
              <Button
                size="sm"
                icon={ArchiveRestore}
                aria-label={text.restoreLabel(article.title)}
                busy={restore.isPending && restore.variables?.[0] === article.id}
                onClick={() => restoreOne(article.id)}
              >
                {text.restore}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
