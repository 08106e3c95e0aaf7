/**
 * What the story page says of a story from its reports alone, offline
 * (docs/product.md#story-page, docs/decisions.md "The story page"): "Il punto",
 * the sentences at least two sources agree on, each credited to them; the
 * headline the reports share most; and what each later report added.
 * Pure: the reports come in, nothing is read or written.
 */
import { splitSentences } from "../../italian/sentences.js";
import type { CreditedSentence, SentenceCredit } from "../../shared/stories.js";
import { agreement, agrees, sentenceTerms, type SentenceTerms, termWeights } from "./sentence-agreement.js";

/** One source's report of the story, as the page reads it. */
export interface StoryReport {
  id: string;
  source_name: string;
  title: string;
  summary: string | null;
  /** The text the feed or the page gave (already cleaned at import). */
  text: string | null;
  published_at: Date;
}

/** A report after the first, with the first sentence it adds to what the earlier ones said (null when it adds none). */
export interface LaterReport {
  report: StoryReport;
  added: string | null;
}

/** "Il punto" keeps at most this many sentences: the agreed core, not a retelling. */
export const MAX_AGREED_SENTENCES = 4;
/** A report's first sentences carry its facts; a long page's tail is background. */
const SENTENCES_PER_REPORT = 30;
const MIN_SENTENCE = 40;
const MAX_SENTENCE = 320;
/** A candidate is shown only when this share of its weight is said by the sources that agree with it. */
const MIN_BACKED_SHARE = 2 / 3;
/** A later report's sentence that agrees this much with an earlier one adds nothing. */
const REPEAT_SHARE = 0.35;
/** A sentence joins "Il punto" only when this share of its weight is not told by the sentences already in it. */
const NEW_SHARE = 0.4;
/** What a sentence adds on its one source's word counts against it, this many times its weight. */
const UNBACKED_COST = 1.5;
// A paragraph without closing punctuation is a heading ("Scuole chiuse, riunito il centro operativo"), not a sentence.
const CLOSED = /[.!?…»"”)]$/u;

interface Sentence {
  report: StoryReport;
  text: string;
  terms: SentenceTerms;
  /** Order within its report: the summary's first, then the text's. */
  position: number;
}

/** Each report's sentences worth comparing: the summary's, then the text's, headings and repeats left out. */
function reportSentences(report: StoryReport): Sentence[] {
  const seen = new Set<string>();
  const sentences: Sentence[] = [];
  for (const block of [report.summary ?? "", report.text ?? ""]) {
    for (const paragraph of block.split(/\n+/)) {
      const trimmed = paragraph.trim();
      if (!CLOSED.test(trimmed)) continue;
      for (const text of splitSentences(trimmed)) {
        if (text.length < MIN_SENTENCE || text.length > MAX_SENTENCE || seen.has(text)) continue;
        seen.add(text);
        sentences.push({ report, text, terms: sentenceTerms(text), position: sentences.length });
        if (sentences.length >= SENTENCES_PER_REPORT) return sentences;
      }
    }
  }
  return sentences;
}

/**
 * "Il punto": the sentences at least two sources agree on, most widely told
 * first, each in the words of the report that says it most plainly (the one
 * whose words the others back most) and credited to every source agreeing.
 */
export function agreedSentences(reports: readonly StoryReport[], max = MAX_AGREED_SENTENCES): CreditedSentence[] {
  const sentences = reports.flatMap(reportSentences);
  const weight = termWeights(sentences.map((sentence) => sentence.terms));
  const candidates = sentences.flatMap((sentence) => {
    const backed = backing(sentence.terms, sentences.filter((other) => other.report.source_name !== sentence.report.source_name), weight);
    if (!backed) return [];
    const sources = new Set(backed.backers.map((other) => other.report.source_name));
    // What the sentence says that its sources back, less what it adds on its own word.
    return [{ sentence, backers: backed.backers, sources: sources.size, score: backed.weight - UNBACKED_COST * (backed.whole - backed.weight) }];
  });
  candidates.sort((a, b) => b.sources - a.sources || b.score - a.score || a.sentence.position - b.sentence.position);
  const chosen: typeof candidates = [];
  const told = new Set<string>();
  for (const candidate of candidates) {
    if (chosen.length >= max) break;
    const terms = [...candidate.sentence.terms];
    if (sum(terms.filter((term) => !told.has(term)), weight) < NEW_SHARE * sum(terms, weight)) continue;
    chosen.push(candidate);
    for (const term of terms) told.add(term);
  }
  return chosen.map(({ sentence, backers }) => ({ text: sentence.text, credits: creditsOf(sentence, backers) }));
}

/**
 * The sentences among `candidates` that agree with `terms`, when together they
 * say two thirds of it (MIN_BACKED_SHARE); null when they do not.
 */
function backing(terms: SentenceTerms, candidates: readonly Sentence[], weight: (term: string) => number): { backers: Sentence[]; weight: number; whole: number } | null {
  const backers = candidates.filter((other) => agrees(terms, other.terms, weight));
  if (backers.length === 0) return null;
  const backedTerms = new Set(backers.flatMap((other) => [...other.terms]));
  const backedWeight = sum([...terms].filter((term) => backedTerms.has(term)), weight);
  const whole = sum(terms, weight);
  return backedWeight < MIN_BACKED_SHARE * whole ? null : { backers, weight: backedWeight, whole };
}

/**
 * A provider's summary of the story, checked sentence by sentence against the
 * reports (docs/decisions.md, "The story page"): a sentence stays only when
 * some report has a sentence agreeing with it and the agreeing sentences say
 * two thirds of it, as for "Il punto"; it is credited to their sources,
 * earliest first. What no report says is dropped, however well written.
 */
export function supportedSentences(written: string, reports: readonly StoryReport[]): CreditedSentence[] {
  const sources = reports.flatMap(reportSentences);
  const sentences = splitSentences(written.replace(/\s+/g, " ").trim()).map((text) => ({ text, terms: sentenceTerms(text) }));
  const weight = termWeights([...sources.map((sentence) => sentence.terms), ...sentences.map((sentence) => sentence.terms)]);
  return sentences.flatMap(({ text, terms }) => {
    const backed = backing(terms, sources, weight);
    if (!backed) return [];
    const earliest = [...backed.backers].sort((a, b) => a.report.published_at.getTime() - b.report.published_at.getTime());
    const credits = new Map<string, SentenceCredit>();
    for (const { report } of earliest) if (!credits.has(report.source_name)) credits.set(report.source_name, { id: report.id, source_name: report.source_name });
    return [{ text, credits: [...credits.values()] }];
  });
}

/** The sentence's own report first, then one report per other agreeing source, earliest first. */
function creditsOf(sentence: Sentence, backers: readonly Sentence[]): SentenceCredit[] {
  const bySource = new Map<string, StoryReport>();
  for (const { report } of [...backers].sort((a, b) => a.report.published_at.getTime() - b.report.published_at.getTime())) {
    if (!bySource.has(report.source_name)) bySource.set(report.source_name, report);
  }
  return [sentence.report, ...bySource.values()].map(({ id, source_name }) => ({ id, source_name }));
}

function sum(terms: Iterable<string>, weight: (term: string) => number): number {
  let total = 0;
  for (const term of terms) total += weight(term);
  return total;
}

function share(terms: readonly string[], of: SentenceTerms, weight: (term: string) => number): number {
  const whole = sum(of, weight);
  return whole === 0 ? 0 : sum(terms, weight) / whole;
}

/** The reports in the order they were published (ties by id, so the order is stable). */
export function inPublicationOrder(reports: readonly StoryReport[]): StoryReport[] {
  return [...reports].sort((a, b) => a.published_at.getTime() - b.published_at.getTime() || a.id.localeCompare(b.id));
}

/**
 * The story's headline: the title that shares most with the other titles
 * (the one that tells the event as all sources tell it, not one angle of
 * it); the earliest report's on a tie.
 */
export function storyHeadline(reports: readonly StoryReport[]): StoryReport {
  const ordered = inPublicationOrder(reports);
  const titles = ordered.map((report) => sentenceTerms(report.title));
  const weight = termWeights(titles);
  let best = 0;
  let bestScore = -1;
  titles.forEach((terms, i) => {
    let score = 0;
    titles.forEach((other, j) => {
      if (i === j) return;
      for (const term of terms) if (other.has(term)) score += weight(term);
    });
    if (score > bestScore + 1e-9) {
      best = i;
      bestScore = score;
    }
  });
  return ordered[best]!;
}

/**
 * "Cosa è cambiato": every report after the first, with the first of its
 * sentences that no earlier report said (agreeing with none of theirs and
 * mostly made of terms they did not use).
 */
export function laterReports(reports: readonly StoryReport[]): LaterReport[] {
  const ordered = inPublicationOrder(reports);
  const sentencesOf = new Map(ordered.map((report) => [report.id, reportSentences(report)]));
  const weight = termWeights([...sentencesOf.values()].flat().map((sentence) => sentence.terms));
  return ordered.slice(1).map((report, i) => {
    const earlier = ordered.slice(0, i + 1).flatMap((before) => sentencesOf.get(before.id)!);
    const earlierTerms = new Set(earlier.flatMap((sentence) => [...sentence.terms]));
    const added = sentencesOf.get(report.id)!.find(
      (sentence) =>
        earlier.every((before) => agreement(sentence.terms, before.terms, weight) < REPEAT_SHARE) &&
        share([...sentence.terms].filter((term) => earlierTerms.has(term)), sentence.terms, weight) < 0.5,
    );
    return { report, added: added?.text ?? null };
  });
}
