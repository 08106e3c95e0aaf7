/** Training text: a sports site's match reports, results, transfer news and live-blog lines, with the club business and the stands around them (fictional site, written for this repository). */
import type { TrainingSource } from "./source.js";

export const sportivissimo: TrainingSource = {
  source: "Sportivissimo.it (sito di sport)",
  text: {
    sport: `
Pagelle: portiere decisivo, voto 7,5; difesa in affanno sulle palle alte.
Il tabellino: reti al 12' e al 67' del primo tempo supplementare, ammoniti due centrocampisti.
Minuto 78: cambio per i padroni di casa, fuori il numero dieci ed entra la punta.
Classifica dopo la ventesima giornata: la capolista ha tre punti di vantaggio sulla seconda.
Calciomercato, trattativa avviata per l'esterno sinistro: l'offerta è di venti milioni più bonus.
Il tecnico in conferenza stampa: "Dobbiamo essere più cinici sotto porta".
Serie B, la neopromossa vola in zona playoff dopo il quarto successo di fila.
Tennis, l'azzurra supera le qualificazioni e approda al tabellone principale.
MotoGP, caduta alla prima curva e gara compromessa per il campione del mondo.
Il centravanti ha segnato una doppietta ed è il capocannoniere del torneo.
Pallavolo, Superlega: la capolista perde il primo set ma rimonta e vince tre a uno.
Ciclismo, la maglia rosa resiste sull'ultima salita e difende il primato per otto secondi.
Atletica, nuovo primato italiano nei quattrocento ostacoli al meeting di Roma.
Rugby, Sei Nazioni: l'Italia sfiora l'impresa contro la Francia e perde di due punti.
Formula 1, nelle libere del venerdì la Red Bull è la più veloce davanti alla Ferrari.
La Coppa Italia entra nel vivo con gli ottavi di finale in gara secca.
Basket, playoff: gara quattro si gioca mercoledì sera, la serie è sul due a uno.
La nazionale under 21 pareggia con la Spagna e conquista la qualificazione agli Europei.
Fuorigioco di un piede, il gol viene annullato dopo il controllo al monitor.
Lo scudetto si deciderà all'ultima giornata con lo scontro diretto.
Scherma, oro nella spada a squadre ai Mondiali.
Il difensore torna ad allenarsi con il gruppo dopo l'infortunio muscolare.
`,
    economia: `
Il club ha chiuso il bilancio con un rosso di novanta milioni, appesantito dagli ingaggi e dal calo degli incassi.
Diritti televisivi, la nuova asta assegna la serie A per cinque anni a 900 milioni a stagione.
Il fondo americano ha acquistato la maggioranza della società per 600 milioni di euro.
Lo sponsor di maglia rinnova per tre anni: 25 milioni a stagione nelle casse del club.
Il nuovo stadio costerà 1,2 miliardi e sarà finanziato con capitali privati e un prestito bancario.
`,
    cronaca: `
Scontri tra ultras prima della partita: cinque feriti e otto arresti nei pressi dello stadio.
Daspo per trenta tifosi dopo il lancio di fumogeni in campo durante il derby.
L'inchiesta sulle scommesse clandestine coinvolge tre calciatori, indagati per frode sportiva.
Aggredito l'arbitro di una partita giovanile: il padre di un giocatore denunciato dai carabinieri.
Rapina nella villa del calciatore mentre la squadra giocava in trasferta: portati via orologi e gioielli.
`,
    intrattenimento: `
L'ex campione sarà tra i concorrenti del talent di ballo in prima serata il sabato.
Il bomber e la showgirl si sono sposati in Puglia davanti a trecento invitati vip.
Il documentario sulla vita del pilota debutta sulla piattaforma di streaming la prossima settimana.
`,
    salute: `
Muoversi almeno trenta minuti al giorno riduce il rischio di malattie cardiovascolari e di diabete, ricordano i medici dello sport.
Il certificato medico sportivo agonistico richiede l'elettrocardiogramma sotto sforzo.
Dopo i cinquant'anni il cardiologo consiglia un controllo prima di iniziare a correre.
`,
  },
};
