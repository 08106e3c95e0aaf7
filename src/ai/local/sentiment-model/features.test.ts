import { describe, expect, it } from "vitest";
import { stemTokens } from "../lexicon-index.js";
import { tokenize } from "../../../italian/tokenize.js";
import { sentimentFeatures } from "./features.js";

function features(text: string, raw = true) {
  const tokens = tokenize(text);
  return sentimentFeatures({ tokens, stems: stemTokens(tokens), ...(raw ? { text } : {}) });
}

describe("sentimentFeatures", () => {
  it("reads words by light stem, numbers as one feature", () => {
    expect(features("Bellissima giornata, 25 gradi")).toEqual(["bellissim", "giornat", "<num>", "grad"]);
  });

  it("marks the words a negation reaches, up to the end of its clause", () => {
    expect(features("non è stato un successo, bravi")).toEqual(["non", "¬è", "¬stat", "¬un", "¬success", "brav"]);
  });

  it("reads emoticons, emoji and shouting from the raw text only", () => {
    expect(features("che giornata :) 😍 !!")).toEqual(["che", "giornat", "<emo+>", "<emo+>", "<!!>"]);
    expect(features("che giornata :( 😭")).toEqual(["che", "giornat", "<emo->", "<emo->"]);
    expect(features("che giornata :( 😭", false)).toEqual(["che", "giornat"]);
  });

  it("keeps an emoji whose mood is not plain as itself", () => {
    expect(features("ahah 😂")).toEqual(["ahah", "😂"]);
  });
});
