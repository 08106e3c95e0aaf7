import { LoaderCircle } from "lucide-react";

/** The spinner shown while a client-side navigation loads the next listing. */
export function LoadingState() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <LoaderCircle aria-hidden className="h-10 w-10 text-blue-800 motion-safe:animate-spin" />
      <p className="text-sm font-medium">Caricamento...</p>
    </div>
  );
}
