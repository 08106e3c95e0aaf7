/**
 * Development set: foreign news (internazionale) and the domestic stories
 * that merely mention a foreign place and must keep their own section.
 */
import { describe, expect, it } from "vitest";
import type { Category, Sentiment } from "../../shared/constants.js";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

type Case = [category: Category, sentiment: Sentiment, title: string, text: string];

const ABROAD: Case[] = [
  ["internazionale", "neutrale", "Perù, al ballottaggio sfida tra la figlia di Fujimori e il candidato della sinistra",
    "Gli elettori peruviani tornano alle urne domenica. I sondaggi danno i due candidati appaiati, mentre a Lima si discute del voto all'estero."],
  ["internazionale", "negativo", "Terremoto di magnitudo 6.8 in Turchia orientale, decine di vittime",
    "La scossa è stata avvertita anche in Siria e in Armenia. Le squadre di soccorso scavano tra le macerie a Malatya, dove sono crollati diversi palazzi."],
  ["internazionale", "positivo", "Kenya, al via la campagna di vaccinazione contro il morbillo per due milioni di bambini",
    "Il ministero della Salute di Nairobi, con il sostegno dell'Oms e dell'Unicef, punta a raggiungere le aree rurali. Le dosi sono gratuite e arriveranno anche nei villaggi più isolati."],
  ["internazionale", "negativo", "Germania, l'economia tedesca si contrae per il secondo trimestre: è recessione tecnica",
    "Secondo l'ufficio federale di statistica il Pil è calato dello 0,2%. Pesano la crisi dell'industria dell'auto e il calo dell'export verso la Cina."],
  ["internazionale", "neutrale", "Paesi Bassi, nasce il nuovo governo di coalizione dopo sei mesi di trattative",
    "Il premier incaricato ha presentato all'Aia la squadra dei ministri. L'alleanza riunisce liberali, cristiano-democratici e il partito degli agricoltori."],
  ["internazionale", "negativo", "Francia, il governo cade: il premier sfiduciato dall'Assemblea nazionale",
    "La crisi si apre sulla legge di bilancio e Macron dovrà nominare un nuovo primo ministro. A Parigi le opposizioni di destra e sinistra hanno votato insieme."],
  ["internazionale", "negativo", "Stati Uniti, la Casa Bianca annuncia nuovi dazi sull'acciaio europeo",
    "Il presidente americano ha firmato l'ordine esecutivo a Washington. La Commissione europea parla di una decisione ingiustificata e prepara le contromisure."],
  ["internazionale", "neutrale", "Giappone, la Dieta elegge il nuovo primo ministro",
    "Il Parlamento di Tokyo ha votato la fiducia alla leader del Partito liberaldemocratico. Tra le priorità indicate, i consumi interni e la difesa."],
  ["internazionale", "negativo", "Alluvioni in Spagna, a Valencia il bilancio sale a 200 morti",
    "Interi quartieri sono ancora senza acqua e luce. Il governo di Madrid ha dichiarato lo stato di emergenza e inviato l'esercito."],
  ["internazionale", "positivo", "India, la Banca centrale taglia i tassi per sostenere la crescita",
    "La Reserve Bank of India ha ridotto il tasso di riferimento di 25 punti base. L'economia indiana resta la più dinamica tra i grandi Paesi emergenti."],
  ["internazionale", "negativo", "Ucraina, raid russo su Odessa: colpito il porto",
    "Droni e missili hanno colpito le infrastrutture portuali nella notte. Due persone sono rimaste ferite, ha riferito il governatore regionale."],
  ["internazionale", "negativo", "Regno Unito, sciopero dei medici in tutti gli ospedali inglesi",
    "Il servizio sanitario britannico ha rinviato migliaia di interventi. Il governo di Starmer offre un aumento del 4%, i sindacati chiedono di più."],
  ["internazionale", "positivo", "Argentina, l'inflazione scende ai minimi da cinque anni",
    "Il dato mensile diffuso a Buenos Aires è il più basso dal 2020. Il presidente Milei rivendica il successo della sua politica economica."],
  ["internazionale", "negativo", "Incendi in California, evacuate 30mila persone a nord di Los Angeles",
    "Le fiamme, spinte dai venti di Santa Ana, hanno distrutto centinaia di case. I pompieri statunitensi lavorano senza sosta da tre giorni."],
  ["internazionale", "negativo", "Nigeria, rapiti venti studenti in una scuola del nord",
    "Uomini armati hanno fatto irruzione nel dormitorio nello stato di Kaduna. L'esercito ha avviato le ricerche nella foresta."],
  ["internazionale", "neutrale", "Israele e Hamas, nuovi colloqui al Cairo sul cessate il fuoco",
    "I mediatori egiziani e del Qatar lavorano a un'intesa sullo scambio di ostaggi e prigionieri. La delegazione israeliana è attesa domani."],
  ["internazionale", "negativo", "Cina, la crescita rallenta al 4,6%: pesa la crisi del mattone",
    "L'ufficio nazionale di statistica di Pechino segnala consumi deboli e prezzi delle case in calo per il decimo mese. Il governo promette nuovi stimoli."],
  ["internazionale", "neutrale", "Elezioni in Portogallo, il centrodestra primo partito ma senza maggioranza",
    "L'Alleanza democratica ottiene il 29% dei voti. A Lisbona si apre la partita delle alleanze con la destra di Chega."],
  ["internazionale", "negativo", "Grecia, fiamme alle porte di Atene: evacuati diversi quartieri",
    "Il vento forte alimenta il rogo sul monte Pentelico. Le autorità greche hanno chiesto aiuto ai Paesi dell'Unione europea."],
  ["internazionale", "neutrale", "Australia, il Parlamento vieta i social ai minori di 16 anni",
    "La legge approvata a Canberra dà alle piattaforme un anno per adeguarsi. Il premier Albanese parla di una misura per le famiglie."],
  ["internazionale", "neutrale", "Polonia, il presidente nomina il nuovo capo del governo",
    "A Varsavia il giuramento è previsto la prossima settimana. La coalizione guidata da Tusk conta su una maggioranza di 248 seggi."],
  ["internazionale", "negativo", "Messico, sparatoria in un bar di Guanajuato: dodici morti",
    "Un commando armato ha aperto il fuoco sui clienti. Le autorità messicane attribuiscono la strage alla guerra tra cartelli."],
];

const AT_HOME: Case[] = [
  ["economia", "negativo", "Stellantis, le vendite negli Stati Uniti calano del 15%",
    "Il gruppo soffre sul mercato americano e perde quote. A Piazza Affari il titolo cede il 3% e gli analisti tagliano le stime sugli utili."],
  ["sport", "positivo", "Sinner batte Djokovic a Shanghai e conquista il titolo",
    "L'azzurro si impone in due set nella finale del Masters 1000 cinese. È il suo quarto trofeo della stagione."],
  ["viaggi", "neutrale", "Tre giorni a Lisbona: cosa vedere e dove dormire",
    "Itinerario tra i quartieri storici, i tram gialli e i musei della capitale portoghese. Voli low cost da Milano e Roma, hotel in centro da 90 euro a notte."],
  ["tecnologia", "neutrale", "Apple presenta in California il nuovo iPhone",
    "A Cupertino la società ha mostrato i nuovi modelli con il chip di ultima generazione. Lo smartphone sarà in vendita da venerdì."],
  ["sport", "positivo", "Ferrari, Leclerc vince il Gran Premio del Messico",
    "Il pilota monegasco precede Norris e Verstappen. Festa ai box della scuderia di Maranello."],
  ["economia", "positivo", "Eni firma un accordo in Egitto per un nuovo giacimento di gas",
    "Il gruppo italiano investirà 3 miliardi di dollari nel Mediterraneo orientale. L'accordo rafforza la produzione e garantisce nuove forniture all'Italia."],
  ["cultura", "neutrale", "Al Louvre una mostra dedicata a Caravaggio",
    "Il museo parigino espone trenta dipinti, molti in prestito da collezioni italiane. L'esposizione resterà aperta fino a gennaio."],
  ["scienza", "neutrale", "Nasa, la sonda Europa Clipper partita verso le lune di Giove",
    "Il lancio è avvenuto da Cape Canaveral, in Florida. La missione studierà l'oceano nascosto sotto i ghiacci della luna Europa."],
  ["economia", "negativo", "Made in Italy, l'export verso la Germania cala del 5%",
    "Secondo l'Istat pesano la frenata dell'industria tedesca e la crisi dei consumi. Le imprese italiane della meccanica sono le più colpite."],
  ["intrattenimento", "positivo", "Oscar, il film italiano in corsa per la statuetta",
    "La pellicola, girata a Napoli, ha conquistato la giuria e il pubblico dei festival. La cerimonia si terrà a Los Angeles a marzo."],
  ["sport", "positivo", "Mondiali di nuoto a Singapore, Ceccon d'oro nei 100 dorso",
    "L'azzurro vince la finale con il record dei campionati. Per l'Italia è la seconda medaglia d'oro della rassegna."],
  ["cronaca", "negativo", "Turista tedesca aggredita sul lungomare di Rimini",
    "La donna è stata avvicinata da un uomo che l'ha colpita e derubata. I carabinieri cercano l'aggressore grazie alle telecamere."],
  ["cronaca", "negativo", "Giovane marocchino accoltellato davanti alla stazione",
    "Il ragazzo, 24 anni, è stato colpito al culmine di una lite con due connazionali. La polizia ha fermato un tunisino di 30 anni."],
  ["politica", "neutrale", "Europee, Meloni presenta le liste di Fratelli d'Italia",
    "La premier sarà capolista in tutte le circoscrizioni. Il voto per il Parlamento europeo è fissato per l'8 e il 9 giugno."],
  ["viaggi", "positivo", "Giappone in primavera: la fioritura dei ciliegi tra Tokyo e Kyoto",
    "Un itinerario di dieci giorni tra templi, giardini e terme. La stagione dei ciliegi in fiore è il momento più suggestivo per visitare il Paese."],
  ["cultura", "positivo", "Il Nobel per la letteratura a una scrittrice sudcoreana",
    "L'Accademia di Stoccolma ha premiato la sua prosa poetica. I suoi romanzi sono tradotti in italiano da una piccola casa editrice."],
  ["economia", "negativo", "Dazi americani, l'export del vino italiano crolla del 20%",
    "Le cantine pagano le nuove tariffe imposte da Washington. Coldiretti stima perdite per un miliardo di euro."],
  ["sport", "negativo", "Juventus eliminata dal Real Madrid agli ottavi di Champions",
    "I bianconeri perdono 2-0 al Bernabeu e salutano la coppa. Delusione tra i tifosi arrivati in Spagna."],
];

function analyze(title: string, text: string) {
  return analyzeArticleLocally({ title, source_name: "", text }, NO_CORPUS);
}

describe("dev set: foreign news", () => {
  it.each([...ABROAD, ...AT_HOME])("files under %s: %#", (category, _sentiment, title, text) => {
    expect(analyze(title, text).category).toBe(category);
  });

  it.each([...ABROAD, ...AT_HOME])("reads %s/%s: %#", (_category, sentiment, title, text) => {
    expect(analyze(title, text).sentiment).toBe(sentiment);
  });
});
