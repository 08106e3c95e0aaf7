import type { AiConfigView } from "../../../shared/ai";

/** Providers as the server lists them: priority 1 first, then the oldest first among equals. */
export function sortByPriority(configs: readonly AiConfigView[]): AiConfigView[] {
  return [...configs].sort((a, b) => a.priority - b.priority || a.created_at.localeCompare(b.created_at));
}
