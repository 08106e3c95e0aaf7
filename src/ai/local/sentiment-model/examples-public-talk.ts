/**
 * More tweet-style training examples about politics, school, television and
 * sport, where most of what people write online is opinion, irony or news
 * shared with a link. One example a line, per class. Written for this repository.
 */

/** Positive: praise, hope, support. */
export const POSITIVE_PUBLIC_TALK = `
@user grande discorso, finalmente qualcuno che dice le cose come stanno
#Monti ha ridato credibilità all'Italia in Europa, bene così
ottima intervista di Bersani stasera, idee chiare
bravo Letta, finalmente un po' di serietà
il presidente Napolitano un esempio di equilibrio, grazie presidente
#Renzi ha ragione, bisogna cambiare e in fretta. avanti così
bella la proposta sul lavoro dei giovani, sono fiducioso
finalmente si parla di merito nella scuola, era ora #labuonascuola
assunti 100mila precari, una bella pagina per la scuola italiana
grazie ai docenti che ogni giorno tengono in piedi la scuola ❤️
evviva, anche mia madre è stata assunta di ruolo dopo vent'anni di precariato!
#Grillo ha acceso la piazza, che energia #M5S
mi piace questo nuovo governo, facce giovani e voglia di fare
bella risposta del ministro, ha zittito tutti 👏
una legge di civiltà, finalmente anche in Italia
giornata storica per i diritti, sono felice
sono orgoglioso del mio paese oggi
evviva la democrazia, affluenza altissima
bellissima la piazza di oggi, pacifica e piena di giovani
ottimo il dibattito a #Ballarò, finalmente un confronto civile
che bravo il conduttore stasera, domande puntuali
#Crozza stasera fantastico, imitazione perfetta 😂
Benigni in tv è sempre un'emozione, bravo
bellissimo il discorso del Papa, parole di speranza
@user condivido ogni parola, bravissimo
@user grazie per il lavoro che fate, siete preziosi
@user sei una grande, non mollare
la sindaca ha fatto un lavoro splendido, città più pulita
finalmente i fondi per le scuole, grazie a chi si è battuto
la riforma va nella giusta direzione, bene
spread in calo, forse ce la facciamo davvero
buone notizie dall'economia, si vede la luce
#Italia vince e convince, grande partita ragazzi
forza azzurri, siete stati meravigliosi
che orgoglio la nostra Nazionale
vittoria al cardiopalma, amo questa squadra ❤️⚽
Totti resterà per sempre il capitano, grazie di tutto 💛❤️
Valentino campione infinito, che gara
Federica Pellegrini nella leggenda, immensa
pronti per il concerto, sarà una serata fantastica 🎶
il festival quest'anno è bellissimo, canzoni stupende #Sanremo
che bravi i ragazzi di #XFactor stasera
la nuova stagione di Montalbano è bellissima
film italiano candidato all'Oscar, che bello
l'Expo è un successo, file di visitatori contenti
che bella Milano in questi giorni
Roma di notte è uno spettacolo unico
viva la pizza, viva Napoli 🍕
la gente aiuta gli alluvionati, che bel popolo siamo
tanta solidarietà per i terremotati, commovente
`;

/** Neutral: news shared, questions, plans, plain facts. */
export const NEUTRAL_PUBLIC_TALK = `
#Monti incontra la Merkel a Berlino http
Monti: "le riforme continueranno anche nel 2013" http
Bersani e Vendola firmano la carta d'intenti del centrosinistra http
Berlusconi annuncia la candidatura, il comunicato http
#Letta alla Camera per il voto di fiducia, diretta http
Alfano: "il Pdl voterà la fiducia" http
Grillo: "il 25 aprile saremo in piazza" http
Renzi a Firenze presenta il programma delle primarie
Napolitano riceve Monti al Quirinale
il governo approva il decreto sulla scuola in consiglio dei ministri http
#labuonascuola ecco cosa prevede il testo per i docenti http
Giannini: "le assunzioni partiranno a settembre" http
la riforma della scuola arriva in aula al Senato martedì
sciopero degli insegnanti il 5 maggio, le adesioni http
Faraone presenta il piano per gli istituti tecnici
il ministero dell'Istruzione risponde alle domande dei docenti su Twitter
consultazione sulla scuola: 1 milione di partecipanti secondo il governo http
oggi a #Ballarò si parla di tasse e lavoro
stasera #Servizio Pubblico con Santoro e Travaglio
#Agorà stamattina ospite il ministro del Lavoro
#Otto e mezzo stasera con Gruber ospite Bersani
su La7 il confronto tra i candidati alle primarie
il presidente del Consiglio sarà ospite a Che tempo che fa domenica
puntata di #Report dedicata alla sanità, stasera su Rai3
i risultati delle primarie del centrosinistra http
exit poll: ecco i primi dati http
affluenza alle 12 al 15% secondo il Viminale
il voto si chiude alle 15, poi lo spoglio
i senatori a vita nominati dal presidente http
legge di stabilità, le novità principali in una scheda http
Imu, le scadenze di giugno e dicembre http
Tares, come si calcola la nuova tassa sui rifiuti http
la Bce mantiene i tassi fermi allo 0,75%
lo spread apre a 280 punti
l'Istat diffonde i dati sull'inflazione di gennaio
il Papa parla stasera dalla finestra dell'Angelus
il conclave inizia martedì, le regole http
Roma, domani manifestazione in piazza San Giovanni
corteo degli studenti oggi alle 10 da piazza della Repubblica
@user che canale è Rai Storia?
@user la puntata è disponibile su RaiPlay
@user il comunicato l'ha pubblicato stamattina
@user sì, si vota anche lunedì
@user mi mandi il link dell'articolo?
qualcuno ha visto la conferenza stampa di Monti?
chi ha parlato a #Ballarò stasera?
chi vince secondo voi le primarie?
cosa cambia con la nuova legge elettorale?
a che ora parla il premier?
stasera Juve Milan, formazioni alle 19:45
calciomercato, il Milan tratta l'attaccante brasiliano http
Sanremo, la scaletta della prima serata http
il festival inizia martedì su Rai1
#XFactor stasera la semifinale
Expo, gli orari dei padiglioni e i prezzi dei biglietti http
domani sciopero dei trasporti a Milano dalle 8:45 alle 15
Terremoto in Emilia, sette morti e migliaia di sfollati http
Incidente sulla A1, due vittime: traffico bloccato http
Maltempo, allerta rossa in Liguria: scuole chiuse domani http
Crisi, l'Istat: disoccupazione all'11% http
Arrestato a Napoli il boss del clan, l'operazione dei carabinieri http
Spread a 400 punti, Borsa in calo http
Alluvione a Genova, il bilancio delle vittime sale a sei http
Monti: "la crisi non è finita, servono sacrifici" http
Berlusconi condannato in primo grado a quattro anni http
Ilva, il gip ordina il sequestro degli impianti http
Sciopero generale, i servizi garantiti http
Omicidio a Roma, fermato il vicino di casa http
Nave da crociera naufraga al Giglio, le ultime notizie http
Fiat, chiude lo stabilimento di Termini Imerese http
Esodati, il governo convoca i sindacati http
Grillo: "il Parlamento è una tomba" http
Scuola, i precari in piazza contro la riforma http
Tagli alla sanità, la Regione chiude tre ospedali http
L'Italia batte la Germania e va in finale http
Vince il Napoli, il video dei gol http
Monti nominato senatore a vita http
Bersani vince le primarie del centrosinistra http
Premio Strega, la cinquina dei finalisti http
@user hai letto l'articolo sul terremoto? http
@user ecco il servizio sullo sciopero di oggi http
`;

/** Negative: criticism, anger, irony, grief. */
export const NEGATIVE_PUBLIC_TALK = `
#Monti ci ha massacrato di tasse, il governo dei banchieri
grazie #Monti, adesso anche l'Imu sulla prima casa. sei un grande eh
Berlusconi ancora in campo? povera Italia
Bersani non ne azzecca una, smacchiamo il giaguaro... come no 😂
Letta e Alfano, il governo del nulla
#Renzi il rottamatore che non ha rottamato niente, chiacchiere
Renzi twitta mentre il paese affonda
Grillo urla e insulta, zero proposte
Napolitano rieletto, la casta si salva sempre
questi al governo non hanno idea di cosa sia la vita reale
ma che riforma è? #labuonascuola è la cattiva scuola
la Giannini dovrebbe andare a insegnare in una classe di trenta alunni
precari deportati al nord, questa è la buona scuola?
preside padrone e docenti ricattabili, no grazie
la scuola non è un'azienda, vergogna
hanno tagliato i fondi e chiamano riforma le briciole
ennesima presa in giro per i docenti, sciopero!
l'algoritmo delle assunzioni ha fatto disastri, che pena
#Ballarò stasera uno spettacolo penoso, politici che non rispondono mai
#PortaaPorta è ormai il salotto del potere
il talk di stasera un pollaio, spengo la tv
Vespa e il plastico, che tristezza
che noia Sanremo quest'anno, canzoni orribili
il conduttore più antipatico della tv
hanno cancellato la mia serie preferita, che rabbia
la Rai spreca i soldi del canone
@user ma ti senti quando parli? ridicolo
@user pagliaccio
@user non ti vergogni di quello che hai detto?
@user sei tu il problema di questo paese
@user ma vai a lavorare invece di twittare
@user fai ridere i polli
spread a 500, siamo alla fine
esodati abbandonati, nessuno se ne occupa
la riforma Fornero ha distrutto migliaia di famiglie
ancora una manovra lacrime e sangue
pensioni da fame e vitalizi d'oro, che schifo
l'ennesimo scandalo dei rimborsi, sempre gli stessi
i soldi dei partiti pagati da noi, basta
arrestato l'ennesimo politico, non cambia mai niente
le primarie? una farsa
la legge elettorale è una porcata
ci vogliono far pagare la crisi che hanno creato loro
siamo governati da incapaci e bugiardi
la Juve ha rubato anche stasera, campionato falsato
che schifo di arbitraggio
squadra senza anima, il presidente venda
anche quest'anno fuori dall'Europa, basta
tifosi violenti, una vergogna per il calcio
Expo, solo code e cemento
Roma sommersa dai rifiuti, capitale della vergogna
la metro chiusa per l'ennesimo guasto, città ridicola
`;
