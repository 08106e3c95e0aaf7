/** Training text: an alpine weekly's news from the valleys, rescues and accidents beside glaciers, slopes and refuges (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const giornaleDelleValli: TrainingSource = {
  source: "Il Giornale delle Valli (notizie di montagna)",
  text: {
    cronaca: `
Due alpinisti bloccati dal maltempo sulla parete nord sono stati recuperati dall'elicottero del soccorso alpino dopo una notte all'addiaccio.
Un escursionista di sessantacinque anni è morto precipitando per duecento metri lungo un canalone; il corpo è stato recuperato dai tecnici del soccorso.
Valanga sul fuoripista sopra gli impianti: travolti tre sciatori, uno è ricoverato in gravi condizioni.
Ricerche in corso per un fungaiolo disperso nei boschi della valle: impegnati vigili del fuoco, carabinieri e unità cinofile.
Scontro tra due auto sul passo innevato: feriti quattro turisti tedeschi, strada chiusa per due ore.
Un ragazzo è rimasto ferito cadendo con la mountain bike su un sentiero, soccorso dall'elicottero.
Furti nelle baite durante l'inverno: i carabinieri arrestano una coppia che rubava attrezzi e stufe.
Turista colto da malore in quota: salvato dal gestore del rifugio con il defibrillatore.
`,
    ambiente: `
Il ghiacciaio del Forni ha perso in un'estate l'equivalente di due metri d'acqua su tutta la superficie.
Lo zero termico sopra i cinquemila metri ha fatto crollare seracchi e pareti di roccia tenute insieme dal permafrost.
Il parco nazionale ha censito duecento camosci in meno dopo l'inverno senza neve.
Le piste da sci a bassa quota restano chiuse: senza neve naturale l'innevamento artificiale consuma troppa acqua.
La centralina idroelettrica sul torrente divide la valle: i pescatori temono per i pesci con l'acqua ridotta.
`,
    sport: `
La Coppa del mondo di sci torna sulla pista di casa con lo slalom gigante femminile.
Lo skyrunner della valle vince la gara sul Monte Rosa e stabilisce il nuovo record del percorso.
Campionati regionali di sci nordico: doppietta della società locale nella staffetta.
L'arrampicatrice diciottenne conquista la coppa europea giovanile di boulder.
La granfondo ciclistica sulle salite dei tre passi richiama duemila amatori.
`,
    viaggi: `
Riaprono a giugno i rifugi d'alta quota: prenotazione obbligatoria per la mezza pensione e per i letti in camerata.
La seggiovia porta in venti minuti ai laghi alpini, da dove partono i sentieri per le cime.
Il trenino della valle collega il capoluogo ai paesi degli impianti con biglietto unico per lo skipass.
Per l'alta via di cinque giorni servono scarponi, sacco lenzuolo e la prenotazione in ogni rifugio.
Le strade dei passi alpini sono aperte ai ciclisti senza auto una domenica al mese.
`,
    economia: `
Gli impianti di risalita hanno chiuso la stagione con un fatturato in calo del dodici per cento per la poca neve.
Gli albergatori della valle faticano a trovare cuochi e camerieri: mancano cento lavoratori stagionali.
`,
    cultura: `
Il museo della guerra bianca espone le lettere dei soldati che combatterono sui ghiacciai.
Restaurata la chiesetta alpina con gli affreschi cinquecenteschi della danza macabra.
`,
  },
};
