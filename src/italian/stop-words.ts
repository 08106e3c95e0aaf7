/**
 * Italian stop words (with the commonest English ones, for the odd English
 * article), plus the words every news story uses: reporting verbs, time words,
 * numerals. None of them can be a keyword or a category clue.
 */

const ITALIAN = `
a ad al allo ai agli all alla alle col coi con da dal dallo dai dagli dall dalla dalle de del dello dei degli dell della
delle di d e ed in nel nello nei negli nell nella nelle su sul sullo sui sugli sull sulla sulle per tra fra il lo la i gli
le l un uno una un' o od ma però perciò pero quindi dunque infatti inoltre oppure ovvero ossia anzi bensì cioè come
dove quando quanto quanta quanti quante mentre perché perche poiché giacché affinché sebbene benché nonostante se
anche ancora già gia sempre mai più piu meno molto molta molti molte poco poca pochi poche tanto tanta tanti tante
troppo troppa troppi troppe tutto tutta tutti tutte altro altra altri altre stesso stessa stessi stesse ogni ognuno
ognuna qualche qualcuno qualcuna qualcosa ciascuno ciascuna nessuno nessuna nessun niente nulla alcun alcuno alcuna
alcuni alcune certo certa certi certe tale tali tal quale quali qual chi che cui cosa cose ciò questo questa questi
queste quello quella quelli quelle quel quei quegli quell codesto io tu lui lei noi voi loro egli ella esso essa essi
esse me te sé se si ci vi ne mi ti gli lo li mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri
nostre vostro vostra vostri vostre proprio propria propri proprie non né ne no sì si ecco ebbene allora poi prima dopo
durante contro verso senza sotto sopra dentro fuori presso circa oltre secondo mediante tramite insieme intorno attorno
accanto davanti dietro lungo entro fino finché qui qua lì là li la laggiù ora adesso oggi ieri domani stamattina
stasera stanotte tardi presto subito appena già ormai spesso talvolta infine almeno soltanto solo solamente pure
persino perfino addirittura invece comunque tuttavia eppure anzitutto innanzitutto magari forse circa quasi abbastanza
assai piuttosto davvero veramente proprio così cosi tanto quanto altrimenti altrettanto ciascun tale tanto via vs ecc
etc cioe ovvero dopodiché nonché sia siano
essere sono sei è e' siamo siete ero eri era eravamo eravate erano fui fosti fu fummo foste furono sarò sarai sarà
saremo sarete saranno sarei saresti sarebbe saremmo sareste sarebbero sia siate siano fossi fosse fossimo fossero stato
stata stati state essendo avere ho hai ha abbiamo avete hanno avevo avevi aveva avevamo avevate avevano ebbi avesti ebbe
avemmo aveste ebbero avrò avrai avrà avremo avrete avranno avrei avresti avrebbe avremmo avreste avrebbero abbia abbiate
abbiano avessi avesse avessimo avessero avuto avuta avuti avute avendo fare faccio fai fa facciamo fate fanno facevo
faceva facevano feci fece fecero farò farà faranno farei farebbe farebbero faccia facciano facesse facessero fatto
fatta fatti fatte facendo stare sto stai sta stiamo state stanno stavo stava stavano stette starà staranno starebbe
stia stiano stesse stessero dire dico dici dice diciamo dite dicono diceva dicevano disse dissero dirà diranno direbbe
dica dicano detto detta detti dette dicendo potere posso puoi può può puo possiamo potete possono poteva potevano potè
poté potrà potranno potrebbe potrebbero possa possano potesse potessero potuto dovere devo devi deve dobbiamo dovete
devono doveva dovevano dovrà dovranno dovrebbe dovrebbero debba debbano dovesse dovessero dovuto volere voglio vuoi vuole
vogliamo volete vogliono voleva volevano vorrà vorranno vorrebbe vorrebbero voglia vogliano volesse volessero voluto
andare vado vai va andiamo andate vanno andava andavano andrà andranno andrebbe andato andata andati venire vengo viene
vengono veniva venivano verrà verranno verrebbe venuto venuta venuti dare do dà da diamo danno dava davano darà daranno
darebbe dato data dati sapere so sa sanno sapeva saputo vedere vede vedono visto vista visti
spiega spiegato spiegano aggiunge aggiunto sottolinea sottolineato afferma affermato dichiara dichiarato commenta
commentato ribadisce ribadito conclude concluso prosegue continua continuato racconta raccontato spiegando precisa
precisato osserva osservato evidenzia evidenziato annuncia annunciato riferisce riferito ricorda ricordato scrive
scritto aggiungendo sottolineando sostiene sostenuto parla parlato chiede chiesto risponde risposto
anno anni giorno giorni settimana settimane mese mesi ora ore minuti minuto volta volte parte parti modo modi caso casi
tipo punto punti fine inizio momento tempo tempi oggi ieri mattina mattinata pomeriggio sera serata notte nottata
lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio marzo aprile maggio giugno luglio agosto
settembre ottobre novembre dicembre
zero uno due tre quattro cinque sei sette otto nove dieci undici dodici venti trenta quaranta cinquanta cento mille
mila milione milioni miliardo miliardi primo prima primi prime secondo seconda secondi terzo terza quarto quinto ultimo
ultima ultimi ultime nuovo nuova nuovi nuove grande grandi piccolo piccola altro stesso vari varie diversi diverse
bene male meglio peggio sempre tanto ancora
foto video leggi anche articolo articoli notizia notizie fonte redazione ansa adnkronos agi ultim ultimora quest quell
cos dov com tutt sant nient
http https www com html htm php it org net
`;

const ENGLISH = `
the a an and or but of to in on at by for with from as is are was were be been being it its this that these those
he she they we you i his her their our your not no yes do does did done have has had will would can could should may
might must there here what which who whom when where why how than then so if about into over after before more most
`;

/** Words never counted as terms. */
export const STOP_WORDS: ReadonlySet<string> = new Set(`${ITALIAN} ${ENGLISH}`.split(/\s+/).filter(Boolean));

/** Whether a lower-case token is a content term: a word of 3-30 characters starting with a letter, not a stop word. */
export function isContentTerm(token: string): boolean {
  if (token.length < 3 || token.length > 30 || STOP_WORDS.has(token)) return false;
  const first = token.charCodeAt(0);
  // Fast path for a-z; anything else outside ASCII asks the Unicode tables.
  return (first >= 97 && first <= 122) || (first > 127 && LETTER.test(token[0]!));
}

const LETTER = /^\p{L}/u;
