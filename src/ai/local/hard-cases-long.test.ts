/**
 * Development set, whole articles: a few hundred words each, where the body
 * outweighs the title — foreign stories with an Italian angle, arrests and
 * trials told at length, trends in economic data. The second half was written
 * after the rules and passed untouched.
 */
import { describe, expect, it } from "vitest";
import type { Category, Sentiment } from "../../shared/constants.js";
import type { CorpusStats } from "../types.js";
import { analyzeArticleLocally } from "./analyze-article.js";

const NO_CORPUS: CorpusStats = { documents: 0, documentFrequency: new Map() };

type Case = [category: Category, sentiment: Sentiment, title: string, text: string];

const CASES: Case[] = [
  ["internazionale", "negativo", "Terremoto in Marocco, oltre duemila morti. La Farnesina: nessun italiano tra le vittime",
    "Una scossa di magnitudo 6.8 ha colpito nella notte la regione dell'Alto Atlante, a sud-ovest di Marrakech. Il " +
    "bilancio delle vittime continua a salire: secondo il ministero dell'Interno di Rabat i morti sono oltre duemila " +
    "e i feriti più di 2.500. Interi villaggi di montagna sono stati rasi al suolo e molte strade sono ancora " +
    "bloccate dalle frane. Le squadre di soccorso marocchine, affiancate dall'esercito, lavorano senza sosta per " +
    "estrarre i superstiti dalle macerie. Re Mohammed VI ha proclamato tre giorni di lutto nazionale. La Farnesina ha " +
    "fatto sapere che non risultano italiani coinvolti, mentre la comunità italiana in Marocco si è mobilitata per " +
    "raccogliere aiuti. Il ministro degli Esteri Tajani ha espresso il cordoglio del governo e offerto l'invio di " +
    "squadre della Protezione civile. Anche la Spagna e la Francia hanno inviato soccorritori. Le Nazioni Unite " +
    "stimano che oltre 300mila persone siano state colpite dal sisma, il più forte nel Paese da oltre un secolo."],
  ["cronaca", "negativo", "Furti nelle ville del Varesotto, presa la banda: quattro arresti",
    "I carabinieri della compagnia di Varese hanno arrestato quattro uomini, tutti di origine albanese, accusati di " +
    "una ventina di furti in abitazione messi a segno negli ultimi sei mesi tra Varese, Gallarate e Busto Arsizio. Il " +
    "gruppo agiva soprattutto nelle ore serali, quando i proprietari erano fuori casa: forzavano le finestre con un " +
    "piede di porco e portavano via gioielli, orologi e contanti. Le indagini, coordinate dalla procura di Varese, " +
    "sono partite dalla denuncia di una famiglia derubata a gennaio e si sono basate sull'analisi delle telecamere e " +
    "dei tabulati telefonici. Nel covo della banda, un appartamento in affitto a Saronno, i militari hanno trovato " +
    "parte della refurtiva, per un valore di circa 150mila euro, che è già stata restituita ai legittimi proprietari. " +
    "Gli arrestati sono stati portati in carcere a Busto Arsizio. Soddisfazione è stata espressa dal sindaco di " +
    "Varese, che ha ringraziato i carabinieri per il lavoro svolto."],
  ["cronaca", "neutrale", "Femminicidio di Chiara, il processo slitta a gennaio",
    "È stata rinviata al 15 gennaio la prima udienza del processo a carico di Marco R., il 34enne accusato di aver " +
    "ucciso a coltellate l'ex compagna Chiara nel loro appartamento di Mestre nel marzo scorso. Il rinvio è stato " +
    "deciso dalla Corte d'assise di Venezia per un difetto di notifica a una delle parti civili. L'imputato, difeso " +
    "dagli avvocati Rossi e Bianchi, è detenuto nel carcere di Santa Maria Maggiore. La famiglia della vittima, " +
    "assistita da un'associazione contro la violenza sulle donne, si è costituita parte civile. Secondo l'accusa " +
    "l'uomo non accettava la fine della relazione e aveva già ricevuto un ammonimento del questore per stalking. Alla " +
    "prossima udienza saranno ascoltati i primi testimoni e i consulenti della procura."],
  ["economia", "positivo", "Export, il made in Italy corre negli Stati Uniti: +12% nel primo semestre",
    "Le esportazioni italiane verso gli Stati Uniti sono cresciute del 12% nei primi sei mesi dell'anno, secondo i " +
    "dati diffusi oggi dall'Istat. A trainare sono soprattutto la meccanica, la farmaceutica e l'agroalimentare, con " +
    "vino e formaggi ai massimi storici. Gli Usa si confermano così il secondo mercato di sbocco per le imprese " +
    "italiane dopo la Germania, dove invece le vendite sono in calo del 3% per la frenata dell'industria tedesca. " +
    "Confindustria parla di un risultato importante, ma avverte che i dazi annunciati da Washington potrebbero pesare " +
    "nella seconda parte dell'anno. Il ministro delle Imprese Urso ha sottolineato che il governo sta lavorando con " +
    "Bruxelles per evitare una guerra commerciale e difendere le filiere italiane."],
  ["ambiente", "neutrale", "Ilva, il Consiglio di Stato decide sull'autorizzazione ambientale",
    "Si è tenuta ieri a Roma l'udienza davanti al Consiglio di Stato sul ricorso contro l'autorizzazione integrata " +
    "ambientale dell'ex Ilva di Taranto. I giudici dovranno stabilire se le prescrizioni imposte all'acciaieria siano " +
    "sufficienti a tutelare la salute dei cittadini del quartiere Tamburi. Le associazioni ambientaliste sostengono " +
    "che le emissioni di polveri e benzene restino troppo alte e chiedono la sospensione dell'area a caldo. " +
    "L'azienda, in amministrazione straordinaria, ribatte che i limiti sono rispettati e che gli investimenti per la " +
    "decarbonizzazione sono in corso. La sentenza è attesa entro trenta giorni."],
  ["internazionale", "neutrale", "Elezioni in Cile, Kast e Jara al ballottaggio",
    "Saranno José Antonio Kast, candidato della destra, e Jeannette Jara, sostenuta dalla coalizione di sinistra al " +
    "governo, a contendersi la presidenza del Cile al secondo turno del 14 dicembre. Al primo turno Jara ha ottenuto " +
    "il 26,8% dei voti, Kast il 23,9%. L'affluenza è stata dell'85%, la più alta della storia del Paese grazie al " +
    "voto obbligatorio. A Santiago i sostenitori dei due candidati hanno festeggiato nelle piazze. I sondaggi danno " +
    "Kast favorito al ballottaggio grazie ai voti degli altri candidati di destra. Il presidente uscente Gabriel " +
    "Boric non poteva ricandidarsi."],
  ["politica", "neutrale", "Manovra, il governo porta il testo in Senato: le misure su Irpef e pensioni",
    "Il disegno di legge di bilancio è arrivato ieri sera a Palazzo Madama dopo il via libera del Consiglio dei " +
    "ministri. Il testo vale circa 18 miliardi e conferma il taglio del cuneo fiscale per i redditi fino a 40mila " +
    "euro, la revisione delle aliquote Irpef e una nuova finestra per l'uscita anticipata dal lavoro. La commissione " +
    "Bilancio avvierà le audizioni la prossima settimana: saranno ascoltati Banca d'Italia, Istat, Corte dei conti e " +
    "le parti sociali. La maggioranza punta ad approvare la manovra entro metà dicembre per poi trasmetterla alla " +
    "Camera. Le opposizioni hanno già annunciato centinaia di emendamenti su sanità e scuola. Il ministro " +
    "dell'Economia Giorgetti ha ribadito che i saldi non cambieranno e che eventuali modifiche dovranno essere " +
    "coperte."],
  ["sport", "negativo", "Italia sconfitta dalla Norvegia, Mondiali a rischio",
    "Una serata da dimenticare per la Nazionale di Spalletti, travolta 3-0 a Oslo nella prima partita del girone di " +
    "qualificazione ai Mondiali. Haaland ha segnato una doppietta e ha colpito anche un palo, mentre gli azzurri non " +
    "sono mai riusciti a rendersi pericolosi. In difesa sono stati commessi errori gravi, con Donnarumma costretto a " +
    "diverse parate per evitare un passivo ancora più pesante. Con questa sconfitta la qualificazione diretta si " +
    "complica: la Norvegia vola a sei punti in classifica. Il commissario tecnico a fine gara ha ammesso le " +
    "difficoltà della squadra e ha chiesto scusa ai tifosi. Martedì a Reggio Emilia la sfida con la Moldavia, che " +
    "ormai non basta più."],
  ["salute", "positivo", "Trapianto record al Niguarda: fegato e reni a tre pazienti in 24 ore",
    "Un'intera giornata di lavoro per le équipe di chirurgia dei trapianti dell'ospedale Niguarda di Milano, che in " +
    "ventiquattro ore hanno eseguito tre interventi complessi grazie a un unico donatore. Un uomo di 54 anni ha " +
    "ricevuto il fegato, mentre due giovani pazienti in dialisi da anni hanno ricevuto i reni. Tutti gli interventi " +
    "sono riusciti e i pazienti sono in buone condizioni. Il direttore sanitario ha ringraziato la famiglia del " +
    "donatore per la generosità del gesto e ha sottolineato l'eccellenza della rete trapianti lombarda. Nel 2024 le " +
    "donazioni di organi in Lombardia sono aumentate del 10%."],
  ["internazionale", "positivo", "Africa, l'Oms certifica l'Egitto libero dalla malaria",
    "L'Organizzazione mondiale della sanità ha ufficialmente dichiarato l'Egitto libero dalla malaria, al termine di " +
    "un percorso durato quasi cento anni. Il direttore generale Tedros ha parlato di un risultato storico e di un " +
    "esempio per tutto il continente. Il Cairo aveva avviato le prime campagne di prevenzione negli anni Venti del " +
    "secolo scorso, con la bonifica delle zone paludose lungo il Nilo. Oggi i casi sono zero da oltre tre anni. Il " +
    "governo egiziano ha annunciato che continuerà la sorveglianza nelle regioni meridionali, al confine con il " +
    "Sudan, dove la malattia è ancora diffusa."],
  ["ambiente", "negativo", "Pianura Padana, smog oltre i limiti per 40 giorni",
    "Da inizio anno le centraline dell'Arpa hanno registrato valori di Pm10 oltre la soglia di legge per quaranta " +
    "giorni a Milano, Torino e Padova. L'assenza di pioggia e di vento favorisce il ristagno delle polveri sottili " +
    "nei bassi strati dell'atmosfera. Legambiente chiede misure strutturali su traffico e riscaldamento e denuncia il " +
    "ritardo delle Regioni nei piani per la qualità dell'aria. I medici ricordano che l'inquinamento atmosferico " +
    "causa in Italia oltre 50mila morti premature ogni anno. Per il fine settimana sono previste limitazioni alla " +
    "circolazione dei veicoli più inquinanti."],
  ["tecnologia", "neutrale", "Intelligenza artificiale, l'AI Act entra in vigore: cosa cambia per le aziende",
    "Da oggi si applicano le prime norme del regolamento europeo sull'intelligenza artificiale. Le aziende che " +
    "sviluppano o usano sistemi di IA dovranno classificarli in base al rischio e rispettare obblighi di trasparenza. " +
    "Sono vietati i sistemi di riconoscimento delle emozioni nei luoghi di lavoro e il punteggio sociale dei " +
    "cittadini. Per i modelli generativi come ChatGPT e Gemini scatteranno dal prossimo anno gli obblighi sui dati di " +
    "addestramento. Le sanzioni possono arrivare fino al 7% del fatturato globale. In Italia la vigilanza sarà " +
    "affidata all'Agenzia per la cybersicurezza nazionale."],
];

function analyze(title: string, text: string) {
  return analyzeArticleLocally({ title, source_name: "", text }, NO_CORPUS);
}

describe("dev set: whole articles", () => {
  it.each(CASES)("files under %s: %#", (category, _sentiment, title, text) => {
    expect(analyze(title, text).category).toBe(category);
  });

  it.each(CASES)("reads %s/%s: %#", (_category, sentiment, title, text) => {
    expect(analyze(title, text).sentiment).toBe(sentiment);
  });
});
