/**
 * Development set: environmental stories told through courts, mountains,
 * beaches, traffic rules or research, which must still land in ambiente.
 */
import { describe, expect, it } from "vitest";
import type { Category, Sentiment } from "../../shared/constants.js";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

type Case = [category: Category, sentiment: Sentiment, title: string, text: string];

const CASES: Case[] = [
  ["ambiente", "neutrale", "Discarica di Bussi, il Tar respinge il ricorso dell'azienda sulla bonifica",
    "I giudici amministrativi hanno confermato l'ordinanza della Regione. Nell'area sono stati trovati solventi e metalli pesanti nella falda."],
  ["ambiente", "negativo", "Il ghiacciaio dei Forni ha perso 40 metri in un anno",
    "Le misurazioni della Carovana dei ghiacciai confermano l'arretramento della fronte. Le temperature elevate dell'estate hanno accelerato lo scioglimento."],
  ["ambiente", "positivo", "Caretta caretta, record di nidi sulle spiagge del Cilento",
    "Quest'estate i volontari hanno censito oltre 80 nidificazioni. Le uova sono protette con recinzioni fino alla schiusa dei piccoli."],
  ["ambiente", "neutrale", "Da lunedì stop ai diesel Euro 5 in Lombardia",
    "La Regione attiva le misure temporanee per i superamenti di Pm10. Il blocco riguarda i comuni sopra i 30mila abitanti dalle 7.30 alle 19.30."],
  ["ambiente", "positivo", "Posidonia, le praterie marine tornano a crescere nel golfo",
    "Dopo i divieti di ancoraggio i fondali mostrano segni di ripresa. I biologi marini hanno contato nuovi germogli su oltre due ettari."],
  ["ambiente", "negativo", "Consumo di suolo, in un anno cementificati 70 chilometri quadrati",
    "Il rapporto dell'Ispra indica Veneto e Lombardia come le regioni con più suolo perso. Crescono capannoni della logistica e parcheggi."],
  ["ambiente", "neutrale", "Blocco del traffico domenica a Torino",
    "Stop alle auto dalle 10 alle 18 nell'area urbana. Le centraline hanno registrato per dieci giorni valori di polveri sottili oltre i limiti."],
  ["ambiente", "positivo", "Emissioni di CO2, l'Italia taglia del 6% in un anno",
    "Secondo l'Ispra il calo è dovuto soprattutto alla minore produzione da carbone e alla crescita delle rinnovabili."],
  ["ambiente", "negativo", "Siccità in Sicilia, invasi al minimo: acqua razionata in 80 comuni",
    "Le dighe sono al 20% della capacità. Gli agricoltori denunciano perdite nei raccolti e chiedono lo stato di calamità."],
  ["ambiente", "negativo", "Moria di pesci nel lago di Varese, analisi dell'Arpa",
    "Centinaia di carpe sono state trovate morte lungo le rive. Si sospetta una carenza di ossigeno dovuta alle alte temperature."],
  ["ambiente", "negativo", "Orsa abbattuta in Trentino, gli animalisti ricorrono al Tar",
    "La Provincia aveva firmato l'ordinanza dopo l'aggressione a un escursionista. Le associazioni parlano di una decisione illegittima e crudele."],
  ["ambiente", "negativo", "Microplastiche nelle acque del Po, lo studio dell'università",
    "I campioni prelevati alla foce contengono fino a 40 particelle per metro cubo. I ricercatori chiedono interventi sugli scarichi industriali."],
  ["ambiente", "neutrale", "Il Tar annulla il via libera al termovalorizzatore",
    "Accolto il ricorso dei comitati ambientalisti: la valutazione di impatto ambientale era incompleta. Il Comune annuncia appello al Consiglio di Stato."],
  ["ambiente", "positivo", "Delfini avvistati nel porto di Trieste dopo anni",
    "La presenza dei cetacei è un segnale del miglioramento della qualità delle acque del golfo, spiegano i biologi."],
  ["ambiente", "negativo", "La Marmolada potrebbe perdere il suo ghiacciaio entro il 2040",
    "Lo studio dei glaciologi stima una perdita di volume del 70% negli ultimi decenni. Il caldo estivo accelera la fusione anche in alta quota."],
  ["ambiente", "positivo", "Spiagge plastic free, i volontari raccolgono due tonnellate di rifiuti",
    "L'iniziativa di pulizia ha coinvolto cinquecento persone lungo il litorale. Bottiglie, reti da pesca e mozziconi saranno avviati al riciclo."],
  ["ambiente", "neutrale", "Pfas nell'acqua, il processo Miteni riprende in aula",
    "La Corte d'assise di Vicenza ascolterà i consulenti sulla contaminazione della falda. Parte civile anche le associazioni ambientaliste."],
  ["ambiente", "positivo", "Nasce la comunità energetica del paese: pannelli solari su scuola e municipio",
    "L'impianto fotovoltaico produrrà energia pulita per 120 famiglie, che risparmieranno in bolletta. Il sindaco: un passo avanti per la transizione ecologica."],
];

function analyze(title: string, text: string) {
  return analyzeArticleLocally({ title, source_name: "", text }, NO_CORPUS);
}

describe("dev set: environment", () => {
  it.each(CASES)("files under %s: %#", (category, _sentiment, title, text) => {
    expect(analyze(title, text).category).toBe(category);
  });

  it.each(CASES)("reads %s/%s: %#", (_category, sentiment, title, text) => {
    expect(analyze(title, text).sentiment).toBe(sentiment);
  });
});
