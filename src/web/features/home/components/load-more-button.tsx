import { LoaderCircle } from "lucide-react";
import { plural } from "../../../../shared/plural";
import type { LoadMoreStatus } from "../use-load-more";

/** "Carica altre notizie": a spinner while the page loads, a short message and a retry when it fails. */
export function LoadMoreButton({ status, added, onLoad }: { status: LoadMoreStatus; added: number; onLoad: () => void }) {
  const loading = status === "loading";
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <button
        type="button"
        // Not `disabled`: a disabled button drops the keyboard focus, and the hook ignores a second click anyway.
        onClick={onLoad}
        aria-disabled={loading}
        aria-busy={loading}
        className="inline-flex min-w-56 items-center justify-center gap-2 rounded-full border border-blue-800 bg-white px-6 py-2.5 text-sm font-semibold text-blue-900 shadow-sm transition-colors hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {loading ? <LoaderCircle aria-hidden className="h-4 w-4 motion-safe:animate-spin" /> : null}
        {loading ? "Caricamento..." : "Carica altre notizie"}
      </button>
      {status === "error" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Non è stato possibile caricare altre notizie. Riprova.
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {added > 0 ? `${plural(added, "altra notizia caricata", "altre notizie caricate")}` : ""}
      </p>
    </div>
  );
}
