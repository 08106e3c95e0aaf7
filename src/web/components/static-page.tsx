import type { ReactNode } from "react";

/** Layout of the static information pages: a title, an optional date line and readable prose. */
export function StaticPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-slate-500">Ultimo aggiornamento: {updated}</p> : null}
      <div className="prose-page mt-8 space-y-6 text-slate-700 leading-relaxed">{children}</div>
    </article>
  );
}

/** A titled section of a static page. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
