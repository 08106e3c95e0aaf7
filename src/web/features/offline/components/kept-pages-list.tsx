import { useEffect, useState } from "react";
import { relativeTime } from "../../../../shared/dates";
import { type KeptPage, readKeptPages } from "../kept-pages";
import { OFFLINE_LABELS } from "../labels";

type ListState = { state: "loading" } | { state: "unsupported" } | { state: "read"; pages: KeptPage[] };

/**
 * The pages the service worker kept, read from the browser's cache after hydration (the server knows
 * nothing of them). Plain links, not client-side navigation: offline, only a whole page load reaches
 * the worker's kept copy.
 */
export function KeptPagesList() {
  const [list, setList] = useState<ListState>({ state: "loading" });
  useEffect(() => {
    let live = true;
    // Without the Cache API (an old browser, a page not served over https) there is nothing to read.
    const read = "caches" in window ? readKeptPages(window.caches) : Promise.reject(new Error("no Cache API"));
    read.then(
      (pages) => live && setList({ state: "read", pages }),
      () => live && setList({ state: "unsupported" }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="pagine-salvate" className="space-y-3">
      <h2 id="pagine-salvate" className="text-xl font-semibold text-slate-900">
        {OFFLINE_LABELS.listTitle}
      </h2>
      {list.state === "loading" ? <p role="status">{OFFLINE_LABELS.loading}</p> : null}
      {list.state === "unsupported" ? <p>{OFFLINE_LABELS.unsupported}</p> : null}
      {list.state === "read" && list.pages.length === 0 ? <p>{OFFLINE_LABELS.empty}</p> : null}
      {list.state === "read" && list.pages.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-kept-pages>
          {list.pages.map((page) => (
            <li key={page.path}>
              <a href={page.path} className="block px-4 py-3 hover:bg-slate-100">
                <span className="block font-medium text-blue-800 underline-offset-2 hover:underline">{page.title}</span>
                <span className="block text-sm text-slate-600">{OFFLINE_LABELS.keptAt(relativeTime(page.keptAt))}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
