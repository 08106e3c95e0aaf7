import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../../feeds/charset.js";
import { extractArticle } from "../../feeds/extract/extract-article.js";
import { parseFeed } from "../../feeds/parse/parse-feed.js";
import { agreedSentences, laterReports, storyHeadline, type StoryReport, supportedSentences } from "./story-digest.js";

const BASE = "http://demo.example";
const demo = join(import.meta.dirname, "../../../demo");

/** The demo's earthquake as five publishers report it: the feed's excerpt and the page's text, as the sync stores them. */
function quakeReports(): StoryReport[] {
  return readdirSync(join(demo, "feeds")).flatMap((name) => {
    const text = decodeDocument(readFileSync(join(demo, "feeds", name)), null, name.endsWith(".json") ? "json" : "xml").replaceAll("{{BASE}}", BASE);
    const feed = parseFeed(text, `${BASE}/feeds/${name}`);
    return feed.items
      .filter((item) => /terremoto|scossa/i.test(item.title) && /Borgo San Lio|4\.6/.test(item.title))
      .map((item) => {
        const page = extractArticle(readFileSync(join(demo, new URL(item.link!).pathname), "utf8"), item.link!);
        return { id: item.link!, source_name: feed.title, title: item.title, summary: item.summary.slice(0, 300), text: page?.text ?? null, published_at: item.publishedAt! };
      });
  });
}

function report(source: string, minutes: number, title: string, text: string): StoryReport {
  return { id: `${source}-${minutes}`, source_name: source, title, summary: null, text, published_at: new Date(Date.UTC(2026, 10, 21, 3, minutes)) };
}

describe("Il punto: what at least two sources agree on", () => {
  const reports = quakeReports();
  const agreed = agreedSentences(reports);

  it("finds the earthquake's agreed facts in the demo, each credited to two or more publishers", () => {
    expect(reports).toHaveLength(5);
    expect(agreed.length).toBeGreaterThanOrEqual(2);
    for (const sentence of agreed) expect(new Set(sentence.credits.map((credit) => credit.source_name)).size).toBeGreaterThanOrEqual(2);
    const all = agreed.map((sentence) => sentence.text).join(" ");
    expect(all).toMatch(/3\.12/);
    expect(all).toMatch(/nove chilometri di profondità/);
  });

  it("quotes each sentence word for word from its first credited report", () => {
    const byId = new Map(reports.map((one) => [one.id, `${one.summary} ${one.text}`]));
    for (const sentence of agreed) expect(byId.get(sentence.credits[0]!.id)).toContain(sentence.text);
  });

  it("leaves out one publisher's angle: the landslides, the hospital, the seismographs' explanation", () => {
    const all = agreed.map((sentence) => sentence.text).join(" ");
    expect(all).not.toMatch(/frane|pazienti|depositi alluvionali|sportello/);
  });

  it("says nothing when the sources agree on no sentence", () => {
    const apart = [
      report("Fonte A", 0, "Scossa a Borgo San Lio", "Le scuole di Valdoria resteranno chiuse per le verifiche sugli edifici pubblici."),
      report("Fonte B", 30, "Terremoto, frane in collina", "Due frane hanno invaso la provinciale 12 sopra il paese di Borgo San Lio."),
    ];
    expect(agreedSentences(apart)).toEqual([]);
  });

  it("does not count one publisher twice: two reports of the same source agreeing are not two sources", () => {
    const same = [
      report("Fonte A", 0, "Scossa", "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte."),
      report("Fonte A", 40, "Scossa, aggiornamento", "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 della notte scorsa."),
    ];
    expect(agreedSentences(same)).toEqual([]);
  });

  it("heads the page with the title that shares most with the others, not with one angle", () => {
    expect(storyHeadline(reports).title).not.toMatch(/ospedale|sismografi|frane/);
  });
});

describe("Cosa è cambiato: what each later report added", () => {
  it("gives every report after the first with a sentence the earlier ones did not say", () => {
    const later = laterReports(quakeReports());
    expect(later).toHaveLength(4);
    const landslides = later.find((entry) => entry.report.source_name === "EcoNotizie")!;
    expect(landslides.added).toMatch(/frane|rocce|provinciale/i);
    for (const entry of later) if (entry.added) expect(`${entry.report.summary} ${entry.report.text}`).toContain(entry.added);
  });

  it("adds nothing for a report that repeats an earlier one", () => {
    const later = laterReports([
      report("Fonte A", 0, "Scossa", "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte."),
      report("Fonte B", 30, "Scossa", "Alle 3.12 di questa notte un terremoto di magnitudo 4.6 ha colpito Borgo San Lio."),
    ]);
    expect(later).toEqual([{ report: expect.objectContaining({ source_name: "Fonte B" }), added: null }]);
  });
});

describe("a provider's summary, checked against the reports", () => {
  it("keeps the sentences the reports support, credited to them, and drops what none says", () => {
    const reports = quakeReports();
    const written =
      "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte, con epicentro a circa nove chilometri di profondità. " +
      "Il governo ha stanziato cinquanta milioni di euro per la ricostruzione delle case danneggiate. " +
      "Due frane hanno interrotto la provinciale 12 e una strada comunale sopra il paese.";
    const kept = supportedSentences(written, reports);
    expect(kept.map((sentence) => sentence.text)).toEqual([
      "Un terremoto di magnitudo 4.6 ha colpito Borgo San Lio alle 3.12 di questa notte, con epicentro a circa nove chilometri di profondità.",
      "Due frane hanno interrotto la provinciale 12 e una strada comunale sopra il paese.",
    ]);
    expect(kept[0]!.credits.length).toBeGreaterThanOrEqual(3);
    expect(kept[1]!.credits.map((credit) => credit.source_name)).toEqual(["EcoNotizie"]);
  });
});
