/** Training text: a magazine's letters column, a reader's question and the expert's answer on one line (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const chiediAllEsperto: TrainingSource = {
  source: "Chiedi all'esperto (rubrica di posta)",
  text: {
    salute: `
Gentile dottore, ho sessant'anni e il colesterolo a 240: devo prendere le statine? Dipende dal rischio complessivo: ne parli con il suo medico, che valuterà pressione, fumo e familiarità.
Mio figlio ha spesso mal di pancia prima di andare a scuola, cosa può essere? Spesso è ansia, ma conviene escludere un'intolleranza con il pediatra.
Soffro di insonnia da mesi, posso prendere la melatonina ogni sera? Per brevi periodi è sicura, ma un'insonnia lunga va indagata.
Ho la pressione a 150 su 95, è grave? È un valore alto: riduca il sale, cammini ogni giorno e misuri la pressione per due settimane prima della visita.
Dopo i quarant'anni ogni quanto va fatta la mammografia? Il programma di screening la prevede ogni due anni dai cinquanta, ma alcune regioni partono dai quarantacinque.
Mi fa male il ginocchio quando salgo le scale: artrosi? Può essere, ma serve una visita ortopedica e forse una radiografia.
`,
    tecnologia: `
Il mio computer è diventato lentissimo, devo cambiarlo? Prima provi a disinstallare i programmi inutili e a sostituire il disco con un ssd.
Come faccio a trasferire le chat dal vecchio telefono al nuovo? Basta attivare il backup nelle impostazioni dell'app e ripristinarlo sul nuovo dispositivo.
Conviene un antivirus a pagamento? Quello incluso nel sistema operativo basta alla maggior parte degli utenti, se tiene il sistema aggiornato.
Il wifi non arriva nella camera dei ragazzi, cosa posso fare? Un sistema mesh con due o tre nodi copre tutta la casa meglio di un ripetitore.
Ho ricevuto un SMS della banca che mi chiede di cliccare su un link: è una truffa? Quasi certamente è phishing: non clicchi e chiami il numero ufficiale della banca.
`,
    economia: `
Ho ereditato un appartamento, devo pagare le tasse di successione? Tra genitori e figli c'è una franchigia di un milione di euro per erede.
Conviene estinguere il mutuo in anticipo? Se il tasso è alto sì, ma valuti anche le detrazioni sugli interessi che perderebbe.
Sono in pensione e lavoro qualche ora, devo dichiarare quei redditi? Sì, vanno indicati nella dichiarazione dei redditi.
Posso detrarre le spese per la badante di mia madre? Sì, entro certi limiti e con i contributi versati regolarmente.
Il datore di lavoro mi paga in ritardo da tre mesi, cosa posso fare? Può rivolgersi a un sindacato o a un avvocato per un decreto ingiuntivo.
`,
    viaggi: `
Per andare negli Stati Uniti serve il visto? Per turismo basta l'autorizzazione elettronica da chiedere online prima della partenza.
La compagnia ha perso la mia valigia, cosa posso chiedere? Presenti subito il reclamo all'aeroporto e chieda il rimborso delle spese di prima necessità.
Con la carta d'identità elettronica posso andare in Egitto? Sì, con il visto, ma la carta deve essere valida per almeno sei mesi.
Meglio il treno o l'auto per girare la Svizzera? Il treno: la rete è capillare e il pass turistico comprende anche battelli e funivie.
Il volo è stato cancellato per sciopero, ho diritto a un risarcimento? Ha diritto al rimborso o a un volo alternativo, ma lo sciopero del personale della compagnia dà diritto anche alla compensazione.
`,
    ambiente: `
Come smaltisco le pile esauste? Vanno nei contenitori dei negozi di elettronica o nelle isole ecologiche, mai nell'indifferenziato.
Conviene la pompa di calore in una casa vecchia? Rende bene solo se la casa è isolata: prima il cappotto termico, poi l'impianto.
I piatti di carta vanno nella carta? No, se sono sporchi di cibo vanno nell'umido o nell'indifferenziato a seconda del comune.
Posso tenere le api in giardino? Sì, se rispetta le distanze dai confini e registra l'alveare all'anagrafe apistica.
`,
    sport: `
Ho cinquant'anni e vorrei iniziare a correre, da dove parto? Alterni un minuto di corsa e due di cammino per tre volte a settimana.
Meglio il nuoto o la palestra per il mal di schiena? Il nuoto a dorso scarica la colonna, ma anche un programma di rinforzo in palestra aiuta.
Mio figlio di otto anni vuole fare calcio e tennis insieme, è troppo? A quell'età due sport si possono fare, purché resti il tempo per giocare.
Quanto devo allenarmi per una mezza maratona? Bastano tre uscite a settimana per tre mesi, con un lungo la domenica.
`,
    cultura: `
Vorrei leggere i classici russi ma mi spaventano, da quale comincio? Inizi dai racconti di Čechov, brevi e bellissimi, poi passi a Tolstoj.
Ho trovato in soffitta un vecchio dipinto firmato: come capisco se ha valore? Lo faccia vedere a un perito o a una casa d'aste con le foto della firma e del retro.
Quale museo visitare a Firenze oltre agli Uffizi? Il Bargello, per la scultura, e il museo dell'Opera del Duomo.
`,
    politica: `
Sono fuori sede per studio, posso votare dove abito? Per alcune elezioni sì, chiedendo al Comune il voto fuori sede entro i termini.
Come si presenta una proposta di legge di iniziativa popolare? Servono cinquantamila firme autenticate e un testo redatto in articoli.
`,
  },
};
