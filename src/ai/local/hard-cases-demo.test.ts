/**
 * Development set: demo cards whose sentiment a reader found wrong (issue 27),
 * read as headline and lead, and as the whole page the card shows. Names and quoted titles carry no polarity, the
 * setting of an event is background, a study's finding decides its tone,
 * agreements and openings are good news in a bad setting, drills, guides and
 * schedules are neutral. The lists name every answer a reader would accept.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeDocument } from "../../feeds/charset.js";
import { extractArticle } from "../../feeds/extract/extract-article.js";
import type { Sentiment } from "../../shared/constants.js";
import { articleText } from "../article-text.js";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";
import { classifySentiment } from "./classify-sentiment.js";
import { stemTokens } from "./lexicon-index.js";
import { tokenize } from "../../italian/tokenize.js";

type Card = [accepted: Sentiment[], title: string, lead: string, page: string];

const CARDS: Card[] = [
  [["positivo", "neutrale"], "I Fari Spenti annunciano il tour nei palazzetti: venti date e un album nuovo a febbraio",
    "Dopo tre anni di silenzio, i Fari Spenti tornano con un nuovo album e il tour più grande della loro carriera.", "la-platea/fari-spenti-tour"],
  [["positivo"], "«Il giardino d'inverno» debutta al Teatro Comunale: una commedia amara sulla vecchiaia che fa ridere e commuovere",
    "Al Teatro Comunale di Valdoria è andato in scena ieri sera, in prima nazionale, «Il giardino d'inverno», il nuovo testo del drammaturgo Carlo Ventura, che ne firma anche la regia.", "la-platea/giardino-inverno-teatro"],
  [["positivo"], "Oceani, 40 paesi firmano il piano per le prime aree marine protette in acque internazionali",
    "Per la prima volta nella storia, una parte dell'alto mare, le acque oltre le 200 miglia dalle coste che non appartengono a nessuno Stato, sarà protetta da regole comuni.", "cronache-dal-mondo/trattato-oceani-aree-protette"],
  [["positivo"], "Cile, nel deserto di Atacama l'impianto che trasforma l'acqua di mare in acqua potabile con il sole",
    "Nel nord del Cile, dove il deserto di Atacama incontra l'Oceano Pacifico e in alcune località non piove per anni, è entrato in funzione uno dei più grandi impianti di desalinizzazione dell'America Latina alimentati interamente da energia solare.", "cronache-dal-mondo/cile-desalinizzazione-solare"],
  [["neutrale"], "Giappone, tre milioni di persone partecipano alla più grande esercitazione antisismica dell'anno",
    "Alle dieci del mattino, ora locale, gli allarmi sono risuonati contemporaneamente sui telefoni, negli altoparlanti delle stazioni e nelle scuole: era la simulazione di un terremoto di magnitudo 7,3 con epicentro sotto l'area metropolitana di Tokyo.", "cronache-dal-mondo/giappone-esercitazione-terremoto"],
  [["neutrale", "positivo"], "Screening del tumore del colon, lettere in arrivo per 300 mila persone tra 50 e 74 anni",
    "Nelle prossime settimane circa 300 mila cittadini tra i 50 e i 74 anni riceveranno a casa la lettera di invito al programma di screening per il tumore del colon-retto.", "salute-oggi/screening-colon-inviti"],
  [["negativo"], "Microplastiche nei fiumi, lo studio dell'Università di Valdoria: la concentrazione è più alta a valle dei depuratori",
    "Quante particelle di plastica trasporta un fiume italiano?", "econotizie/microplastiche-fiumi-universita"],
  [["neutrale"], "Microbiota intestinale e umore: un ceppo batterico collegato ai sintomi depressivi",
    "Il legame tra intestino e cervello è uno dei temi più studiati della ricerca biomedica degli ultimi anni.", "salute-oggi/microbiota-umore-studio"],
  // Found wrong on the same reading: a travel guide read negative, a solution read neutral.
  [["neutrale", "positivo"], "A caccia di aurore boreali: guida pratica per un viaggio in Norvegia del Nord questo inverno",
    "Vedere l'aurora boreale almeno una volta nella vita è il desiderio di molti viaggiatori.", "viaggiatore-curioso/aurora-boreale-norvegia"],
  [["positivo"], "Kenya, le microreti solari portano l'elettricità in 200 villaggi: cambiano scuole, ambulatori e piccole imprese",
    "Fino a due anni fa, a Kiboko, un villaggio nella regione orientale del Kenya, dopo il tramonto l'unica luce era quella delle lampade a cherosene.", "cronache-dal-mondo/kenya-microreti-solari"],
];

const demoPages = path.resolve(import.meta.dirname, "../../../demo/pages");
const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

// The page as the sync stores it and the analyzer reads it: extracted, then its paragraphs as sentences.
function readPage(page: string, title: string) {
  const html = decodeDocument(readFileSync(path.join(demoPages, `${page}.html`)), null, "html");
  const article = extractArticle(html, `http://demo.local/pages/${page}.html`)!;
  return articleText({
    id: page,
    title,
    source_name: "demo",
    content_original: article.text,
    content_summary: null,
    source_url: `http://demo.local/pages/${page}.html`,
    source_categories: [],
    feed_name: null,
    feed_default_category: null,
    feed_summary_max_chars: null,
    tdm_reserved: false,
    published_at: new Date(0),
  });
}

function parts(text: string) {
  const tokens = tokenize(text);
  return { tokens, stems: stemTokens(tokens), text };
}

describe("dev set: demo cards read as headline and lead", () => {
  it.each(CARDS)("reads as %j: %s", (accepted, title, lead) => {
    expect(accepted).toContain(classifySentiment({ title: parts(title), body: parts(lead) }).sentiment);
  });

  // As the card shows it: the whole page, where the setting, the plot or the simulated earthquake follow the lead.
  it.each(CARDS)("reads the whole page as %j: %s", (accepted, title, _lead, page) => {
    expect(accepted).toContain(analyzeArticleLocally(readPage(page, title), NO_CORPUS).sentiment);
  });
});
