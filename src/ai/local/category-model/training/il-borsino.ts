/** Training text: an economic newsletter's short items for savers and small businesses, with the neighbouring news it comments (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const ilBorsino: TrainingSource = {
  source: "Il Borsino (newsletter economica)",
  text: {
    economia: `
Buongiorno, oggi parliamo di Btp: il nuovo titolo per i piccoli risparmiatori paga una cedola del tre per cento e un premio fedeltà a scadenza.
I rendimenti dei conti deposito sono scesi sotto il tre per cento: conviene vincolare le somme per più di un anno?
Il mattone torna a correre: le compravendite di case sono salite del sei per cento nell'ultimo trimestre.
Per le partite IVA si avvicina la scadenza del secondo acconto, da versare entro il 30 novembre.
Il prezzo dell'oro ha toccato un nuovo massimo storico, spinto dagli acquisti delle banche centrali.
Tre cose da sapere prima di chiedere un prestito personale: tasso, costi accessori e durata.
Le piccole imprese faticano ad avere credito: i prestiti bancari sono calati del quattro per cento in un anno.
I fondi indicizzati costano meno di quelli gestiti attivamente e nel lungo periodo rendono spesso di più.
Il petrolio risale sopra gli ottanta dollari al barile dopo il taglio della produzione.
Il cambio euro dollaro è tornato alla parità, una buona notizia per chi esporta.
Il bonus per le assunzioni dei giovani prevede uno sgravio dei contributi per tre anni.
Le quotazioni del grano sono scese ai livelli di quattro anni fa.
Con l'inflazione al due per cento, il potere d'acquisto dei salari resta inferiore a quello del 2019.
Le startup italiane hanno raccolto due miliardi di capitale di rischio nell'ultimo anno.
La dichiarazione dei redditi precompilata è disponibile da oggi: ecco come controllare le detrazioni.
Il piano di accumulo permette di investire ogni mese una piccola somma riducendo il rischio del momento sbagliato.
Il prezzo del caffè all'ingrosso è raddoppiato in un anno e la tazzina al bar arriva a un euro e mezzo.
Il settore del turismo vale il tredici per cento del prodotto interno lordo.
`,
    tecnologia: `
Il produttore di chip ha presentato processori per l'intelligenza artificiale che consumano la metà dell'energia.
Lo smartphone di fascia alta costa ormai più di mille e cinquecento euro, ma le vendite non calano.
I data center per il cloud si moltiplicano nel Nord Italia, attirati dalla fibra e dall'energia disponibile.
Il nuovo sistema di pagamento con il telefono funziona anche senza connessione a internet.
Il software gestionale in abbonamento sostituisce i vecchi programmi installati sui computer dell'ufficio.
`,
    ambiente: `
Le emissioni di anidride carbonica delle centrali a carbone sono crollate dopo la chiusura di tre impianti.
La nuova direttiva europea sulle case green obbliga a migliorare la classe energetica degli edifici entro il 2033.
Le comunità energetiche rinnovabili permettono ai vicini di condividere l'elettricità dei pannelli solari.
Gli incendi e le alluvioni costano ogni anno miliardi di danni e fanno salire i premi delle assicurazioni contro le catastrofi naturali.
`,
    internazionale: `
Le elezioni presidenziali americane pesano sui mercati: gli investitori temono nuovi dazi e tensioni con la Cina.
Il governo britannico è caduto dopo la rivolta dei deputati della maggioranza contro il primo ministro.
In Germania la coalizione di governo si è divisa e il cancelliere ha chiesto elezioni anticipate.
Il vertice dei Brics a Johannesburg ha discusso l'ingresso di nuovi paesi nel blocco.
`,
    politica: `
La legge di bilancio arriva in aula alla Camera con il voto di fiducia chiesto dal governo.
Il ministro dell'Economia ha difeso in Parlamento la riforma del fisco davanti alle critiche delle opposizioni.
La maggioranza ha presentato un emendamento per prorogare la cedolare secca sugli affitti.
`,
  },
};
