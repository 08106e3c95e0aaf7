/** Training text: a local paper's leads, two or three sentences on a lakeside province (fictional publisher and towns, written for this repository). */
import type { TrainingSource } from "./source.js";

export const gazzettaDelLago: TrainingSource = {
  source: "La Gazzetta del Lago (cronaca locale)",
  text: {
    tecnologia: `
A Borgolago il wifi gratuito arriva anche sul lungolago e nelle frazioni. Basta registrarsi una volta con il numero di cellulare e la connessione resta attiva per tutta l'estate.
L'istituto tecnico di Castel Riva ha inaugurato un laboratorio di robotica con bracci meccanici e stampanti 3D. Gli studenti programmeranno i robot per smistare i pacchi come in un magazzino.
Da settembre il municipio rilascia i certificati solo online con l'identità digitale. Per chi non ha dimestichezza con il computer c'è uno sportello di assistenza il giovedì mattina.
Una giovane azienda di Sant'Abbondio ha sviluppato un'app che segnala in tempo reale i posti liberi nei parcheggi del centro. I sensori sono già stati installati in piazza Garibaldi.
I ripetitori della telefonia mobile sulla sponda orientale saranno potenziati per il 5G. I lavori, spiega l'operatore, non interromperanno il servizio.
`,
    politica: `
Il consiglio comunale di Borgolago ha approvato il piano del traffico con i voti della maggioranza. L'opposizione ha annunciato un ricorso al Tar e una raccolta di firme.
Si è dimesso il vicesindaco di Castel Riva dopo mesi di tensioni con la giunta. Il sindaco assume le sue deleghe e non esclude un rimpasto.
Alle elezioni comunali di primavera si presenteranno tre liste. Il sindaco uscente cerca il secondo mandato, sfidato da un ex assessore e da una lista civica di giovani.
Il presidente della Provincia ha incontrato i sindaci del lago per discutere la ripartizione dei fondi regionali. Sul tavolo la manutenzione delle strade e le scuole.
La mozione di sfiducia contro la giunta di Sant'Abbondio è stata respinta per un voto. Decisivo l'astensione di un consigliere della maggioranza.
La Regione ha nominato il nuovo commissario del consorzio dei comuni montani. Le opposizioni in consiglio regionale parlano di una scelta di partito.
Borgolago ha un nuovo sindaco: la candidata della lista civica ha battuto al ballottaggio l'assessore uscente con trecento voti di scarto. Lo sconfitto siederà in consiglio comunale all'opposizione.
`,
    economia: `
Il cantiere navale di Castel Riva ha chiuso l'anno con ordini per venti motoscafi, in gran parte destinati all'estero. L'azienda assumerà quindici saldatori e falegnami.
Chiude dopo sessant'anni la filanda di Borgolago: i quaranta dipendenti saranno ricollocati in altre aziende del gruppo. I sindacati chiedono garanzie scritte.
I commercianti del centro lamentano un calo delle vendite del quindici per cento rispetto all'anno scorso. Pesano gli affitti alti e la concorrenza dei centri commerciali.
La banca di credito cooperativo del lago ha approvato un bilancio in utile e distribuirà un dividendo ai soci. Crescono i prestiti alle piccole imprese.
Il mercato del pesce di lago è in crisi: il prezzo del lavarello è sceso del trenta per cento e i pescatori di professione sono rimasti in dodici.
Nuovo centro logistico nella zona industriale: porterà duecento posti di lavoro, ma i residenti temono il traffico dei camion.
`,
    sport: `
La Canottieri Borgolago ha conquistato tre titoli italiani ai campionati di Varese. Doppio oro per il due senza juniores, allenato dall'ex olimpionico della società.
Il derby del lago finisce in parità: un gol per tempo al comunale di Castel Riva, con il pareggio arrivato su rigore al novantesimo.
Oltre mille iscritti alla traversata a nuoto del lago, due chilometri da sponda a sponda. Ha vinto un sedicenne della società locale, in ventitré minuti.
La squadra di pallavolo femminile è promossa in serie B2 dopo una stagione con una sola sconfitta. La festa in palestra è durata fino a notte.
Il giro ciclistico delle valli partirà quest'anno dal lungolago di Sant'Abbondio. Sono attesi centocinquanta corridori dilettanti da tutta la regione.
`,
    salute: `
Il reparto di pediatria dell'ospedale di Castel Riva resterà aperto anche d'estate. L'azienda sanitaria ha trovato due medici a tempo determinato per coprire le ferie.
Da lunedì la guardia medica turistica apre nell'ex scuola di Borgolago, tutti i giorni dalle otto alle venti. Per le urgenze resta attivo il numero unico.
Screening gratuito per il diabete in piazza sabato mattina: infermieri e medici volontari misureranno la glicemia e la pressione a chi si presenta.
Sono quattromila gli abitanti del lago senza medico di famiglia dopo tre pensionamenti. Il distretto sanitario promette due nuovi incarichi entro l'autunno.
La casa di riposo ha sospeso le visite dei parenti per un focolaio di influenza tra gli ospiti. Nessuno, spiegano dalla direzione, è in condizioni gravi.
`,
    scienza: `
I ricercatori dell'università hanno calato sul fondo del lago una sonda che misura temperatura e ossigeno ogni ora. I dati serviranno a capire come il lago si rimescola d'inverno.
Nelle grotte sopra Castel Riva gli speleologi hanno trovato ossa di orso delle caverne vecchie di trentamila anni. Saranno studiate al museo di scienze naturali.
Un appassionato di astronomia di Borgolago ha scoperto un asteroide con il telescopio che tiene sul tetto di casa. L'oggetto porterà il nome del paese.
Gli studenti del liceo hanno partecipato a un esperimento di fisica del Cern analizzando i dati delle collisioni tra protoni.
Il geologo della Provincia spiega che la frana sopra la statale è scivolata su uno strato di argilla impregnato d'acqua.
`,
    cultura: `
Villa Serbelli riapre dopo il restauro degli affreschi settecenteschi del salone. Le visite guidate si prenotano in biblioteca.
Il festival letterario del lago porterà quest'anno venti scrittori sul lungolago, tra cui due finalisti del premio Strega. Tutti gli incontri sono gratuiti.
Nella chiesa di San Giorgio è stato ritrovato, sotto l'intonaco, un ciclo di affreschi del Quattrocento con storie della vita del santo.
La biblioteca civica di Borgolago ha ricevuto in dono l'archivio di un poeta dialettale: lettere, manoscritti e quaderni di appunti.
Il coro polifonico di Castel Riva festeggia cinquant'anni con un concerto di musica sacra nella basilica.
Il museo etnografico della valle espone gli attrezzi dei pescatori e delle tessitrici dell'Ottocento.
`,
    cronaca: `
Un pensionato di settantadue anni è annegato ieri pomeriggio davanti alla spiaggia di Borgolago. Inutili i tentativi di rianimarlo da parte dei bagnini.
Furto nella notte in una villetta di Castel Riva: i ladri sono entrati da una finestra e hanno portato via gioielli e contanti. Indagano i carabinieri.
Scontro tra un'auto e uno scooter sulla provinciale del lago: il motociclista, un ragazzo di diciannove anni, è ricoverato in prognosi riservata.
Il tribunale ha condannato a quattro anni l'ex tesoriere della parrocchia per essersi appropriato delle offerte dei fedeli.
Spacciavano cocaina nei locali del lungolago: arrestati tre giovani dalla guardia di finanza dopo mesi di appostamenti.
Incendio in un capannone della zona artigianale, nessun ferito. I vigili del fuoco hanno lavorato tutta la notte per spegnere le fiamme.
`,
    ambiente: `
L'acqua del lago è tornata balneabile in tutte le spiagge dopo i lavori sul depuratore. Restano vietate solo le foci dei torrenti dopo le piogge.
I volontari del circolo ambientalista hanno piantato trecento alberi lungo la ciclabile. Querce, aceri e carpini sostituiranno i pioppi abbattuti dal vento.
Il livello del lago è sceso di un metro sotto la media stagionale per la siccità. I pescatori segnalano canneti all'asciutto e uova di pesce perse.
Il Comune di Borgolago introduce la tariffa puntuale sui rifiuti: chi produce meno indifferenziato pagherà meno.
Le guardie ecologiche hanno trovato una discarica abusiva di pneumatici nel bosco sopra Sant'Abbondio. Il sito sarà bonificato.
Avvistata una coppia di falchi pescatori sul delta del fiume: non nidificavano sul lago da oltre un secolo.
`,
    internazionale: `
Una famiglia di Borgolago bloccata in Israele dopo la chiusura dello spazio aereo racconta le notti nei rifugi antimissile. La Farnesina sta organizzando il rientro.
Il sindaco di Castel Riva ha accolto la delegazione della città gemellata in Baviera. Al centro dell'incontro il vertice europeo sull'immigrazione e il futuro dell'Unione.
Un medico del lago lavora da due anni in un ospedale da campo in Sudan, dove la guerra civile ha provocato milioni di sfollati.
Gli emigrati del lago in Svizzera guardano con preoccupazione al referendum federale che limita l'arrivo di lavoratori stranieri.
`,
    intrattenimento: `
Il festival musicale del lungolago porterà tre serate di concerti con cantanti e band ospiti. Biglietti in vendita da lunedì.
Una troupe cinematografica americana gira sul lago alcune scene del nuovo film d'azione. Per due giorni chiuso al traffico il lungolago.
Il comico nato a Castel Riva torna a esibirsi nel teatro tenda con il suo nuovo spettacolo. Il tutto esaurito è arrivato in poche ore.
Il concorso per voci nuove della valle ha premiato una cantante di sedici anni, che ora sogna un talent in televisione.
Cinema sotto le stelle in piazza: ogni giovedì di luglio un film per famiglie con ingresso libero.
`,
    viaggi: `
Il battello che collega le due sponde del lago aumenta le corse estive: partenze ogni mezz'ora dalle otto alle venti. I biglietti si acquistano anche online.
Sul sentiero del viandante, che costeggia la sponda orientale, sono stati installati nuovi cartelli con tempi di percorrenza e punti di ristoro.
Gli alberghi del lago registrano il tutto esaurito per Pasqua, soprattutto grazie ai turisti tedeschi e olandesi.
Riapre la funicolare per il borgo alto, con vista sul lago e una trattoria in cima. Il biglietto di andata e ritorno costa sei euro.
Il nuovo ostello nell'ex stazione di Castel Riva offre letti in camerata a venticinque euro, noleggio bici e deposito bagagli.
`,
  },
};
