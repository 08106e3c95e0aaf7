import type { FeedFailureReason, FeedView } from "../../../shared/feeds";

/** The sync status badge of a feed row. */
export const SYNC_STATUS_LABELS: Record<FeedView["last_sync_status"], string> = {
  success: "Successo",
  failed: "Fallito",
  pending: "In attesa",
};

/** Why a feed could not be read, in the words the admin sees on its row. */
export const FAILURE_REASON_LABELS: Record<FeedFailureReason, string> = {
  timeout: "Tempo scaduto",
  dns: "Dominio non trovato",
  tls: "Errore TLS/certificato",
  connection: "Connessione rifiutata",
  http_status: "Errore HTTP",
  too_many_redirects: "Troppi reindirizzamenti",
  too_large: "Risposta troppo grande",
  ssrf_refused: "Indirizzo non consentito",
  bot_protection: "Bloccato da protezione anti-bot",
  not_a_feed: "Non è un feed",
  parse_error: "Feed non leggibile",
};

/** The Italian label of a stored failure reason; an unknown one reads as a generic failure. */
export function failureReasonLabel(reason: string | null): string {
  return (reason && FAILURE_REASON_LABELS[reason as FeedFailureReason]) || "Errore sconosciuto";
}
