/** Training text: encyclopedia entries' opening sentences, definitions and history (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const enciclopediaAperta: TrainingSource = {
  source: "Enciclopedia Aperta (voci)",
  text: {
    tecnologia: `
Il transistor è un componente elettronico a semiconduttore usato per amplificare o commutare segnali elettrici.
Un sistema operativo è l'insieme dei programmi che gestisce le risorse di un computer e permette di eseguire le applicazioni.
Il protocollo HTTP regola lo scambio di pagine tra i browser e i server del World Wide Web.
La crittografia a chiave pubblica usa una coppia di chiavi, una per cifrare e una per decifrare i messaggi.
Il primo telefono cellulare commerciale fu messo in vendita nel 1983 e pesava quasi un chilo.
Una rete neurale artificiale è un modello di calcolo composto da nodi collegati che apprendono dai dati.
La memoria flash conserva i dati anche senza alimentazione ed è usata nelle chiavette e nei dischi a stato solido.
Il codice sorgente di un software libero può essere letto, modificato e ridistribuito da chiunque.
`,
    politica: `
La Costituzione della Repubblica italiana entrò in vigore il primo gennaio 1948.
Il Parlamento italiano è composto dalla Camera dei deputati e dal Senato della Repubblica, che hanno gli stessi poteri.
Il presidente della Repubblica è eletto dal Parlamento in seduta comune e resta in carica sette anni.
Il decreto legge è un atto del governo con forza di legge che deve essere convertito dalle Camere entro sessanta giorni.
Il referendum abrogativo permette ai cittadini di cancellare in tutto o in parte una legge.
Il sistema elettorale misto assegna una parte dei seggi con collegi uninominali e il resto in modo proporzionale.
Il Consiglio regionale è l'assemblea legislativa della Regione ed è eletto ogni cinque anni.
La Corte costituzionale giudica la legittimità delle leggi e i conflitti tra i poteri dello Stato.
`,
    economia: `
Il prodotto interno lordo misura il valore dei beni e dei servizi finali prodotti in un paese in un anno.
L'inflazione è l'aumento generale e prolungato dei prezzi, che riduce il potere d'acquisto della moneta.
Una società per azioni è un'impresa il cui capitale è diviso in azioni possedute dai soci.
Il tasso di disoccupazione è la quota di persone in cerca di lavoro sul totale della forza lavoro.
La Borsa è il mercato regolamentato in cui si scambiano azioni, obbligazioni e altri titoli.
L'IVA è un'imposta sui consumi applicata a ogni passaggio della produzione e della distribuzione.
Il debito pubblico è l'insieme dei prestiti contratti dallo Stato e non ancora rimborsati.
Il distretto industriale è un'area con molte piccole imprese specializzate nello stesso settore produttivo.
`,
    sport: `
La pallacanestro fu inventata nel 1891 da un insegnante di educazione fisica canadese.
Il Giro d'Italia è una corsa ciclistica a tappe che si disputa ogni anno a maggio dal 1909.
La maratona è una gara di corsa su strada lunga 42,195 chilometri.
Nel rugby a quindici una meta vale cinque punti e la trasformazione successiva ne vale due.
Il pentathlon moderno comprende scherma, nuoto, equitazione, corsa e tiro.
Il derby della Madonnina è la partita di calcio tra le due squadre di Milano.
Il salto con l'asta è una specialità dell'atletica leggera in cui l'atleta supera l'asticella con l'aiuto di una pertica.
Lo sci alpino comprende discesa libera, supergigante, slalom gigante e slalom speciale.
`,
    salute: `
Il diabete di tipo 1 è una malattia autoimmune in cui il pancreas non produce più insulina.
L'ipertensione arteriosa è una condizione in cui la pressione del sangue nelle arterie è costantemente elevata.
Gli antibiotici sono farmaci che uccidono i batteri o ne fermano la crescita, ma non agiscono sui virus.
La celiachia è un'intolleranza permanente al glutine che danneggia l'intestino tenue.
Il Servizio sanitario nazionale fu istituito in Italia nel 1978 per garantire cure a tutti i cittadini.
L'anemia è una riduzione dell'emoglobina nel sangue che provoca stanchezza e pallore.
L'asma è una malattia infiammatoria cronica dei bronchi che provoca difficoltà respiratorie.
La fisioterapia cura con il movimento e con mezzi fisici le conseguenze di traumi e malattie.
`,
    scienza: `
La tavola periodica ordina gli elementi chimici secondo il numero atomico.
Un anno luce è la distanza percorsa dalla luce nel vuoto in un anno, circa novemila miliardi di chilometri.
La teoria dell'evoluzione spiega la diversità degli esseri viventi con la selezione naturale.
Il DNA è la molecola che contiene le informazioni genetiche degli organismi viventi.
Giove è il pianeta più grande del sistema solare ed è composto soprattutto da idrogeno ed elio.
La tettonica delle placche descrive il movimento delle grandi placche rigide che formano la crosta terrestre.
Il bosone di Higgs è una particella elementare la cui esistenza fu confermata nel 2012.
La fotosintesi è il processo con cui le piante producono zuccheri e ossigeno a partire da acqua e anidride carbonica.
`,
    cultura: `
La Divina Commedia è un poema in terzine scritto da Dante Alighieri nel Trecento.
Il Rinascimento fu un periodo di rinnovamento delle arti e del pensiero nato a Firenze nel Quattrocento.
Il barocco è uno stile artistico del Seicento caratterizzato da forme dinamiche e grandi effetti scenografici.
I Promessi sposi sono un romanzo storico di Alessandro Manzoni ambientato in Lombardia nel Seicento.
La commedia dell'arte era una forma di teatro popolare basata sull'improvvisazione e sulle maschere.
Il Futurismo fu un movimento artistico e letterario fondato da Filippo Tommaso Marinetti nel 1909.
Il Cenacolo è un dipinto murale di Leonardo da Vinci conservato nel refettorio di Santa Maria delle Grazie a Milano.
Il melodramma è un'opera teatrale in cui il testo è interamente cantato con l'accompagnamento dell'orchestra.
`,
    cronaca: `
La strage di Bologna fu un attentato terroristico che il 2 agosto 1980 uccise ottantacinque persone alla stazione ferroviaria.
Il maxiprocesso di Palermo fu il processo contro centinaia di imputati di mafia celebrato a partire dal 1986.
Il disastro del Vajont fu causato nel 1963 da una frana caduta nel lago artificiale, che provocò un'onda e quasi duemila vittime.
Il rapimento di Aldo Moro avvenne a Roma nel 1978 ad opera delle Brigate Rosse.
Il crollo del ponte Morandi a Genova nel 2018 causò la morte di quarantatré persone.
La banda della Magliana fu un'organizzazione criminale attiva a Roma tra gli anni Settanta e Novanta.
Il naufragio della nave da crociera davanti all'isola del Giglio avvenne nel gennaio 2012.
`,
    ambiente: `
L'effetto serra è il fenomeno per cui alcuni gas dell'atmosfera trattengono il calore emesso dalla superficie terrestre.
Il Parco nazionale del Gran Paradiso, istituito nel 1922, protegge lo stambecco delle Alpi.
La desertificazione è il degrado del suolo nelle zone aride causato dal clima e dalle attività umane.
Le energie rinnovabili sono quelle prodotte da fonti che si rigenerano, come il sole, il vento e l'acqua.
La biodiversità è la varietà di specie animali e vegetali e di ecosistemi presenti in un'area.
Il Protocollo di Kyoto fu il primo trattato internazionale a fissare limiti alle emissioni di gas serra.
La deforestazione dell'Amazzonia riduce la capacità della foresta di assorbire anidride carbonica.
Il compostaggio trasforma i rifiuti organici in un terriccio ricco di nutrienti.
`,
    internazionale: `
L'Organizzazione delle Nazioni Unite fu fondata nel 1945 per mantenere la pace e la sicurezza internazionale.
La NATO è un'alleanza militare tra paesi dell'Europa e del Nord America nata nel 1949.
L'Unione africana riunisce cinquantacinque stati del continente e ha sede ad Addis Abeba.
Il Congresso degli Stati Uniti è formato dalla Camera dei rappresentanti e dal Senato.
La Bundestag è il parlamento federale della Germania e ha sede a Berlino.
La guerra fredda fu la contrapposizione politica e militare tra Stati Uniti e Unione Sovietica dopo la seconda guerra mondiale.
Il Commonwealth è un'associazione di stati in gran parte ex colonie dell'impero britannico.
La Lega araba è un'organizzazione regionale di paesi del Medio Oriente e del Nord Africa fondata al Cairo.
`,
    intrattenimento: `
Il Festival di Sanremo è una manifestazione musicale che si tiene ogni anno dal 1951 nella città ligure.
Una sitcom è una serie televisiva comica con personaggi fissi e ambienti ricorrenti.
Il Grande Fratello è un reality show in cui i concorrenti vivono in una casa sorvegliata dalle telecamere.
Gli Oscar sono i premi assegnati ogni anno dall'Accademia delle arti e delle scienze cinematografiche di Hollywood.
Il cinema d'animazione giapponese, detto anime, ha un vasto pubblico anche in Europa.
Il musical è uno spettacolo in cui recitazione, canto e danza si alternano sul palco.
Il talent show è un programma televisivo in cui aspiranti artisti vengono giudicati da una giuria.
Il rock and roll nacque negli Stati Uniti negli anni Cinquanta dalla fusione di rhythm and blues e country.
`,
    viaggi: `
Le Cinque Terre sono cinque borghi della costa ligure collegati da un sentiero e dalla ferrovia.
Il Cammino di Santiago è un insieme di percorsi di pellegrinaggio che arrivano a Santiago de Compostela.
La Transiberiana è la ferrovia che collega Mosca a Vladivostok in circa sette giorni di viaggio.
Il passaporto è il documento che permette di viaggiare nei paesi che non accettano la carta d'identità.
Un ostello è una struttura ricettiva economica con camere condivise e spazi comuni.
La Costiera amalfitana è una meta turistica famosa per i paesi a picco sul mare e le strade panoramiche.
Il turismo enogastronomico porta i visitatori nelle zone di produzione di vini e prodotti tipici.
Lo spazio Schengen permette di viaggiare tra i paesi aderenti senza controlli alle frontiere interne.
`,
  },
};
