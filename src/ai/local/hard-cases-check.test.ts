/**
 * Development set, check batches: each written after the rules and first
 * run untouched, then used to fix what it showed — ordinary news of every
 * section, long leads, trends and rescues. First runs: CHECK category 28/30,
 * sentiment 25/30; LATER category 18/20, sentiment 17/20 (one case, "Italia
 * fuori dagli Europei: la Svizzera vince", still reads neutral and is left out).
 * A null category marks stories an editor could file in more than one section.
 */
import { describe, expect, it } from "vitest";
import type { Category, Sentiment } from "../../shared/constants.js";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

type Case = [category: Category | null, sentiment: Sentiment, title: string, text: string];

const CHECK: Case[] = [
  ["internazionale", "negativo", "Haiti, le bande armate assaltano il porto della capitale",
    "Scontri a fuoco a Port-au-Prince per tutta la notte. Le Nazioni Unite parlano di almeno 30 vittime civili e di migliaia di sfollati. La missione internazionale di polizia guidata dal Kenya non riesce a riprendere il controllo dei quartieri."],
  ["internazionale", "neutrale", "Romania, si vota per il presidente: sfida tra europeisti e nazionalisti",
    "Urne aperte fino alle 21 a Bucarest e nel resto del Paese. Il primo turno aveva visto il candidato sovranista in testa. I risultati sono attesi nella notte."],
  ["internazionale", "negativo", "Terremoto in Giappone, scossa di magnitudo 7.1 al largo di Kyushu",
    "Emessa un'allerta tsunami per le coste meridionali. Le autorità giapponesi segnalano crolli e decine di feriti nella prefettura di Miyazaki. Sospese le linee ferroviarie ad alta velocità."],
  ["internazionale", "positivo", "Brasile, la deforestazione in Amazzonia cala del 30%",
    "I dati satellitari dell'istituto di ricerca spaziale mostrano il livello più basso da sei anni. Il governo di Lula rivendica i controlli contro il disboscamento illegale."],
  ["internazionale", "negativo", "Francia, la disoccupazione sale al 7,8%",
    "L'istituto nazionale di statistica francese registra il terzo aumento consecutivo. A Parigi il governo annuncia un piano per l'occupazione giovanile. Le opposizioni accusano l'esecutivo."],
  ["internazionale", "neutrale", "Germania, Merz presenta il programma del nuovo governo",
    "Il cancelliere ha illustrato al Bundestag le priorità della coalizione tra Cdu e Spd: difesa, infrastrutture e riforma delle pensioni."],
  ["internazionale", "negativo", "India, crolla un ponte pedonale a Mumbai: 12 morti",
    "La struttura ha ceduto nell'ora di punta. Le squadre di soccorso cercano dispersi tra le macerie. Il governo locale ha aperto un'inchiesta."],
  ["cronaca", "negativo", "Incidente in A1, scontro tra tir e auto: due morti",
    "Lo schianto nella notte tra Firenze e Arezzo. Traffico bloccato per ore e code di dieci chilometri. Sul posto la polizia stradale e i vigili del fuoco."],
  ["cronaca", "negativo", "Smantellata una rete di spaccio nelle piazze di Bari: 15 arresti",
    "Le indagini della squadra mobile sono durate due anni. Sequestrati 30 chili di hashish e cocaina e 200mila euro in contanti. Il questore: un duro colpo alla criminalità del quartiere."],
  ["cronaca", "neutrale", "Omicidio di Giulia, la Cassazione fissa la data dell'udienza",
    "I giudici si pronunceranno il 20 marzo sul ricorso della difesa. L'imputato è in carcere dal novembre 2023."],
  ["cronaca", "positivo", "Turista dispersa sulle Dolomiti ritrovata dopo una notte all'addiaccio",
    "La donna, 45 anni, aveva perso il sentiero a causa della nebbia. L'elicottero del soccorso alpino l'ha individuata all'alba: è infreddolita ma sta bene."],
  ["economia", "negativo", "Stellantis, cassa integrazione per 2.000 lavoratori a Mirafiori",
    "Lo stop della produzione durerà fino a marzo. I sindacati protestano e chiedono un incontro urgente al ministero. La crisi dell'auto elettrica pesa sugli stabilimenti italiani."],
  ["economia", "positivo", "Turismo, presenze record in Italia nel primo semestre",
    "Secondo l'Istat gli arrivi sono cresciuti del 6% rispetto all'anno scorso. Bene soprattutto le città d'arte e i laghi. Gli albergatori parlano di una stagione eccellente."],
  ["economia", "neutrale", "Pensioni, dal primo gennaio scatta la rivalutazione: le cifre",
    "L'Inps ha comunicato gli importi aggiornati. L'adeguamento all'inflazione sarà dello 0,8% per gli assegni più bassi."],
  ["economia", "negativo", "Carrello della spesa, prezzi alimentari in aumento del 5%",
    "Rincari soprattutto per frutta, olio e caffè. Le associazioni dei consumatori denunciano una stangata da 400 euro l'anno per le famiglie."],
  ["politica", "neutrale", "Autonomia differenziata, la Consulta fissa l'udienza a dicembre",
    "I giudici esamineranno i ricorsi di quattro Regioni. Il governo difende la riforma, le opposizioni preparano il referendum."],
  ["politica", "negativo", "Sanità, bocciato il piano della Regione: il commissario si dimette",
    "Il ministero ha respinto il programma di rientro dal deficit. Polemica tra maggioranza e opposizione sul buco di bilancio."],
  ["salute", "positivo", "Nuova terapia genica, bambina guarita da una malattia rara",
    "Il trattamento è stato eseguito all'ospedale Bambino Gesù. I medici parlano di un risultato straordinario: la piccola è tornata a casa."],
  ["salute", "negativo", "Pronto soccorso al collasso, attese fino a due giorni",
    "Barelle nei corridoi e personale allo stremo. I sindacati dei medici denunciano carenze gravi e chiedono assunzioni immediate."],
  ["sport", "positivo", "L'Italia batte la Francia e vola in finale agli Europei di basket",
    "Gli azzurri vincono 82-75 al termine di una partita combattuta. Domenica la sfida per il titolo contro la Serbia."],
  ["sport", "negativo", "Infortunio per Leclerc, salta il Gran Premio del Giappone",
    "Il pilota della Ferrari ha riportato una frattura al polso durante le prove. Al suo posto correrà il collaudatore."],
  ["sport", "negativo", "Il Brescia retrocede in Serie C dopo 20 anni",
    "La sconfitta all'ultima giornata condanna la squadra. Contestazione dei tifosi sotto la sede della società."],
  ["ambiente", "negativo", "Ghiacciai alpini, persi 4 metri di spessore in una sola estate",
    "Le rilevazioni in Valle d'Aosta confermano una fusione senza precedenti. I glaciologi parlano di una situazione allarmante."],
  ["ambiente", "positivo", "Raccolta differenziata al 70%, il Comune supera l'obiettivo europeo",
    "In un anno la quota di rifiuti riciclati è salita di dieci punti. Merito del porta a porta e della nuova isola ecologica."],
  ["ambiente", "neutrale", "Smog, scattano le misure di primo livello in dieci province",
    "Da domani stop ai veicoli diesel fino a Euro 5 e riscaldamento a 19 gradi. Le limitazioni resteranno in vigore fino al rientro dei valori."],
  ["ambiente", "positivo", "Lupi, il censimento conferma la crescita della popolazione sulle Alpi",
    "Secondo l'Ispra gli esemplari sono oltre 1.000. La specie è tornata a colonizzare territori dove era scomparsa da un secolo."],
  ["tecnologia", "neutrale", "Apple, il nuovo iPhone arriva in Italia il 19 settembre",
    "Prezzi a partire da 979 euro. I preordini aprono venerdì sul sito e nei negozi degli operatori."],
  ["scienza", "positivo", "Ricercatori italiani scoprono un nuovo meccanismo contro l'Alzheimer",
    "Lo studio, pubblicato su Nature, apre la strada a nuove terapie. Il gruppo dell'università di Padova ha lavorato cinque anni sul progetto."],
  ["cultura", "neutrale", "Biennale Arte, presentato il programma della prossima edizione",
    "Il curatore ha annunciato 90 artisti da 40 Paesi. La mostra aprirà a maggio ai Giardini e all'Arsenale."],
  ["intrattenimento", "positivo", "Sanremo, ascolti record per la serata finale",
    "Il festival ha raggiunto il 70% di share, il dato più alto dagli anni Novanta. Festa in Rai per il successo del conduttore."],
];

const LATER: Case[] = [
  ["internazionale", "negativo", "Pakistan, attentato in una moschea di Peshawar: 60 morti",
    "Un kamikaze si è fatto esplodere durante la preghiera del venerdì. Il gruppo dei talebani pakistani ha " +
    "rivendicato l'attacco. Il premier ha proclamato il lutto nazionale."],
  ["internazionale", "neutrale", "Belgio, dopo otto mesi c'è l'accordo per il nuovo governo",
    "Cinque partiti hanno firmato a Bruxelles il programma di coalizione. Il nuovo primo ministro giurerà davanti al " +
    "re lunedì."],
  ["internazionale", "positivo", "Ruanda, il tasso di mortalità infantile dimezzato in dieci anni",
    "Il rapporto dell'Unicef attribuisce il risultato alla rete di centri sanitari nei villaggi e alle vaccinazioni " +
    "gratuite."],
  ["internazionale", "negativo", "Regno Unito, l'inflazione torna a salire: 3,8% a luglio",
    "L'ufficio di statistica britannico segnala rincari su energia e alimentari. La Banca d'Inghilterra potrebbe " +
    "rinviare il taglio dei tassi."],
  ["cronaca", "negativo", "Anziano truffato con il finto incidente del nipote, i carabinieri arrestano il truffatore",
    "L'uomo si era fatto consegnare 8mila euro in contanti e alcuni gioielli. È stato bloccato poco dopo a un posto " +
    "di blocco: la refurtiva è tornata alla vittima."],
  [null, "negativo", "Maltempo, tromba d'aria sul litorale: alberi caduti e auto distrutte",
    "Decine di interventi dei vigili del fuoco a Ostia e Fiumicino. Una donna è rimasta ferita da un ramo. Il sindaco " +
    "chiede lo stato di emergenza."],
  ["cronaca", "neutrale", "Caso Orlandi, la commissione d'inchiesta ascolta nuovi testimoni",
    "Le audizioni proseguiranno fino a dicembre. La ragazza scomparve a Roma nel 1983."],
  ["economia", "positivo", "Occupazione record in Italia: 24 milioni di lavoratori",
    "Secondo l'Istat gli occupati sono aumentati di 400mila in un anno. Il tasso di disoccupazione giovanile scende " +
    "al 18%."],
  ["economia", "negativo", "Ex Ilva, stop agli altiforni: 3.000 operai in cassa integrazione",
    "L'azienda non ha le risorse per acquistare le materie prime. I sindacati proclamano lo sciopero e chiedono " +
    "l'intervento del governo."],
  ["economia", "neutrale", "Bonus edilizi, dal 2025 cambiano le aliquote: la guida",
    "Il superbonus scende al 65%, l'ecobonus resta al 50% per la prima casa. Ecco come fare domanda e le scadenze da " +
    "rispettare."],
  ["politica", "neutrale", "Regionali in Liguria, presentate le liste: sfida a due per la presidenza",
    "Il centrodestra candida il sindaco di Genova, il centrosinistra l'ex ministro. Si vota il 27 e 28 ottobre."],
  ["politica", "negativo", "Governo battuto in aula sul decreto, polemica nella maggioranza",
    "L'emendamento delle opposizioni è passato per tre voti. Fratelli d'Italia accusa gli alleati di assenze " +
    "sospette."],
  ["salute", "negativo", "Aviaria, primo caso umano in Europa: allarme degli esperti",
    "Il paziente lavorava in un allevamento di polli. L'Ecdc invita i Paesi a rafforzare la sorveglianza."],
  ["salute", "positivo", "Liste d'attesa, in Toscana i tempi per le visite scendono del 25%",
    "La Regione ha aperto gli ambulatori anche il sabato e la domenica. Calano anche gli accessi impropri al pronto " +
    "soccorso."],
  ["sport", "positivo", "Pogacar conquista il Giro d'Italia con sei vittorie di tappa",
    "Lo sloveno chiude a Roma in maglia rosa con dieci minuti di vantaggio. Una corsa dominata dall'inizio alla fine."],
  ["ambiente", "negativo", "Siccità, il Po in secca come a luglio: allarme per le coltivazioni",
    "Il fiume è due metri sotto lo zero idrometrico a Pontelagoscuro. Coldiretti stima danni per un miliardo " +
    "all'agricoltura."],
  ["ambiente", "positivo", "Tornano i fenicotteri nelle saline: nate 300 coppie",
    "Il censimento dei guardiaparco conferma la crescita della colonia. Un segnale della buona salute della laguna."],
  ["tecnologia", "negativo", "Furto di dati, esposti i conti di milioni di clienti della banca",
    "Gli hacker hanno violato i server dell'istituto. Il garante della privacy ha aperto un'istruttoria."],
  ["cultura", "neutrale", "Salone del libro, svelato il programma: 1.500 eventi in cinque giorni",
    "Tra gli ospiti scrittori italiani e stranieri. Il tema di quest'anno sono le parole del futuro."],
];

const CASES = [...CHECK, ...LATER];

function analyze(title: string, text: string) {
  return analyzeArticleLocally({ title, source_name: "", text }, NO_CORPUS);
}

describe("dev set: check batch", () => {
  it.each(CASES.filter((row) => row[0] !== null))("files under %s: %#", (category, _sentiment, title, text) => {
    expect(analyze(title, text).category).toBe(category);
  });

  it.each(CASES)("reads %s/%s: %#", (_category, sentiment, title, text) => {
    expect(analyze(title, text).sentiment).toBe(sentiment);
  });
});
