import { describe, expect, it } from "vitest";
import type { AdminArticle } from "../../../shared/admin-articles";
import { editInput, editValuesOf } from "./edit-form";

const article: AdminArticle = {
  id: "7d1d3c52-3f0e-4f57-9a3e-2a6c1f0b9e11",
  title: "Treni in ritardo",
  content_summary: null,
  category: null,
  sentiment: null,
  source_name: "ANSA",
  source_url: "https://ansa.example/treni",
  content_extraction_method: "rss",
  content_word_count: 320,
  processing_status: "pending",
  ai_processed: false,
  processed_by_ai_provider: null,
  processing_error: null,
  views: 0,
  published_at: "2026-11-20T08:00:00.000Z",
  imported_at: "2026-11-20T08:05:00.000Z",
};

describe("the edit dialog's form", () => {
  it("starts from the article, with empty text where it has nothing", () => {
    expect(editValuesOf(article)).toEqual({ title: "Treni in ritardo", summary: "", category: "", sentiment: "" });
  });

  it("sends the four fields, trimmed", () => {
    expect(editInput({ title: "  Treni in orario ", summary: " Tutto bene. ", category: "altro", sentiment: "positivo" })).toEqual({
      input: { title: "Treni in orario", content_summary: "Tutto bene.", category: "altro", sentiment: "positivo" },
    });
  });

  it("leaves out a category or sentiment not chosen, and sends an emptied summary as none", () => {
    expect(editInput({ title: "Treni", summary: "   ", category: "", sentiment: "" })).toEqual({ input: { title: "Treni", content_summary: null } });
  });

  it("refuses a blank title", () => {
    expect(editInput({ title: "   ", summary: "", category: "sport", sentiment: "neutrale" })).toEqual({ error: "titleRequired" });
  });
});
