import { describe, expect, it } from "vitest";
import { stemTokens } from "./lexicon-index.js";
import { ROLE } from "./news-cues.js";
import { tokenize } from "../../italian/tokenize.js";
import { zonePolarity, type ZoneOptions } from "./zone-polarity.js";

const TITLE: ZoneOptions = { split: 0, recalls: false, resolved: 0 };
const BODY: ZoneOptions = { split: 0, recalls: true, resolved: 0 };

function read(text: string, options: ZoneOptions = TITLE) {
  const tokens = tokenize(text);
  return zonePolarity(tokens, stemTokens(tokens), options);
}

function net(text: string, options: ZoneOptions = TITLE): number {
  const { head, rest } = read(text, options);
  return head.positive + rest.positive - head.negative - rest.negative;
}

describe("zonePolarity", () => {
  it.each([
    ["a bad thing falling", "La disoccupazione scende al 6%", 1],
    ["a bad thing halved", "Vittime della strada dimezzate", 1],
    ["a bad thing at its lowest", "Spread ai minimi da tre anni", 1],
    ["a good thing rising", "Crescono le esportazioni verso gli Stati Uniti", 1],
    ["a bad thing rising", "Aumentano i prezzi delle bollette", -1],
    ["a good thing falling", "Calano le vendite di auto", -1],
    ["a good thing slowing", "La crescita rallenta", -1],
  ])("reads a trend of a quantity as one fact: %s", (_case, text, sign) => {
    expect(Math.sign(net(text))).toBe(sign);
    expect(read(text).trends).toBe(1);
  });

  it("pairs a trend with a quantity of an earlier clause, never of a later one", () => {
    expect(net("Bollette, da ottobre aumenti del 12%")).toBeLessThan(0);
    // "Crolla" is a collapse here, not a fall in the number of victims.
    expect(net("Crolla il ponte, vittime sotto le macerie")).toBeLessThan(0);
    expect(read("Crolla il ponte, vittime sotto le macerie").trends).toBe(0);
  });

  it.each([
    "Sgominata la banda dei furti in villa",
    "Truffe agli anziani, arrestati i finti carabinieri",
    "Recuperata la refurtiva della rapina",
    "Arrestato il sindaco per corruzione",
  ])("reads an arrest as the crime it ends, a harm: %s", (text) => {
    expect(net(text)).toBeLessThan(0);
    expect(read(text).harm).toBe(true);
  });

  it.each([
    ["Terremoto nella notte, nessun ferito", "nessun ferito"],
    ["Incendio in un hotel, salvati tutti gli ospiti", "salvati"],
    ["Frana sulla statale, illeso il conducente", "illeso"],
  ])("keeps the relief beside a harm apart: %s", (text, _relief) => {
    const { rest, harm } = read(text);
    expect(harm).toBe(true);
    expect(rest.relief).toBeGreaterThan(0);
    expect(rest.relief).toBeCloseTo(rest.positive);
  });

  it("names no harm where there is only relief or a plight", () => {
    expect(read("Il bilancio della festa: nessun ferito").harm).toBe(false);
    expect(read("Escursionista dispersa in montagna").harm).toBe(false);
  });

  it("reads the lost found as good news, their plight as background", () => {
    expect(net("Escursionista dispersa ritrovata: sta bene")).toBeGreaterThan(0);
    expect(net("Escursionista dispersa in montagna")).toBeLessThan(0);
  });

  it("reads help after a harm as good news", () => {
    expect(net("Stanziati i fondi per la ricostruzione dopo l'alluvione")).toBeGreaterThan(0);
  });

  it.each([
    ["the pluperfect", "La giovane era stata uccisa dal compagno."],
    ["a past year", "L'edificio crollò nel terremoto del 2016."],
  ])("counts a body sentence recalling the past (%s) half", (_case, text) => {
    expect(net(text, BODY)).toBeCloseTo(net(text, TITLE) / 2);
  });

  it("tells the title's head from its rest", () => {
    const { head, rest } = read("Alluvione in Romagna, stanziati i fondi", { ...TITLE, split: 3 });
    expect(head.negative).toBeGreaterThan(0);
    expect(head.positive).toBe(0);
    expect(rest.positive).toBeGreaterThan(0);
  });

  it("reports the roles a zone's words play", () => {
    expect(read("Strage, rinviata l'udienza").roles & ROLE.procedural).toBeTruthy();
    expect(read("Rapina in banca").roles & ROLE.procedural).toBe(0);
    expect(read("Sgominata la banda").roles & ROLE.act).toBeTruthy();
  });

  it("lets a headline's rescue make the plight in the body background", () => {
    const body = "Il ragazzo era disperso da due giorni.";
    expect(net(body, TITLE)).toBeLessThan(0);
    expect(net(body, { ...TITLE, resolved: ROLE.plight })).toBe(0);
  });
});
