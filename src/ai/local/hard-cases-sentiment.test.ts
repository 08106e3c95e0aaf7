/**
 * Development set: news whose tone a polarity count gets wrong — the lost
 * found (good news full of bad words), arrests and seizures (bad news however
 * well the police did: the crime is the event, issue 26), trials and
 * timetables (neutral news about bad or nice things), trends of bad things,
 * sports defeats, scandals. A null category marks stories an editor could
 * file in more than one section.
 */
import { describe, expect, it } from "vitest";
import type { Category, Sentiment } from "../../shared/constants.js";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

type Case = [category: Category | null, sentiment: Sentiment, title: string, text: string];

const CASES: Case[] = [
  ["cronaca", "positivo", "Escursionisti dispersi sul Gran Sasso, tratti in salvo dal soccorso alpino",
    "I due giovani erano rimasti bloccati dalla nebbia a 2.500 metri. Sono stati raggiunti all'alba: stanno bene, solo un principio di ipotermia."],
  ["cronaca", "negativo", "Truffe agli anziani, sgominata la banda dei finti carabinieri: otto arresti",
    "Il gruppo aveva raggirato oltre 50 pensionati in tutta la provincia di Napoli. Recuperati gioielli e contanti per 200mila euro, che torneranno alle vittime."],
  ["salute", "positivo", "Screening del colon, adesione record in Veneto: +20% in un anno",
    "Oltre 300mila persone hanno eseguito il test. La Regione: più diagnosi precoci e meno interventi invasivi."],
  [null, "positivo", "Alluvione in Romagna, stanziati 200 milioni per la ricostruzione",
    "Il commissario ha firmato l'ordinanza che sblocca i fondi per strade, argini e case danneggiate. I primi bonifici arriveranno alle famiglie entro l'estate."],
  ["cronaca", "neutrale", "Omicidio di Saman, fissata l'udienza in Cassazione",
    "La Suprema Corte esaminerà a novembre i ricorsi contro le condanne dei familiari. La giovane era stata uccisa nel 2021 a Novellara."],
  ["cronaca", "neutrale", "Strage del Mottarone, rinviata l'udienza a marzo",
    "Il giudice ha accolto la richiesta della difesa di una nuova perizia sulla fune. Nell'incidente del 2021 morirono 14 persone."],
  [null, "neutrale", "Presentato il programma della Notte bianca: concerti e musei aperti fino a tardi",
    "Il Comune ha illustrato gli eventi in calendario per sabato 20 settembre. Previsti spettacoli in dieci piazze e navette gratuite."],
  [null, "neutrale", "Trasporti, dal primo gennaio cambiano le tariffe di bus e metro",
    "Il biglietto ordinario passa a 2 euro, l'abbonamento mensile resta invariato. Le nuove tariffe sono consultabili sul sito dell'azienda."],
  [null, "neutrale", "Scuola, il calendario dell'anno scolastico: si parte il 15 settembre",
    "Le vacanze di Natale andranno dal 23 dicembre al 6 gennaio. Ecco tutte le date dei ponti e delle festività."],
  ["economia", "positivo", "Disoccupazione in calo, a marzo scende al 5,8%",
    "Secondo l'Istat è il livello più basso dal 2007. Aumentano gli occupati a tempo indeterminato."],
  ["cronaca", "positivo", "Incidenti stradali, le vittime dimezzate in dieci anni in provincia",
    "Il rapporto della prefettura registra 32 morti contro i 65 del 2014. Merito dei controlli e delle nuove rotatorie."],
  ["economia", "negativo", "Bollette, da ottobre aumenti del 12% per la luce",
    "L'autorità ha aggiornato le tariffe per i clienti vulnerabili. Per una famiglia tipo la spesa annua cresce di 90 euro."],
  ["sport", "negativo", "La Sampdoria retrocede in Serie C: notte di contestazione a Genova",
    "La sconfitta con la Juve Stabia condanna i blucerchiati. I tifosi hanno atteso la squadra fuori dallo stadio."],
  ["sport", "negativo", "Doping, squalificato per quattro anni il mezzofondista azzurro",
    "Il Tribunale nazionale antidoping ha accolto la richiesta della procura. L'atleta era risultato positivo all'Epo in un controllo a sorpresa."],
  [null, "negativo", "Si dimette l'assessore indagato per corruzione negli appalti",
    "Il politico è accusato di aver favorito alcune imprese in cambio di denaro. Il sindaco ha accettato le dimissioni."],
  ["economia", "negativo", "Benzina, nuovo rincaro: il self supera 1,9 euro al litro",
    "I prezzi salgono per la terza settimana consecutiva. Le associazioni dei consumatori parlano di stangata per le famiglie."],
  ["sport", "negativo", "Italia eliminata dai Mondiali di pallavolo",
    "Gli azzurri perdono 3-1 con il Brasile nei quarti di finale e tornano a casa."],
  ["sport", "negativo", "Juventus ko a Napoli, la vetta si allontana",
    "I bianconeri cadono al Maradona e scivolano a sei punti dalla capolista. L'allenatore: serata storta."],
  ["cronaca", "positivo", "Bambino caduto nel pozzo, salvato dai vigili del fuoco dopo sei ore",
    "Il piccolo è stato estratto vivo e portato in ospedale: è in buone condizioni."],
  ["cronaca", "positivo", "Anziana scomparsa da due giorni ritrovata in un casolare: sta bene",
    "La donna, 84 anni, si era allontanata da casa. Le ricerche di carabinieri e volontari si sono concluse con un lieto fine."],
  ["cronaca", "negativo", "Recuperata la refurtiva del colpo in gioielleria: arrestati i due rapinatori",
    "I carabinieri li hanno individuati grazie alle telecamere. I gioielli, del valore di 150mila euro, sono stati restituiti al proprietario."],
  ["salute", "positivo", "Liste d'attesa ridotte del 30% grazie alle aperture serali degli ambulatori",
    "L'Asl ha esteso gli orari delle visite. I tempi per una visita cardiologica scendono da 120 a 60 giorni."],
  ["economia", "negativo", "Affitti alle stelle a Milano: +15% in un anno",
    "Per un bilocale servono in media 1.400 euro al mese. Studenti e giovani lavoratori sempre più in difficoltà."],
  ["cronaca", "positivo", "Frana sulla statale, la strada riapre dopo tre mesi",
    "Conclusi i lavori di messa in sicurezza del versante. Sollievo per i residenti e i pendolari."],
  ["politica", "negativo", "Il ministro si dimette travolto dallo scandalo dei rimborsi",
    "Le opposizioni chiedono un'informativa urgente del governo. Il ministro era finito sotto inchiesta per peculato."],
  ["cultura", "neutrale", "Presentata la nuova stagione del Teatro Regio: dodici titoli in cartellone",
    "Si apre con Tosca e si chiude con il Barbiere di Siviglia. Gli abbonamenti sono in vendita da lunedì."],
  [null, "neutrale", "Treni, nuovi orari dal 14 dicembre: ecco cosa cambia",
    "Trenitalia aggiunge collegamenti tra Roma e Napoli e modifica le partenze del mattino. L'orario invernale resterà in vigore fino a giugno."],
  ["cronaca", "neutrale", "Disposta la perizia psichiatrica per l'uomo accusato dell'omicidio al parco",
    "Il gip ha nominato un consulente per valutare la capacità di intendere e di volere dell'imputato. La prossima udienza è fissata per il 12 maggio."],
  ["salute", "positivo", "Influenza, contagi in calo: il picco è alle spalle",
    "Nell'ultima settimana i casi sono scesi a 8 ogni mille abitanti, secondo l'Istituto superiore di sanità."],
  ["cronaca", "negativo", "Furti in casa in aumento del 20% in provincia",
    "I ladri colpiscono soprattutto nelle ore serali. I residenti chiedono più controlli e pattuglie."],
  ["economia", "positivo", "Spread ai minimi da tre anni, il rendimento del Btp scende sotto il 3,5%",
    "Gli investitori premiano la stabilità dei conti pubblici. Piazza Affari chiude in rialzo."],
  ["economia", "negativo", "Mutui, i tassi salgono ancora: rata più cara di 80 euro",
    "Le banche adeguano le offerte dopo la decisione della Bce. Per le famiglie con mutuo variabile la spesa aumenta."],
  ["sport", "negativo", "Esonerato l'allenatore dopo la quinta sconfitta di fila",
    "La società ha deciso dopo il ko interno di domenica. La squadra è penultima in classifica."],
  ["cronaca", "negativo", "Arrestato il sindaco per corruzione: avrebbe intascato tangenti",
    "Secondo la procura il primo cittadino pilotava gli appalti in cambio di denaro. Perquisiti gli uffici del Comune."],
  [null, "neutrale", "Borse di studio, domande entro il 30 settembre",
    "Possono partecipare gli studenti con Isee fino a 25mila euro. Il modulo è disponibile online sul sito dell'ateneo."],
  [null, "positivo", "Inaugurata la nuova scuola antisismica ad Amatrice",
    "L'edificio sostituisce quello crollato nel terremoto del 2016. Alla cerimonia hanno partecipato studenti, insegnanti e famiglie."],
  ["economia", "positivo", "Evasione fiscale, recuperati 30 miliardi in un anno",
    "L'Agenzia delle Entrate segnala un risultato record grazie ai controlli incrociati. Le somme incassate serviranno a ridurre le tasse."],
  ["cronaca", "negativo", "Sequestrati 400 chili di cocaina nel porto di Gioia Tauro",
    "La Guardia di finanza ha scoperto la droga nascosta in un container di banane. Un duro colpo per il narcotraffico."],
  ["politica", "neutrale", "Legge elettorale, la discussione in aula slitta a settembre",
    "La conferenza dei capigruppo ha aggiornato il calendario dei lavori. Prima arriveranno il decreto sulla giustizia e la legge di bilancio."],
  ["cronaca", "negativo", "Incendio in un capannone, operaio morto tra le fiamme",
    "L'uomo, 54 anni, non è riuscito a uscire in tempo. Indagano i carabinieri sulle cause del rogo."],
  ["sport", "positivo", "Napoli campione d'Italia, festa in città fino all'alba",
    "Migliaia di tifosi in piazza per celebrare lo scudetto. L'allenatore: una stagione straordinaria."],
  ["salute", "positivo", "Riapre il pronto soccorso dopo i lavori: più posti e attese ridotte",
    "Il reparto rinnovato ha dodici box e una sala per i codici minori. I tempi di attesa sono già scesi del 40%."],
];

function analyze(title: string, text: string) {
  return analyzeArticleLocally({ title, source_name: "", text }, NO_CORPUS);
}

describe("dev set: sentiment of news", () => {
  it.each(CASES.filter((row) => row[0] !== null))("files under %s: %#", (category, _sentiment, title, text) => {
    expect(analyze(title, text).category).toBe(category);
  });

  it.each(CASES)("reads %s/%s: %#", (_category, sentiment, title, text) => {
    expect(analyze(title, text).sentiment).toBe(sentiment);
  });
});
