// An AI processing failure in Italian (docs/product.md#language-time-and-numbers): the server keeps short English
// messages (src/ai/ai-call-error.ts, enrich-article.ts) for its logs; Articoli and Configurazione AI show these words.

/** The English message's marker and what it means, most specific first. */
const RULES: Array<[RegExp, (status: string | undefined) => string]> = [
  [/rejected the API key/i, (status) => `chiave API rifiutata dal provider${http(status)}`],
  [/API key is missing/i, () => "chiave API del provider mancante"],
  [/rate limit reached/i, () => "limite di richieste del provider raggiunto"],
  [/did not answer in time/i, () => "il provider non ha risposto in tempo"],
  [/call was aborted/i, () => "chiamata al provider interrotta"],
  [/Cannot reach the provider/i, () => "provider non raggiungibile"],
  [/answer is not valid/i, () => "risposta del provider non valida"],
  [/answered HTTP/i, (status) => `il provider ha risposto con un errore${http(status)}`],
  [/Confidence .* below the minimum/i, () => "classificazione troppo incerta (confidenza sotto la soglia)"],
  [/No AI provider available/i, () => "nessun provider AI disponibile e analizzatore locale disattivato"],
];

function http(status: string | undefined): string {
  return status ? ` (HTTP ${status})` : "";
}

/** The Italian words for a processing error; null for one the rules do not know (the screen then says "errore sconosciuto"). */
export function aiErrorText(message: string | null | undefined): string | null {
  if (!message) return null;
  const status = message.match(/\bHTTP (\d{3})\b/)?.[1];
  for (const [pattern, text] of RULES) if (pattern.test(message)) return text(status);
  return null;
}
