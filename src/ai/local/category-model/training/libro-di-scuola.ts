/** Training text: school textbook sentences, plain and explanatory, from science, history, civics, health and technology lessons (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const libroDiScuola: TrainingSource = {
  source: "Libro di scuola (testi scolastici)",
  text: {
    scienza: `
La cellula è l'unità fondamentale di tutti gli esseri viventi e contiene il materiale genetico.
La forza di gravità attira i corpi verso il centro della Terra e fa cadere gli oggetti.
L'acqua bolle a cento gradi al livello del mare e ghiaccia a zero gradi.
I mammiferi allattano i piccoli e hanno il corpo coperto di peli.
La Luna impiega circa ventotto giorni per compiere un giro intorno alla Terra.
Gli atomi sono formati da un nucleo di protoni e neutroni e da elettroni che gli ruotano intorno.
Il vulcano erutta quando il magma risale attraverso le fratture della crosta terrestre.
La velocità si calcola dividendo lo spazio percorso per il tempo impiegato.
Le piante assorbono l'acqua dalle radici e la trasportano fino alle foglie.
Un esperimento scientifico deve poter essere ripetuto da altri ricercatori con lo stesso risultato.
`,
    cultura: `
I Romani costruirono strade, acquedotti e anfiteatri in tutte le province dell'impero.
Il Medioevo fu l'epoca dei castelli, dei monasteri e dei liberi comuni.
Giotto rinnovò la pittura del Trecento dando volume e sentimento alle figure.
L'Illuminismo fu un movimento di pensiero che esaltava la ragione e la libertà.
Giacomo Leopardi scrisse i Canti e le Operette morali nel primo Ottocento.
Il Risorgimento portò all'unità d'Italia, proclamata nel 1861.
La lingua italiana deriva dal latino parlato, come il francese e lo spagnolo.
Michelangelo dipinse la volta della Cappella Sistina tra il 1508 e il 1512.
`,
    politica: `
Lo Stato italiano è una repubblica parlamentare fondata sulla divisione dei poteri.
Il potere legislativo spetta al Parlamento, quello esecutivo al governo e quello giudiziario alla magistratura.
I cittadini maggiorenni eleggono i loro rappresentanti con il voto libero e segreto.
Il Comune è governato dal sindaco, dalla giunta e dal consiglio comunale.
I partiti politici permettono ai cittadini di partecipare alla vita politica del paese.
Una legge può essere proposta dal governo, dai parlamentari o da cinquantamila cittadini.
`,
    internazionale: `
L'Unione europea è nata dai trattati firmati dopo la seconda guerra mondiale per garantire la pace tra gli stati europei.
Le Nazioni Unite hanno sede a New York e riuniscono quasi tutti gli stati del mondo.
La caduta del muro di Berlino nel 1989 segnò la fine della divisione dell'Europa.
La decolonizzazione portò all'indipendenza molti paesi dell'Africa e dell'Asia.
Gli Stati Uniti sono una repubblica federale formata da cinquanta stati.
`,
    salute: `
Una dieta equilibrata comprende frutta, verdura, cereali, legumi e poche bevande zuccherate.
Lavarsi spesso le mani con acqua e sapone aiuta a prevenire molte malattie infettive.
Il cuore pompa il sangue nelle arterie e lo fa arrivare a tutti gli organi del corpo.
I vaccini insegnano al sistema immunitario a riconoscere un virus prima di incontrarlo.
Il fumo danneggia i polmoni e aumenta il rischio di tumori e malattie del cuore.
Dormire almeno otto ore a notte è importante per la crescita e la concentrazione dei ragazzi.
`,
    tecnologia: `
Il computer è formato da un processore, una memoria e dispositivi di ingresso e di uscita.
Internet è una rete mondiale che collega milioni di computer attraverso cavi, satelliti e onde radio.
Un algoritmo è una sequenza di istruzioni che il computer esegue per risolvere un problema.
Sui social network è importante proteggere la propria privacy e non condividere la password.
Il foglio di calcolo permette di fare calcoli e grafici con i dati inseriti nelle celle.
`,
    ambiente: `
Gli ecosistemi sono formati da esseri viventi e dall'ambiente in cui vivono, legati da catene alimentari.
L'inquinamento dell'aria è causato soprattutto dal traffico, dal riscaldamento e dalle industrie.
Riciclare carta, vetro e plastica permette di risparmiare materie prime ed energia.
I ghiacciai si stanno riducendo a causa del riscaldamento globale.
Le foreste producono ossigeno e ospitano gran parte delle specie animali e vegetali del pianeta.
`,
    economia: `
Il settore primario comprende agricoltura, allevamento e pesca; il secondario l'industria; il terziario i servizi.
Le tasse servono a pagare i servizi pubblici come la scuola, gli ospedali e le strade.
La moneta unica europea, l'euro, è entrata in circolazione nel 2002.
Il lavoratore dipendente riceve uno stipendio in cambio del suo lavoro e versa contributi per la pensione.
`,
  },
};
