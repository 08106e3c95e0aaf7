import { Newspaper } from "lucide-react";
import { Link } from "react-router";

/** "Nessun articolo trovato", with a hint and a way back to every article. */
export function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Newspaper aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
      <p className="mt-4 text-lg font-semibold text-slate-900">Nessun articolo trovato</p>
      <p className="mt-1 text-sm text-slate-600">Prova a cercare altri termini o a scegliere un'altra categoria.</p>
      {filtered ? (
        <Link
          to="/"
          className="mt-6 inline-block rounded-md text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Vedi tutte le notizie
        </Link>
      ) : null}
    </div>
  );
}
