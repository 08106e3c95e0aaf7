/** The dimmed page behind a dialog. */
export const overlayClass = "fixed inset-0 z-50 bg-slate-900/40";
/** A centred dialog box, never wider than the phone, scrolling inside when taller than the screen. */
export const dialogBoxClass =
  "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none";
/** The dialog's buttons: stacked, main action on top, on a phone; in a row, main action last, elsewhere. */
export const dialogFooterClass = "mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end";
