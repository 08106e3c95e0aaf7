/**
 * Development set, second batch: written after the first rules to check that
 * they generalise (first run: category 34/34, sentiment 29/36) — foreign and
 * domestic stories side by side, environment, and news whose tone hangs on a
 * trend, an arrest, a procedure or a defeat.
 * A null category marks stories an editor could file in more than one section.
 */
import { describe, expect, it } from "vitest";
import type { Category, Sentiment } from "../../shared/constants.js";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

type Case = [category: Category | null, sentiment: Sentiment, title: string, text: string];

const CASES: Case[] = [
  ["internazionale", "negativo", "Inondazioni in Bangladesh, un milione di sfollati",
    "Le piogge monsoniche hanno sommerso centinaia di villaggi nel nord-est del Paese. Dacca chiede aiuti internazionali."],
  ["internazionale", "neutrale", "Canada, il primo ministro convoca elezioni anticipate",
    "Gli elettori canadesi andranno alle urne a fine aprile. Il premier punta a rafforzare la maggioranza alla Camera dei Comuni di Ottawa."],
  ["internazionale", "positivo", "Colombia, firmato l'accordo di pace con l'ultimo gruppo di guerriglieri",
    "La cerimonia si è svolta a Bogotà alla presenza dei mediatori norvegesi. I combattenti consegneranno le armi entro sei mesi."],
  ["internazionale", "negativo", "Sudafrica, blackout in tutto il Paese per dodici ore",
    "La compagnia elettrica nazionale ha tagliato la corrente a Johannesburg e Pretoria. Le imprese sudafricane denunciano perdite miliardarie."],
  ["internazionale", "neutrale", "Spagna, il Congresso approva la riduzione dell'orario di lavoro a 37 ore e mezza",
    "La riforma voluta dal governo di Madrid entrerà in vigore gradualmente. Gli imprenditori spagnoli avevano chiesto più tempo."],
  ["internazionale", "negativo", "Filippine, tifone devasta la costa orientale: almeno 40 morti",
    "Il ciclone ha colpito con venti a 200 chilometri orari. A Manila le scuole resteranno chiuse fino a lunedì."],
  ["internazionale", "positivo", "Etiopia, vaccinati contro la polio tre milioni di bambini in un mese",
    "La campagna sostenuta dall'Unicef ha raggiunto anche le regioni più remote. Le autorità etiopi parlano di un risultato storico."],
  ["economia", "positivo", "Ferrero apre un nuovo stabilimento negli Stati Uniti: 500 posti di lavoro",
    "Il gruppo dolciario di Alba investe 200 milioni di dollari in Illinois. L'azienda italiana rafforza così la sua presenza sul mercato americano."],
  ["sport", "negativo", "Paolini eliminata al primo turno a Wimbledon",
    "L'azzurra perde in tre set contro la numero 40 del mondo. Una sconfitta inattesa sull'erba londinese."],
  ["cronaca", "negativo", "Studente italiano aggredito a Barcellona, è grave",
    "Il ragazzo, 22 anni, originario di Bergamo, è stato picchiato all'uscita di una discoteca. La Farnesina segue il caso con il consolato."],
  ["ambiente", "negativo", "Incendi boschivi in Sardegna, bruciati mille ettari di macchia",
    "Le fiamme hanno distrutto pinete e pascoli nell'Oristanese. Il Corpo forestale sospetta un'origine dolosa."],
  ["ambiente", "positivo", "Tornano le cicogne in Piemonte: trenta coppie hanno nidificato",
    "Il progetto di reintroduzione avviato vent'anni fa ha dato i suoi frutti. Le coppie hanno allevato oltre sessanta piccoli."],
  ["ambiente", "neutrale", "Area B, da ottobre vietato l'ingresso ai diesel Euro 6",
    "Il Comune di Milano conferma il calendario delle limitazioni. Chi viola il divieto rischia una multa da 83 euro."],
  ["ambiente", "negativo", "Caldo record nei mari italiani: l'acqua supera i 30 gradi",
    "Le temperature elevate minacciano praterie di posidonia e coralli. I biologi temono una nuova moria di gorgonie."],
  ["ambiente", "neutrale", "Discarica di Malagrotta, il Consiglio di Stato fissa l'udienza sul piano di bonifica",
    "I giudici decideranno a gennaio sul ricorso della Regione contro la sentenza del Tar. Il sito è chiuso dal 2013."],
  ["cronaca", "negativo", "Rubano un furgone di medicinali, presi dopo un inseguimento",
    "I tre ladri sono stati bloccati dalla polizia sulla tangenziale. La merce è stata restituita all'azienda farmaceutica."],
  ["cronaca", "positivo", "Speleologo bloccato in grotta, salvato dopo trenta ore",
    "I tecnici del soccorso speleologico lo hanno riportato in superficie nella notte. L'uomo è provato ma in buone condizioni."],
  ["cronaca", "neutrale", "Caso Regeni, il processo riprende il 12 febbraio",
    "La Corte d'assise di Roma ascolterà nuovi testimoni. Il giovane ricercatore fu rapito e ucciso al Cairo nel 2016."],
  ["cronaca", "negativo", "Truffe online in aumento, in un anno denunce raddoppiate",
    "Le vittime sono soprattutto anziani raggirati con falsi messaggi della banca. La polizia postale invita alla prudenza."],
  ["economia", "positivo", "Inflazione in frenata a ottobre, i prezzi dei carburanti scendono",
    "Secondo l'Istat l'indice è all'1,2%. Rallentano anche i prezzi del carrello della spesa."],
  ["economia", "negativo", "Assicurazioni auto, premi in aumento del 7% in un anno",
    "Secondo l'Ivass il prezzo medio della polizza ha superato i 400 euro. Pesano il costo dei ricambi e i sinistri."],
  ["economia", "neutrale", "Assegno unico, dal primo marzo cambiano gli importi: le tabelle",
    "L'Inps ha pubblicato le nuove soglie Isee. Le domande si presentano online con lo Spid."],
  ["salute", "positivo", "Tumori, la mortalità cala del 10% in cinque anni",
    "I dati dell'Associazione italiana registri tumori confermano il ruolo della prevenzione. In crescita l'adesione agli screening."],
  ["salute", "negativo", "Morbillo, casi triplicati in Lombardia",
    "Da gennaio sono 120 i contagi, molti tra bambini non vaccinati. I medici invitano a controllare il libretto vaccinale."],
  ["salute", "neutrale", "Vaccino antinfluenzale, dal 15 ottobre al via le prenotazioni: ecco come fare",
    "Le dosi sono gratuite per over 60, donne in gravidanza e malati cronici. Si prenota in farmacia o dal medico di base."],
  ["sport", "negativo", "Il Monza perde anche a Lecce ed è ultimo in classifica",
    "Terza sconfitta consecutiva per i brianzoli. La salvezza si allontana e la società valuta il cambio in panchina."],
  ["sport", "positivo", "Bagnaia trionfa a Misano davanti al pubblico di casa",
    "Il pilota della Ducati domina la gara dal primo giro. Festa sulle tribune per la vittoria numero 30 in MotoGp."],
  ["sport", "negativo", "Squalifica di un anno per il centrocampista della Juventus",
    "Il giocatore ha violato le norme sulle scommesse. La società bianconera valuta il ricorso."],
  ["politica", "negativo", "Appalti truccati, si dimette il presidente della Regione",
    "Il governatore è indagato per corruzione e turbativa d'asta. L'opposizione chiede elezioni anticipate."],
  ["politica", "neutrale", "Manovra, il governo presenta il calendario delle audizioni in Parlamento",
    "Le commissioni Bilancio di Camera e Senato ascolteranno sindacati e Confindustria. Il voto finale è atteso entro Natale."],
  [null, "positivo", "Terremoto del 2016, finiti i lavori: riapre la basilica di Norcia",
    "La chiesa crollata durante la scossa è stata ricostruita pietra per pietra. Centinaia di fedeli alla cerimonia di riapertura."],
  [null, "neutrale", "Natale in città, il programma degli eventi in piazza",
    "Dal 6 dicembre mercatini, concerti e la pista di pattinaggio. Il Comune ha pubblicato gli orari delle navette."],
  ["cultura", "negativo", "Chiude dopo cento anni la storica libreria del centro",
    "Affitti troppo alti e vendite in calo: i titolari abbassano la saracinesca. Delusione tra i lettori affezionati."],
  ["tecnologia", "negativo", "Attacco hacker ai sistemi della Regione, servizi bloccati",
    "I criminali informatici chiedono un riscatto in bitcoin. Prenotazioni sanitarie e anagrafe ferme da tre giorni."],
  ["tecnologia", "neutrale", "WhatsApp cambia le regole sulla privacy: cosa succede agli utenti",
    "Dal mese prossimo l'app chiederà un nuovo consenso. Chi non accetta potrà continuare a usare il servizio con alcune limitazioni."],
  ["scienza", "positivo", "Scoperto un nuovo esopianeta potenzialmente abitabile",
    "Il telescopio James Webb ha rilevato tracce di acqua nell'atmosfera. Gli astronomi parlano di una scoperta straordinaria."],
];

function analyze(title: string, text: string) {
  return analyzeArticleLocally({ title, source_name: "", text }, NO_CORPUS);
}

describe("dev set: mixed hard cases", () => {
  it.each(CASES.filter((row) => row[0] !== null))("files under %s: %#", (category, _sentiment, title, text) => {
    expect(analyze(title, text).category).toBe(category);
  });

  it.each(CASES)("reads %s/%s: %#", (_category, sentiment, title, text) => {
    expect(analyze(title, text).sentiment).toBe(sentiment);
  });
});
