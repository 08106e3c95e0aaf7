/** Training text: a regional daily's culture pages, where theatres, museums and festivals are told with their budgets, tickets and audiences (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const quotidianoDelNordestCultura: TrainingSource = {
  source: "Il Quotidiano del Nordest (pagine della cultura)",
  text: {
    cultura: `
Il teatro stabile chiude il bilancio in pareggio grazie agli abbonamenti, ma teme il taglio dei contributi ministeriali alla prosa.
Musei civici, il biglietto unico sale a quindici euro e resta gratuito per i residenti sotto i diciotto anni.
La fondazione lirica chiede alla Regione due milioni per non cancellare la stagione d'opera.
Il festival letterario ha venduto ventimila biglietti e porta in città editori e traduttori da tutta Europa.
La biblioteca civica perde il bibliotecario e riduce l'orario: protestano i lettori e i docenti.
Un mecenate finanzia il restauro della pala d'altare del Tiziano con trecentomila euro.
La casa editrice indipendente compie trent'anni e ripubblica i suoi autori più amati.
La compagnia di danza contemporanea sospende la tournée per mancanza di fondi.
Il conservatorio apre le porte con cento concerti gratuiti degli allievi nei cortili della città.
Alla mostra sul Rinascimento veneto quattrocentomila visitatori in sei mesi, record per il museo.
La sala cinematografica d'essai rischia la chiusura: gli spettatori fondano un'associazione per salvarla.
Il premio di poesia è dedicato quest'anno alle voci femminili del Novecento.
L'archivio di Stato mette online le mappe catastali dell'Ottocento.
Le librerie indipendenti della regione si uniscono in una rete per organizzare presentazioni, club di lettura e consegne a domicilio.
La libreria antiquaria sotto i portici festeggia novant'anni con una mostra di prime edizioni e manoscritti.
La direzione del museo archeologico va a una studiosa di arte etrusca, scelta con un concorso internazionale.
`,
    intrattenimento: `
Il cantante pop aggiunge una terza data all'arena dopo il tutto esaurito delle prime due.
Il film girato in laguna con due star di Hollywood arriva nelle sale a Natale.
Il comico veneto torna in televisione con un programma di sketch in seconda serata.
Il festival della canzone per ragazzi sceglie i finalisti tra mille provini.
`,
    viaggi: `
Per la mostra arrivano pullman di turisti da tutta Italia: gli alberghi del centro sono pieni nei fine settimana.
Le città d'arte attirano i visitatori stranieri anche in inverno, con voli diretti e pacchetti per un weekend.
`,
  },
};
