/**
 * The category model's shipped training text, by source: Italian lines in
 * many publishers' registers (headlines, leads, wire copy, encyclopedic
 * sentences, social posts, press releases, guides), written for this
 * repository (docs/decisions.md, "Local analyzer: category and learning").
 */
import { agenziaStampaPeninsulare } from "./agenzia-stampa-peninsulare.js";
import { avvisiPubblici } from "./avvisi-pubblici.js";
import { bachecaDeiLettori } from "./bacheca-dei-lettori.js";
import { chiediAllEsperto } from "./chiedi-all-esperto.js";
import { comunicatiStampa } from "./comunicati-stampa.js";
import { corrierePeninsulare } from "./corriere-peninsulare.js";
import { enciclopediaAperta } from "./enciclopedia-aperta.js";
import { gazzettaDelLago } from "./gazzetta-del-lago.js";
import { giornaleDelleValli } from "./giornale-delle-valli.js";
import { guidaVagabonda } from "./guida-vagabonda.js";
import { ilBorsino } from "./il-borsino.js";
import { libroDiScuola } from "./libro-di-scuola.js";
import { mercatoFlash } from "./mercato-flash.js";
import { mondoMagazine } from "./mondo-magazine.js";
import { naturaEScienza } from "./natura-e-scienza.js";
import { piccoloAlmanacco } from "./piccolo-almanacco.js";
import { quotidianoDelNordestCultura } from "./quotidiano-del-nordest-cultura.js";
import { consigli } from "./redazione/consigli.js";
import { enciclopediaAffariPubblici } from "./redazione/enciclopedia-affari-pubblici.js";
import { enciclopediaSapere } from "./redazione/enciclopedia-sapere.js";
import { enciclopediaSvago } from "./redazione/enciclopedia-svago.js";
import { notizieAffariPubblici } from "./redazione/notizie-affari-pubblici.js";
import { notizieSapere } from "./redazione/notizie-sapere.js";
import { notizieSvago } from "./redazione/notizie-svago.js";
import { sentinellaDelSannio } from "./sentinella-del-sannio.js";
import { sportivissimo } from "./sportivissimo.js";
import { stelleESchermi } from "./stelle-e-schermi.js";
import { tecnopolis } from "./tecnopolis.js";
import { ultimaOra } from "./ultima-ora.js";
import type { TrainingSource } from "./source.js";

/** Every source's text; a source may appear in several parts (the first lines, split by register and section group). */
export const TRAINING_TEXT: readonly TrainingSource[] = [
  notizieAffariPubblici,
  notizieSvago,
  notizieSapere,
  enciclopediaAffariPubblici,
  enciclopediaSvago,
  enciclopediaSapere,
  consigli,
  agenziaStampaPeninsulare,
  avvisiPubblici,
  bachecaDeiLettori,
  chiediAllEsperto,
  comunicatiStampa,
  corrierePeninsulare,
  enciclopediaAperta,
  gazzettaDelLago,
  giornaleDelleValli,
  guidaVagabonda,
  ilBorsino,
  libroDiScuola,
  mercatoFlash,
  mondoMagazine,
  naturaEScienza,
  piccoloAlmanacco,
  quotidianoDelNordestCultura,
  sentinellaDelSannio,
  sportivissimo,
  stelleESchermi,
  tecnopolis,
  ultimaOra,
];
