/** Training text: a transfer-market bulletin, deals, contracts and fees told as sport, with the clubs' business and the odd court case (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const mercatoFlash: TrainingSource = {
  source: "Mercato Flash (notiziario del calciomercato)",
  text: {
    sport: `
Fatta per il trequartista: prestito con diritto di riscatto fissato a quindici milioni.
Il terzino ha svolto le visite mediche e firmerà un quadriennale da due milioni a stagione.
Scambio di portieri tra le due big, conguaglio di tre milioni a favore dei rossoneri.
L'attaccante rifiuta il rinnovo: il club lo mette sul mercato per evitare di perderlo a zero.
Il giovane centrale passa in Premier League per trenta milioni più bonus, record per il vivaio.
Il tecnico chiede un regista e un esterno per completare la rosa prima della chiusura della sessione.
Ultimo giorno di mercato: tre colpi in entrata e la cessione del capitano alla rivale.
Il club ha esercitato l'opzione e il centravanti resterà in squadra fino al 2027.
La clausola rescissoria del fantasista è di sessanta milioni, nessuna offerta finora.
Il mediano torna in Italia dopo tre stagioni in Spagna: ha firmato per il club della sua città.
L'allenatore ha firmato un biennale e domani dirigerà il primo allenamento.
Il portiere della nazionale under 21 va in prestito in serie B per giocare con continuità.
`,
    economia: `
Il club quotato in Borsa chiude la semestrale con ricavi record da sponsor e stadio.
Il gruppo industriale cede la squadra a un fondo d'investimento dopo vent'anni di gestione.
La lega approva il tetto agli stipendi per contenere le perdite delle società.
`,
    cronaca: `
Perquisizioni nelle sedi di tre club: la procura indaga su plusvalenze fittizie e falso in bilancio.
L'agente di calciatori arrestato per evasione fiscale sulle commissioni dei trasferimenti.
`,
    intrattenimento: `
Il difensore ospite del talk show del lunedì racconta il suo primo anno in città.
La serie documentaria sulla sessione di mercato del club più titolato arriva in streaming.
`,
  },
};
