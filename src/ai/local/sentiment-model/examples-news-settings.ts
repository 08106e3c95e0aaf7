/**
 * News training examples for events told against a setting (issue 27): an
 * opening, a solution or an agreement is good news though drought, pollution
 * or war surround it; a drill, an invitation schedule or a study's link is
 * neutral though it names an earthquake or a disease; a study that finds
 * pollution or a harm growing is bad news. Labelled by the event, one example
 * a line, none copied from the labelled sets or the demo. Written for this repository.
 */

/** Positive: openings, solutions and agreements in a hard setting. */
export const POSITIVE_SETTINGS = `
Nel paese senza acquedotto entra in funzione il dissalatore: acqua per diecimila abitanti
Dopo anni di siccità il nuovo impianto ricicla le acque reflue per irrigare i campi
Pannelli solari e batterie portano la luce negli ambulatori dei villaggi di montagna
Trenta paesi firmano il trattato per fermare il disboscamento delle foreste tropicali
Le regioni del bacino firmano il patto per ripulire il fiume dagli scarichi
Riapre la scuola ricostruita nel paese colpito dal terremoto, gli alunni tornano in classe
Inaugurato il ponte che riunisce le due frazioni isolate dalla frana
Il depuratore rinnovato riporta le trote nel torrente inquinato per decenni
Nasce il parco nell'area della vecchia fabbrica chimica bonificata
Un pozzo a energia solare porta l'acqua pulita nella scuola del villaggio
Firmata l'intesa per la tregua, le famiglie sfollate possono tornare a casa
Nella città soffocata dallo smog entra in servizio la prima linea di tram elettrici
Il nuovo argine protegge il quartiere che si allagava a ogni pioggia
Aperta la mensa solidale nel quartiere più povero della città, duecento pasti al giorno
`;

/** Neutral: drills, simulations, invitation schedules, studies that report a link. */
export const NEUTRAL_SETTINGS = `
Esercitazione di protezione civile domenica: simulato un incendio nel bosco, strade chiuse fino alle 13
Prova di evacuazione in tutte le scuole della città giovedì mattina
Simulazione di una maxi emergenza in aeroporto con cento figuranti e venti ambulanze
Vaccino antinfluenzale, da lunedì le lettere di invito per chi ha più di 65 anni
Mammografie gratuite, partono gli inviti per le donne tra 45 e 74 anni
Uno studio collega il sonno breve a un rischio più alto di diabete negli adulti
Caffè e colesterolo, la ricerca trova un'associazione nei forti bevitori
Alimentazione e umore, uno studio osserva un legame con i grassi della dieta
Esercitazione antincendio sulla nave da crociera in porto, passeggeri coinvolti
Il piano neve del Comune: quaranta mezzi pronti e le strade da liberare per prime
`;

/** Negative: studies and surveys that find pollution or a harm growing. */
export const NEGATIVE_SETTINGS = `
Pesticidi nelle acque di falda, l'analisi trova valori oltre i limiti in dieci pozzi
Lo studio: nei mari italiani la plastica è aumentata di un terzo in cinque anni
Polveri sottili, la ricerca conferma più ricoveri per asma nei giorni di picco
Metalli pesanti nel terreno degli orti vicino alla fonderia, concentrazioni più alte del previsto
`;
