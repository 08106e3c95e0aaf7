import type { Sentiment } from "../../shared/constants";

/** The sentiment badge colours (docs/product.md#sentiment: green / gray / red), shared by the cards and the article page. */
export const SENTIMENT_STYLES: Record<Sentiment, string> = {
  positivo: "bg-green-100 text-green-800",
  neutrale: "bg-slate-100 text-slate-700",
  negativo: "bg-red-100 text-red-800",
};
