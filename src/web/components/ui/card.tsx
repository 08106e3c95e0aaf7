/** The white box every dashboard panel and card is drawn in. */
export const cardClass = "rounded-xl border border-slate-200 bg-white shadow-sm";
