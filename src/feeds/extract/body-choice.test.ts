import { describe, expect, it } from "vitest";
import { chooseParagraphs } from "./body-choice.js";

const sentence = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `La frase numero ${i + 1} parla di ${topic} con parole sempre diverse come ${topic}${i} e altro${i}.`).join(" ");
const body = [sentence("porto", 4), sentence("treni", 4), sentence("sindacati", 4)];

describe("chooseParagraphs", () => {
  it("keeps Readability's paragraphs that the declared body holds, dropping captions and teasers", () => {
    const read = ["Foto di Mario Rossi: le gru del porto al tramonto", body[0]!, "Leggi anche: il nuovo terminal", body[1]!, body[2]!];
    expect(chooseParagraphs(read, body.join(" "))).toEqual(body);
  });

  it("uses the declared body when Readability kept much less of it (a paywall)", () => {
    expect(chooseParagraphs([body[0]!], body.join("\n\n"))).toEqual(body);
  });

  it.each([
    ["a teaser ending in an ellipsis", `${body[0]} ${body[1]}…`],
    ["a summary far shorter than the page's text", body[0]!],
    ["nothing", null],
  ])("leaves Readability's text alone when the declared body is %s", (_name, declared) => {
    const read = ["Una didascalia qualunque", ...body];
    expect(chooseParagraphs(read, declared)).toEqual(read);
  });
});
