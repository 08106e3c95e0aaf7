/** Training text: a trivia column's "did you know" facts, one curiosity a line (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const piccoloAlmanacco: TrainingSource = {
  source: "Il Piccolo Almanacco (curiosità)",
  text: {
    scienza: `
Lo sapevi che un giorno su Venere dura più del suo anno?
Le balene azzurre sono gli animali più grandi mai esistiti, più dei dinosauri.
Il corpo umano contiene abbastanza carbonio da riempire novemila matite.
La luce del Sole impiega otto minuti per arrivare sulla Terra.
I pipistrelli si orientano al buio con gli ultrasuoni, come un sonar.
Un cucchiaino di materia di una stella di neutroni peserebbe miliardi di tonnellate.
Le api comunicano tra loro la posizione dei fiori danzando.
`,
    sport: `
La prima edizione dei Mondiali di calcio si giocò in Uruguay nel 1930.
Nel tennis la parola love per indicare lo zero deriverebbe dal francese l'oeuf, l'uovo.
Il record di gol in una sola stagione di serie A resiste da decenni.
Alle prime Olimpiadi moderne, ad Atene nel 1896, parteciparono solo uomini.
Un pallone da calcio regolamentare pesa tra 410 e 450 grammi.
La maglia gialla del Tour de France è gialla per il colore del giornale che organizzava la corsa.
`,
    cultura: `
Dante non chiamò mai il suo poema divina: l'aggettivo fu aggiunto da Boccaccio.
La Gioconda non ha le sopracciglia, forse cancellate da un vecchio restauro.
Shakespeare ha inventato più di mille parole ancora usate in inglese.
Il Colosseo poteva ospitare circa cinquantamila spettatori.
Verdi compose il Nabucco dopo un periodo di grande dolore per la morte della moglie e dei figli.
La biblioteca più antica del mondo ancora in funzione si trova in un monastero del Sinai.
`,
    intrattenimento: `
Il primo film sonoro della storia del cinema uscì nel 1927.
Topolino in Italia si chiamava così già negli anni Trenta, prima di diventare un fumetto settimanale.
La sigla più famosa dei cartoni animati degli anni Ottanta fu cantata da un'interprete che incise centinaia di canzoni per bambini.
Il primo reality show della televisione italiana andò in onda nel 2000.
La canzone più trasmessa dalle radio italiane in un anno fu un tormentone estivo.
Un attore ha vinto l'Oscar per un ruolo in cui non pronunciava una sola parola.
`,
    viaggi: `
In Giappone i treni ad alta velocità hanno un ritardo medio di meno di un minuto.
L'aeroporto più trafficato d'Europa è quello di Londra Heathrow.
In Islanda in estate il sole non tramonta quasi mai e si può fare un'escursione a mezzanotte.
Il viaggio in treno più lungo del mondo senza cambi attraversa la Russia da un capo all'altro.
Venezia ha più di quattrocento ponti e nessuna auto.
In alcuni alberghi di ghiaccio della Lapponia si dorme a cinque gradi sotto zero.
`,
    ambiente: `
Una sola quercia adulta può ospitare centinaia di specie di insetti.
Una bottiglia di plastica impiega centinaia di anni per degradarsi in mare.
Le foreste pluviali coprono una piccola parte della Terra ma ospitano metà delle specie viventi.
Un rubinetto che gocciola spreca migliaia di litri d'acqua in un anno.
Il lupo, quasi estinto in Italia negli anni Settanta, oggi è tornato su tutti gli Appennini.
`,
    salute: `
Il cuore di un adulto batte circa centomila volte al giorno.
Lo sbadiglio serve forse a raffreddare il cervello.
Le ossa di un neonato sono circa trecento, quelle di un adulto duecentosei.
Ridere abbassa la pressione e riduce gli ormoni dello stress.
Il fegato è l'unico organo umano capace di rigenerarsi quasi completamente.
`,
    tecnologia: `
Il primo messaggio SMS, nel 1992, diceva solo buon Natale.
Il mouse del computer fu inventato negli anni Sessanta ed era fatto di legno.
Il primo sito web della storia è ancora online.
Il termine bug nacque quando una falena bloccò un computer a valvole.
La prima fotocamera digitale pesava quattro chili e registrava le immagini su cassetta.
`,
    internazionale: `
Il Vaticano è lo stato più piccolo del mondo, con meno di mille abitanti.
La Russia ha undici fusi orari.
L'India è la democrazia con più elettori del mondo.
L'Australia è l'unico paese che occupa un intero continente.
`,
    economia: `
La prima banca del mondo ancora in attività fu fondata a Siena nel 1472.
Le prime banconote furono stampate in Cina più di mille anni fa.
La moneta da un centesimo costa allo Stato più di quanto vale.
`,
  },
};
