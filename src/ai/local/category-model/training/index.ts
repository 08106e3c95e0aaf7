/**
 * The category model's shipped training text, per category: short and medium
 * Italian sentences in news, encyclopedic and travel-guide style, written for
 * this repository (docs/decisions.md, "Local analyzer: category and learning").
 */
import type { Category } from "../../../../shared/constants.js";
import { ambiente } from "./ambiente.js";
import { cronaca } from "./cronaca.js";
import { cultura } from "./cultura.js";
import { economia } from "./economia.js";
import { internazionale } from "./internazionale.js";
import { intrattenimento } from "./intrattenimento.js";
import { politica } from "./politica.js";
import { salute } from "./salute.js";
import { scienza } from "./scienza.js";
import { sport } from "./sport.js";
import { tecnologia } from "./tecnologia.js";
import { viaggi } from "./viaggi.js";

/** One block of text per category, one example a line. */
export const TRAINING_TEXT: Readonly<Record<Category, string>> = {
  tecnologia, politica, economia, sport, salute, scienza, cultura, cronaca, ambiente, internazionale, intrattenimento, viaggi,
};
