/**
 * Story summaries written by a provider (docs/product.md#story-page): asked
 * in the background when a story page is first read and kept in this process,
 * so the page never waits on a provider (it shows "Il punto" from agreeing
 * sentences meanwhile). What the provider writes is checked sentence by
 * sentence against the reports (supportedSentences) before it is kept; a
 * story whose reports change is asked again. Per process, not stored: a
 * summary is a few sentences, cheap to ask again after a restart, and the
 * reports it was checked against are what the page shows anyway.
 */
import { supportedSentences, type StoryReport } from "../articles/stories/story-digest.js";
import type { WrittenStorySummary } from "../shared/stories.js";
import { askProvidersInTurn } from "./ask-in-turn.js";
import { askForStorySummary } from "./ask-provider.js";
import { clock, type AiDeps } from "./deps.js";

/** Stories kept; a story page read often stays. */
const KEPT = 500;
/** Stories waiting to be asked for: past this, a story waits for its page's next reading. */
const MAX_WAITING = 20;
/** A provider's summary reads the reports' first sentences: the top of each is where its facts are. */
const REPORT_TEXT_CHARS = 1_500;
/** Reports given to the provider: the earliest ones tell the event, later ones repeat it. */
const MAX_PROMPT_REPORTS = 8;

export class StorySummaries {
  /** By story id: the reports it was asked for (their ids) and what was kept (null: nothing the reports support). */
  private readonly kept = new Map<string, { reports: string; summary: WrittenStorySummary | null }>();
  private readonly waiting = new Map<string, StoryReport[]>();
  private running: Promise<void> | undefined;

  constructor(private readonly deps: AiDeps) {}

  /**
   * The checked summary of the story as its reports stand, or null: none kept
   * yet (then asked for in the background, when a provider is active), or
   * none of the provider's sentences held.
   */
  written(storyId: string, reports: readonly StoryReport[]): WrittenStorySummary | null {
    const key = reportsKey(reports);
    const held = this.kept.get(storyId);
    if (held?.reports === key) return held.summary;
    if (!this.waiting.has(storyId) && this.waiting.size < MAX_WAITING) {
      this.waiting.set(storyId, [...reports]);
      this.running ??= this.work().finally(() => {
        this.running = undefined;
      });
    }
    return null;
  }

  /** Resolves once every story waiting now has been asked (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Keeps a story's summary, the oldest kept one going past KEPT (a Map keeps insertion order). */
  private keep(storyId: string, entry: { reports: string; summary: WrittenStorySummary | null }): void {
    this.kept.delete(storyId);
    this.kept.set(storyId, entry);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  /** Asks for the waiting stories one at a time: a page's readers never queue providers in parallel. */
  private async work(): Promise<void> {
    for (const [storyId, reports] of this.waiting) {
      try {
        const summary = await this.ask(reports);
        if (summary !== undefined) this.keep(storyId, { reports: reportsKey(reports), summary });
      } catch {
        // A database error while reserving a provider: the story is asked again at its next reading.
      } finally {
        this.waiting.delete(storyId);
      }
    }
  }

  /** The checked summary; null when nothing held; undefined when no provider answered (asked again at the next reading). */
  private async ask(reports: readonly StoryReport[]): Promise<WrittenStorySummary | null | undefined> {
    const now = clock(this.deps);
    const prompt = [...reports]
      .sort((a, b) => a.published_at.getTime() - b.published_at.getTime())
      .slice(0, MAX_PROMPT_REPORTS)
      .map((report) => ({ source_name: report.source_name, title: report.title, text: `${report.summary ?? ""} ${report.text ?? ""}`.slice(0, REPORT_TEXT_CHARS) }));
    const asked = await askProvidersInTurn(
      this.deps,
      now,
      (provider) => askForStorySummary(provider, prompt, { fetch: this.deps.aiFetch, timeoutMs: this.deps.timeoutMs, signal: this.deps.stopping }),
      { task: "story summary" },
    );
    if (!asked.provider) return undefined;
    const sentences = supportedSentences(asked.answer, reports);
    return sentences.length === 0 ? null : { provider: asked.provider.provider, sentences };
  }
}

function reportsKey(reports: readonly StoryReport[]): string {
  return reports
    .map((report) => report.id)
    .sort()
    .join(",");
}
