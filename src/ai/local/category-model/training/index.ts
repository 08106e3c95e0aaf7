/**
 * The category model's shipped training text, by source: Italian lines in
 * many publishers' registers (headlines, leads, wire copy, encyclopedic
 * sentences, social posts, press releases, guides), written for this
 * repository (docs/decisions.md, "Local analyzer: category and learning").
 */
import { consigli } from "./redazione/consigli.js";
import { enciclopediaAffariPubblici } from "./redazione/enciclopedia-affari-pubblici.js";
import { enciclopediaSapere } from "./redazione/enciclopedia-sapere.js";
import { enciclopediaSvago } from "./redazione/enciclopedia-svago.js";
import { notizieAffariPubblici } from "./redazione/notizie-affari-pubblici.js";
import { notizieSapere } from "./redazione/notizie-sapere.js";
import { notizieSvago } from "./redazione/notizie-svago.js";
import type { TrainingSource } from "./source.js";

/** Every source's text; a source may appear in several parts. */
export const TRAINING_TEXT: readonly TrainingSource[] = [
  notizieAffariPubblici,
  notizieSvago,
  notizieSapere,
  enciclopediaAffariPubblici,
  enciclopediaSvago,
  enciclopediaSapere,
  consigli,
];
