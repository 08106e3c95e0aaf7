/** Tailwind classes shared by the dashboard screens (forms, panels, buttons), so they look alike. */
export const panelClass = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30";
export const labelClass = "block text-sm font-medium text-slate-800";
export const hintClass = "mt-1 text-xs text-slate-500";
export const headingClass = "text-lg font-semibold text-slate-900";
export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-blue-900 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-600 disabled:cursor-not-allowed disabled:opacity-60";
export const switchRootClass =
  "relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors disabled:opacity-60 data-[state=checked]:bg-blue-800";
export const switchThumbClass =
  "block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]";
export const compactButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
