import { describe, expect, it } from "vitest";
import { isCreditLine, withoutAgencyMarks } from "./credit-lines.js";

describe("isCreditLine", () => {
  it.each([
    ["a labelled credit", "Foto: Marco Sala"],
    ["a labelled caption", "Nella foto: il sindaco con l'assessore al taglio del nastro"],
    ["a credit in capitals", "FOTO: ANSA"],
    ["a photographer's name", "Foto di Mario Rossi"],
    ["a photographer without “di”", "Foto Marco Sala"],
    ["a photographer and an agency", "Ph. Luca Bianchi / Ansa"],
    ["a credit before its caption", "Foto di Mario Rossi: le gru del porto al tramonto"],
    ["an agency alone", "(ANSA)"],
    ["an agency and a photographer", "ANSA/Mario Rossi"],
    ["a photo agency in brackets", "(Foto ANSA)"],
    ["a copyright line", "© Getty Images"],
    ["a copyright word", "Copyright 2026 Corriere di Valdoria"],
    ["a caption ending in its credit", "Le ruspe al lavoro sull'argine nel marzo scorso (Foto Consorzio di bonifica)"],
    ["a source under a table", "Fonte: elaborazione su dati Istat"],
  ])("knows %s", (_case, line) => {
    expect(isCreditLine(line)).toBe(true);
  });

  it.each([
    ["a sentence about photos", "Le foto del concerto sono state pubblicate sul sito del Comune."],
    ["a sentence that starts with the word", "Foto e video hanno fatto il giro dei social in poche ore."],
    ["a sentence naming an agency", "Lo ha riferito l'ANSA in serata, citando fonti del ministero."],
    ["a long paragraph after a colon", `Fonte: ${"il rapporto dice che la spesa è cresciuta ancora ".repeat(6)}`],
    ["a photographer's name running into a sentence", "Foto di Mario Rossi e poi la conferenza stampa del sindaco è cominciata"],
  ])("leaves %s", (_case, line) => {
    expect(isCreditLine(line)).toBe(false);
  });

  it("stays fast on a long line that only looks like names", () => {
    const started = performance.now();
    isCreditLine(`Foto ${"Mario-Rossi-Bianchi / Sala ".repeat(9)}fine`);
    isCreditLine(`Foto ${"A-".repeat(5000)}a`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("withoutAgencyMarks", () => {
  it.each([
    ["an opening mark and its dateline", "(ANSA) - ROMA, 21 NOV - Il governo ha approvato il decreto.", "Il governo ha approvato il decreto."],
    ["an opening mark alone", "(Adnkronos) - Il governo ha approvato il decreto.", "Il governo ha approvato il decreto."],
    ["a closing mark after the stop", "Il governo ha approvato il decreto. (ANSA).", "Il governo ha approvato il decreto."],
    ["a closing mark before the stop", "Il governo ha approvato il decreto (ANSA).", "Il governo ha approvato il decreto."],
    ["a paragraph without marks", "L'ANSA ha riferito che il governo ha approvato il decreto.", "L'ANSA ha riferito che il governo ha approvato il decreto."],
  ])("removes %s", (_case, paragraph, expected) => {
    expect(withoutAgencyMarks(paragraph)).toBe(expected);
  });
});
