/** Training text: a weekly magazine's long feature paragraphs, scene first and topic later (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const mondoMagazine: TrainingSource = {
  source: "Mondo Magazine (settimanale, servizi lunghi)",
  text: {
    tecnologia: `
Nel capannone alla periferia di Torino non si sente un rumore: i bracci robotici montano le schede elettroniche in silenzio, guidati da un software che corregge da solo gli errori. L'ingegnera che ha progettato la linea spiega che l'intelligenza artificiale riconosce un componente storto in un millesimo di secondo. Gli operai non sono spariti, ma oggi passano la giornata davanti agli schermi a controllare i dati.
Per mesi Giulia ha creduto che il suo telefono la ascoltasse: parlava di scarpe e il giorno dopo vedeva pubblicità di scarpe. Gli esperti di privacy le hanno spiegato che non serve il microfono, bastano la posizione, le ricerche e gli acquisti online. È così che funzionano gli algoritmi che decidono cosa vediamo sugli schermi.
La prima volta che ha chiesto a un assistente virtuale di riassumere un contratto, l'avvocato milanese è rimasto colpito dalla velocità. Poi ha scoperto che il programma aveva inventato una clausola che non esisteva. Oggi usa questi strumenti ogni giorno, ma controlla ogni riga.
`,
    politica: `
Alle sette di sera il corridoio dei passi perduti di Montecitorio è ancora pieno: deputati al telefono, portavoce che rincorrono i capigruppo, giornalisti in attesa. Si tratta sull'ultimo emendamento della legge di bilancio, e la maggioranza non ha i numeri in commissione. Alla fine l'accordo arriva a mezzanotte, con una norma sulle pensioni riscritta tre volte.
Il sindaco del piccolo comune appenninico ha settantadue anni e il terzo mandato alle spalle. In paese nessuno vuole candidarsi al suo posto, e alle prossime elezioni rischia di arrivare un commissario. È la crisi della politica locale, dove i consiglieri comunali lavorano quasi gratis e rispondono di tutto.
Nella sede del partito, al primo piano di un palazzo del centro, i militanti sono rimasti in pochi. Il nuovo segretario vuole ripartire dai circoli e dalle primarie, ma la corrente di minoranza chiede un congresso anticipato.
`,
    economia: `
Alle cinque del mattino il mercato ortofrutticolo è già al lavoro, ma i grossisti parlano solo di prezzi. Le zucchine pagate al contadino trenta centesimi al chilo arrivano al supermercato a due euro e mezzo. Tra trasporto, energia e distribuzione, la filiera si mangia quasi tutto il margine.
Nel distretto delle piastrelle di Sassuolo i forni restano accesi giorno e notte, e con il gas alle stelle la bolletta di un'azienda media è triplicata in un anno. Alcune imprese hanno spostato la produzione all'estero, altre hanno investito nel fotovoltaico sui tetti dei capannoni. I sindacati temono per migliaia di posti di lavoro.
Marco ha trentadue anni, una laurea in ingegneria e uno stipendio di milleseicento euro al mese a Milano. Metà se ne va nell'affitto di un bilocale in periferia. Come lui, sempre più giovani lasciano la città per lavorare da remoto dalla provincia, dove le case costano un terzo.
`,
    sport: `
Sulle rampe del Mortirolo il pubblico è così fitto che le moto della televisione passano a fatica. Il corridore colombiano si alza sui pedali a quattro chilometri dalla cima e nessuno riesce a seguirlo. All'arrivo in salita avrà un minuto di vantaggio e la maglia rosa.
Lo spogliatoio della squadra di provincia è una stanza con le docce che perdono, ma quest'anno la squadra è prima in classifica. L'allenatore, ex difensore di serie A, ha costruito il gruppo con ragazzi scartati dai grandi club. In città si parla solo della promozione.
A sedici anni si allena quattro ore al giorno in piscina, prima e dopo la scuola. L'obiettivo della giovane nuotatrice sono le prossime Olimpiadi, dove vuole una medaglia nei duecento misti.
`,
    salute: `
Nel reparto di oncologia pediatrica le pareti sono dipinte di colori vivaci e in corridoio c'è una biblioteca di fumetti. La nuova terapia cellulare ha dato risultati incoraggianti nei bambini con leucemia che non rispondevano alla chemioterapia. I medici parlano con prudenza: servono anni per dire che sono guariti.
Alle due di notte il pronto soccorso della grande città è pieno: anziani in barella nei corridoi, un ragazzo con un braccio rotto, una donna con il dolore al petto. L'infermiera di triage decide in pochi secondi chi entra prima. Mancano medici e i turni di dodici ore sono diventati la regola.
Per anni Laura ha pensato che la stanchezza fosse normale. Poi un esame del sangue ha rivelato la celiachia, e con la dieta senza glutine in tre mesi è tornata a stare bene.
`,
    scienza: `
A millequattrocento metri sotto il Gran Sasso, nei laboratori scavati nella roccia, i fisici aspettano un segnale che forse non arriverà mai. Cercano le particelle di materia oscura, che compongono gran parte dell'universo ma non sono mai state viste. La montagna sopra di loro fa da scudo ai raggi cosmici.
La nave oceanografica naviga da tre settimane nel mare di Ross. I biologi calano le reti fino a mille metri di profondità e tirano su pesci senza emoglobina, capaci di sopravvivere a temperature sotto lo zero. Il loro genoma potrebbe spiegare come la vita si adatta al freddo estremo.
Sulla cima del vulcano cileno, l'aria è così secca che il cielo sembra nero anche di giorno. È qui che gli astronomi hanno costruito il telescopio più grande del mondo, con uno specchio di trentanove metri.
`,
    cultura: `
Nella sala del museo la luce è bassa e il quadro sembra emergere dal buio. Il restauro durato tre anni ha tolto le vernici ingiallite e ha rivelato un paesaggio che nessuno aveva mai visto dietro la figura della Madonna. Gli storici dell'arte ora discutono di nuove attribuzioni.
La scrittrice vive in una casa piena di libri in un paese della Sardegna e scrive a mano, su quaderni a righe. Il suo ultimo romanzo racconta tre generazioni di donne e ha venduto duecentomila copie. Dice che la letteratura serve a ricordare chi non ha lasciato tracce.
Il piccolo teatro di provincia era chiuso da vent'anni. Una compagnia di giovani attori lo ha riaperto con un festival di drammaturgia contemporanea, e ora il cartellone è pieno fino a primavera.
`,
    cronaca: `
La telefonata arriva al 112 alle tre e venti di notte: una donna dice che il marito l'ha minacciata con un coltello. Quando i carabinieri entrano nell'appartamento, l'uomo è ancora in cucina. Era già stato denunciato due volte, ma il braccialetto elettronico non gli era mai stato applicato.
Il processo si apre in un'aula piena di parenti delle vittime. Sul banco degli imputati siedono i dirigenti dell'azienda che gestiva il ponte crollato. L'accusa parla di controlli falsificati per anni.
Nel quartiere le saracinesche si abbassano presto la sera da quando sono cominciate le rapine. I commercianti hanno installato telecamere e chiesto più pattuglie, ma i colpi continuano.
`,
    ambiente: `
Il ghiacciaio arrivava fino al rifugio quando il gestore era bambino. Oggi dalla terrazza si vede solo una distesa di sassi grigi e, in alto, una lingua di ghiaccio sporco che si ritira di trenta metri ogni estate. I glaciologi dicono che entro il 2050 potrebbe sparire del tutto.
Nel delta del Po l'acqua salata risale il fiume per quaranta chilometri: la siccità ha abbassato la portata e il mare entra nei campi. Le risaie si seccano e gli agricoltori pompano acqua dolce da pozzi sempre più profondi.
All'alba i volontari percorrono la spiaggia per cercare le tracce delle tartarughe marine. Quando trovano un nido lo recintano e lo sorvegliano per due mesi, finché i piccoli non corrono verso il mare.
`,
    internazionale: `
Al valico di frontiera la coda di camion è lunga venti chilometri. Gli autisti aspettano da giorni, mentre dall'altra parte del confine le sirene antiaeree suonano ogni notte. La guerra ha cambiato le rotte del commercio in tutta l'Europa orientale.
Nel campo profughi alle porte della città vivono trentamila persone in tende di plastica. Le organizzazioni umanitarie distribuiscono acqua e farina, ma gli aiuti bastano per metà degli abitanti. Molti sono fuggiti dai combattimenti nel nord del paese.
Nelle strade di Buenos Aires i prezzi cambiano ogni settimana e i negozianti scrivono i cartellini a matita. Il nuovo presidente ha promesso di sconfiggere l'inflazione con tagli drastici alla spesa pubblica.
`,
    intrattenimento: `
Dietro le quinte del festival, a dieci minuti dalla diretta, la cantante ripassa il testo con la vocal coach mentre i truccatori le sistemano i capelli. Sul palco la aspettano l'orchestra e dieci milioni di telespettatori. Il giorno dopo la sua canzone sarà la più ascoltata sulle piattaforme.
Il set della serie è una villa sul lago trasformata in un hotel degli anni Venti. Gli attori girano dieci ore al giorno e tra una scena e l'altra firmano autografi ai fan che aspettano oltre le transenne.
Il comico ha cominciato nei locali di provincia con venti spettatori a sera. Oggi riempie i palazzetti e il suo spettacolo è il più visto della stagione.
`,
    viaggi: `
Il treno parte da Bolzano all'alba e sale lentamente verso il passo, tra prati e masi di legno. Nella carrozza panoramica i turisti fotografano le cime ancora innevate. In tre ore si arriva a un villaggio dove le auto non possono entrare.
Sull'isola greca i traghetti arrivano due volte al giorno e scaricano zaini e valigie sul molo. Le stanze si affittano direttamente dalle signore che aspettano al porto con i cartelli. La sera si cena nelle taverne sulla spiaggia, con il pesce pescato al mattino.
Per attraversare il Marocco da nord a sud bastano dieci giorni, un'auto a noleggio e un po' di pazienza nei souk. La tappa nel deserto, con la notte in tenda sotto le stelle, resta il ricordo più bello del viaggio.
`,
  },
};
