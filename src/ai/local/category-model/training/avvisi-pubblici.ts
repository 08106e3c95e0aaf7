/** Training text: public notices from towns, regions and health boards, in their bureaucratic register (fictional authorities, written for this repository). */
import type { TrainingSource } from "./source.js";

export const avvisiPubblici: TrainingSource = {
  source: "Avvisi pubblici (Comuni, Regioni, aziende sanitarie)",
  text: {
    ambiente: `
Si comunica che da lunedì a venerdì, dalle 8.30 alle 18.30, è vietata la circolazione dei veicoli diesel fino alla classe euro 4 per il superamento dei limiti di PM10.
A partire dal 1 marzo la raccolta dell'umido avverrà il martedì e il venerdì; i mastelli vanno esposti entro le ore 6.
È vietato accendere fuochi e bruciare sterpaglie nei terreni agricoli fino al 30 settembre per il rischio di incendi boschivi.
L'ordinanza vieta l'uso dell'acqua potabile per irrigare orti e giardini e per lavare le auto fino a nuova comunicazione.
L'isola ecologica resterà aperta anche il sabato pomeriggio per il conferimento di ingombranti e rifiuti elettronici.
Allerta arancione per rischio idrogeologico: si raccomanda di non sostare vicino ai corsi d'acqua e di non scendere nei sottopassi.
`,
    salute: `
L'Azienda sanitaria informa che la prenotazione delle visite specialistiche può essere effettuata anche in farmacia o tramite il numero verde.
Sono aperte le prenotazioni per la vaccinazione antinfluenzale riservata agli ultrasessantenni e alle persone con patologie croniche.
Le donne tra i 50 e i 69 anni riceveranno a casa la lettera di invito per la mammografia di screening.
Il servizio di guardia medica è attivo nei giorni prefestivi e festivi dalle 8 alle 20 presso la sede distrettuale.
Si invitano i cittadini a ritirare i referti degli esami di laboratorio online con il codice ricevuto al momento del prelievo.
`,
    politica: `
Il Consiglio comunale è convocato in seduta ordinaria per giovedì alle ore 18 per discutere l'approvazione del rendiconto.
I cittadini che non hanno ricevuto la tessera elettorale possono ritirarla all'ufficio elettorale aperto anche nei giorni del voto.
Avviso per gli elettori all'estero: la richiesta di voto per corrispondenza va presentata al consolato entro il 31 dicembre.
Si rende noto che la Giunta regionale ha approvato il calendario delle consultazioni per la riforma dello statuto.
Gli scrutatori dei seggi elettorali saranno nominati dalla Commissione elettorale comunale con sorteggio pubblico.
`,
    cultura: `
La biblioteca comunale osserverà il seguente orario estivo: dal lunedì al venerdì dalle 9 alle 13.
Sono aperte le iscrizioni ai corsi di teatro e di storia dell'arte dell'Università della terza età.
Il museo civico sarà aperto gratuitamente la prima domenica di ogni mese.
Il Comune mette a disposizione contributi per le associazioni che organizzano rassegne musicali e letterarie.
`,
    economia: `
Scadenza del pagamento della prima rata dell'IMU: 16 giugno. Il modello F24 è disponibile sul sito del Comune.
È pubblicato il bando regionale per i contributi a fondo perduto alle imprese artigiane che investono in nuovi macchinari.
Avviso di selezione pubblica per l'assunzione a tempo indeterminato di due istruttori amministrativi.
La tassa sui rifiuti per le attività commerciali potrà essere pagata in tre rate senza interessi.
Il mercato settimanale è temporaneamente trasferito in piazza della Stazione; i commercianti ambulanti mantengono il proprio posteggio.
`,
    cronaca: `
A seguito del cedimento di un tratto del muro di contenimento, la strada comunale per la frazione è chiusa al transito fino al termine delle verifiche.
Si avvisa la cittadinanza che sono in corso tentativi di truffa da parte di persone che si spacciano per incaricati del Comune.
Per l'incendio di ieri in via Roma, gli abitanti degli stabili evacuati possono rivolgersi ai servizi sociali per una sistemazione provvisoria.
La Polizia locale ha rimosso i veicoli abbandonati e sequestrato un'auto rubata nel parcheggio dell'ospedale.
`,
    tecnologia: `
Da gennaio le istanze edilizie si presentano esclusivamente tramite lo sportello telematico con firma digitale.
Il servizio di pagamento online sarà sospeso domenica dalle 2 alle 6 per manutenzione dei sistemi informatici.
Per accedere ai servizi online del Comune è necessario disporre di SPID, carta d'identità elettronica o CNS.
`,
    sport: `
Il palazzetto dello sport resterà chiuso per lavori di rifacimento del parquet fino al 30 novembre.
Sono aperte le iscrizioni ai corsi di nuoto per bambini nella piscina comunale, con tariffe ridotte per i residenti.
Le società sportive possono chiedere l'uso delle palestre scolastiche per la stagione agonistica presentando domanda entro il 15 luglio.
`,
    viaggi: `
Durante la stagione estiva il servizio di autobus per le spiagge sarà potenziato con corse ogni trenta minuti.
Il parcheggio scambiatore per i turisti è collegato al centro storico con una navetta gratuita.
L'ufficio di informazione e accoglienza turistica in piazza del Duomo è aperto anche la domenica da aprile a ottobre.
`,
    intrattenimento: `
Per il concerto di sabato in piazza saranno in vigore divieti di sosta e di vendita di bevande in vetro.
La rassegna di cinema all'aperto nel parco comunale si svolgerà ogni mercoledì di luglio e agosto alle 21.30.
`,
  },
};
