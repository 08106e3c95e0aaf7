import { Loader2, Plus } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { LIMITS } from "../../../../shared/constants";
import { notify } from "../../../lib/notify";
import { useCreateFeed } from "../api/create-feed";
import { INVALID_LIMIT, readImportLimit } from "../import-limit";
import { inputClass, labelClass, panelClass, primaryButtonClass } from "../../../lib/dashboard-styles";

/** The add-feed form: name and URL required, import limit 1-100 (10 when left blank or not a number). */
export function AddFeedForm() {
  const create = useCreateFeed();
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const feedUrl = String(form.get("feed_url") ?? "").trim();
    // docs/product.md#feed-rss: without a name and a URL nothing happens.
    if (!name || !feedUrl) return;
    const importLimit = readImportLimit(String(form.get("import_limit") ?? ""));
    if (importLimit === null) {
      notify.error(INVALID_LIMIT.title, INVALID_LIMIT.description);
      return;
    }
    create.mutate(
      { name, feed_url: feedUrl, import_limit: importLimit },
      {
        onSuccess: (feed) => {
          notify.success("Feed aggiunto", feed.name);
          formRef.current?.reset();
        },
        onError: () => notify.error("Errore nell'aggiunta del feed"),
      },
    );
  }

  return (
    <section aria-labelledby="add-feed-title" className={`@container ${panelClass}`}>
      <h2 id="add-feed-title" className="text-lg font-semibold text-slate-900">
        Aggiungi feed
      </h2>
      <form ref={formRef} onSubmit={submit} className="mt-4 grid gap-4 @xl:grid-cols-[1fr_1fr_11rem] @xl:items-end">
        <div>
          <label htmlFor="feed-name" className={labelClass}>
            Nome
          </label>
          <input id="feed-name" name="name" required maxLength={200} autoComplete="off" placeholder="Es. ANSA Cronaca" className={inputClass} />
        </div>
        <div>
          <label htmlFor="feed-url" className={labelClass}>
            URL del feed
          </label>
          <input id="feed-url" name="feed_url" type="url" required placeholder="https://..." className={inputClass} />
        </div>
        <div>
          <label htmlFor="feed-limit" className={labelClass}>
            Limite di importazione
          </label>
          {/* No min/max: the browser would block the form silently instead of the "Limite non valido" toast. */}
          <input
            id="feed-limit"
            name="import_limit"
            type="number"
            inputMode="numeric"
            defaultValue={LIMITS.importLimit.fallback}
            className={inputClass}
          />
        </div>
        <div className="@xl:col-span-3">
          <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
            {create.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Plus aria-hidden className="h-4 w-4" />}
            Aggiungi Feed
          </button>
        </div>
      </form>
    </section>
  );
}
