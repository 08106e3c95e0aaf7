/** Neutral training examples, one a line: tweet-style texts, then news headlines and leads. Written for this repository. */
export const NEUTRAL_EXAMPLES = `
@user a che ora ci vediamo domani?
qualcuno sa a che ora apre la farmacia di turno?
stasera alle 21 su Rai2 il confronto tra i candidati
#Monti oggi a Bruxelles per il vertice europeo http
Monti: "la manovra sarà presentata lunedì" http
il consiglio dei ministri è convocato per domani mattina
@user ti mando il programma della giornata via mail
domani riunione alle 10 in sala consiliare
in diretta dalla conferenza stampa del premier http
qualcuno ha il link della diretta?
#Renzi interviene stasera a Porta a Porta
Renzi presenta il piano sulla scuola in conferenza stampa http
#labuonascuola il testo del decreto è disponibile sul sito del ministero http
la Giannini illustra la riforma alle commissioni della Camera
domani sciopero della scuola, ecco gli orari delle lezioni
il ministero pubblica le graduatorie dei docenti http
@user le iscrizioni chiudono venerdì
consultazione online sulla riforma della scuola fino al 15 novembre http
oggi collegio docenti alle 16
stasera #Ballarò parla di lavoro e pensioni
su #Servizio Pubblico ospite stasera il ministro
#PortaaPorta stasera puntata sulla legge elettorale
@user sì, l'incontro è confermato per giovedì
Berlusconi incontra Alfano a Palazzo Grazioli
Bersani: "domani la direzione del partito" http
il Senato discute il decreto sviluppo http
la Camera vota il provvedimento entro la settimana
Napolitano firma il decreto
#Grillo pubblica un nuovo post sul blog http
il M5S presenta le proposte sulla legge elettorale
nuovo sondaggio sulle intenzioni di voto http
i risultati delle elezioni saranno disponibili dopo le 23
seggi aperti dalle 7 alle 23, ricordatevi il documento
@user quale canale trasmette la partita?
stasera Juve Inter alle 20:45
formazioni ufficiali della partita http
il mercato chiude il 31 agosto
domani allenamento a porte chiuse
@user che ne pensi del nuovo allenatore?
sto guardando il telegiornale
sto andando in ufficio
oggi pranzo da mia madre
devo comprare il latte e il pane
domani parto per Milano per lavoro
sono in treno, arrivo a Roma alle 14
qualcuno sa come si arriva alla stazione?
che tempo farà domani a Torino?
previsioni meteo: nuvoloso con possibili piogge
la biblioteca resta chiusa lunedì per inventario
cambio di orario per la palestra da settembre
@user mi passi il numero del tecnico?
@user il documento è nella cartella condivisa
@user ci sentiamo nel pomeriggio
@user ok, allora ci vediamo lì
@user hai visto la mail di stamattina?
ho appena aggiornato il telefono
sto leggendo un libro sulla storia di Roma
stasera guardo un film, consigli?
pizza o sushi stasera?
vado in palestra e torno
oggi ho studiato diritto tutto il pomeriggio
la lezione di domani è annullata, recupero la prossima settimana
nuovo articolo sul blog http
ecco il video dell'intervento http
le foto della giornata sono su http
il podcast di oggi parla di economia http
pubblicato il rapporto annuale dell'Istat http
i dati sull'occupazione escono domani
@user quanto costa il biglietto?
@user dove l'hai comprato?
stamattina riunione di redazione
oggi pomeriggio seminario in aula magna
il convegno inizia alle 9:30
è uscito il bando per il servizio civile http
scadenza per le domande il 30 giugno
si vota domenica per il referendum
il presidente della Repubblica parla stasera alle 20:30
domani in edicola l'intervista al ministro
il decreto passa ora all'esame del Senato
la riunione è stata rinviata a lunedì
il vertice si terrà a Roma la prossima settimana
@user su che canale va in onda?
come si fa il cambio di residenza?
mi consigliate un'app per imparare l'inglese?
ho cambiato casa, nuovo indirizzo in privato
domani il mercato si sposta in piazza Garibaldi
il sindaco incontra i cittadini giovedì sera in municipio
aggiornamento: la strada riaprirà alle 18
traffico regolare in tangenziale al momento
i treni per Napoli partono dal binario 12
la mostra apre sabato e resta fino a marzo
domani consiglio comunale sul bilancio
l'assemblea degli studenti è fissata per venerdì
#scuola oggi le prove Invalsi nelle classi seconde
il ministro dell'Istruzione risponde al question time http
tavolo tra sindacati e governo sul contratto della scuola
oggi si insedia il nuovo governo
il premier riferisce in aula alle 15
diretta streaming del consiglio regionale http
ecco il calendario delle partite della settimana
riassunto della puntata di ieri http
la trasmissione riprende a settembre
il libro esce in libreria il 12 marzo
il concerto inizia alle 21, apertura porte alle 19
@user ne parliamo domani in ufficio
sto aspettando l'autobus
ho prenotato il medico per martedì
ultimo giorno per pagare la tassa sui rifiuti
domani chiusi gli uffici postali per la festa
quante persone ci saranno alla riunione?
Il consiglio comunale approva il piano regolatore
Il governo presenta la legge di bilancio al Parlamento
Il Senato esamina il decreto, voto previsto martedì
La Camera discute la riforma della legge elettorale
Il ministro incontra i sindacati sul contratto dei dipendenti pubblici
Il presidente del Consiglio vola a Bruxelles per il vertice europeo
Consultazioni al Quirinale, il calendario degli incontri
Elezioni regionali, ecco come si vota
Depositate le liste per le elezioni comunali
Il sindaco presenta la nuova giunta
Nominato il nuovo direttore dell'agenzia delle entrate
Il cda approva la semestrale, i conti saranno presentati agli analisti
La Banca centrale europea riunisce il consiglio direttivo giovedì
L'Istat pubblica le stime mensili sui prezzi al consumo
Inps, le date di pagamento delle pensioni di marzo
Dichiarazione dei redditi, scadenze e modalità di invio
Come richiedere il passaporto: documenti e tempi
Carta d'identità elettronica, come prenotare l'appuntamento
Scuola, al via le iscrizioni per il prossimo anno
Esame di maturità, il calendario delle prove
Il ministero pubblica le nuove linee guida per l'orientamento
Concorso per docenti, le date delle prove scritte
Università, i test di ingresso si terranno a settembre
La riforma della scuola approda in commissione
Il decreto scuola prevede nuove regole per le supplenze
Orari dei negozi durante le festività
Calendario della raccolta dei rifiuti per il mese di agosto
Modifiche alla viabilità per i lavori in corso
Chiusura notturna della galleria per manutenzione
Nuovo orario dei treni regionali dal mese prossimo
Il Comune pubblica il bando per i contributi alle associazioni
Al via la campagna di vaccinazione, ecco come prenotare
La Regione aggiorna le tariffe del servizio idrico
Il tribunale fissa l'udienza preliminare a giugno
Processo rinviato a ottobre per un difetto di notifica
La corte si pronuncerà a fine mese
Il giudice dispone una nuova perizia
Il procuratore illustra il programma di lavoro dell'ufficio
Il festival annuncia il programma della prossima edizione
Presentata la stagione del teatro comunale
La mostra sarà aperta dal martedì alla domenica
Il museo cambia orario per la stagione invernale
Sanremo, la serata finale andrà in onda sabato
La squadra comunica la lista dei convocati
Calcio, il campionato riprende dopo la sosta
Sorteggio dei gironi di Champions League giovedì a Montecarlo
Il club annuncia il ritiro estivo in montagna
Mercato, trattativa in corso per il centrocampista
Il nuovo allenatore si presenta in conferenza stampa
Il Giro d'Italia passerà dalla città il 18 maggio
Meteo, nuvole in aumento e temperature stabili
Previsioni per il fine settimana: variabile al nord
Cambio dell'ora, domenica si torna all'ora solare
Censimento della popolazione, i questionari arrivano a ottobre
Il Parlamento europeo vota sul bilancio comunitario
Il G20 si riunisce in India, i temi in agenda
Il segretario di Stato americano in visita a Roma
Vertice Nato a Madrid, i leader discutono della difesa comune
L'Onu convoca il consiglio di sicurezza
Elezioni in Francia, si vota domenica per il primo turno
La Commissione europea presenta la proposta sulle auto elettriche
Il governo tedesco presenta il bilancio
Referendum, il quesito sulla scheda
Il Papa riceve in udienza i vescovi
Anniversario della fondazione, cerimonia in municipio
Incontro pubblico sul nuovo piano del traffico
Assemblea dei soci per l'approvazione del bilancio
Il consiglio di amministrazione si riunisce lunedì
L'azienda presenta il piano industriale ai sindacati
Trasloco degli uffici comunali, gli sportelli cambiano sede
Aperte le prenotazioni per i centri estivi
Come funziona il nuovo sistema di pagamento dei pedaggi
Cosa cambia da gennaio per le bollette
Nuove regole per il codice della strada, cosa prevedono
La legge entra in vigore il primo del mese
Tutte le date dei saldi estivi regione per regione
Il Comune aggiorna l'elenco degli esercizi convenzionati
Ecco il programma completo della festa patronale
Il prefetto incontra i sindaci della provincia
Riunione del comitato per l'ordine e la sicurezza pubblica
La Regione approva il piano dei trasporti
Il bilancio di previsione sarà discusso in aula la prossima settimana
L'assessore illustra il progetto della nuova piazza
Pubblicati i dati sulla qualità dell'aria del mese
Il rapporto annuale sul turismo sarà presentato giovedì
L'università inaugura l'anno accademico
Il rettore presenta il piano strategico dell'ateneo
Il ministro della Salute firma la nuova ordinanza
Il decreto sarà pubblicato in Gazzetta nei prossimi giorni
Le domande per il bonus si presentano dal 1° marzo
Le nuove tabelle dei rimborsi chilometrici
Cambiano le modalità di accesso agli uffici dell'anagrafe
Il Comune informa che il servizio sarà sospeso sabato per manutenzione
La commissione si riunirà di nuovo a febbraio
Il tavolo tecnico proseguirà la prossima settimana
Il sindacato presenta la piattaforma per il rinnovo del contratto
Mercato immobiliare, i dati del trimestre
Il prezzo medio delle case resta stabile
Tassi invariati, la decisione della banca centrale
Il nuovo modello di auto sarà presentato al salone di Ginevra
La compagnia pubblica l'orario dei voli invernali
Il porto cambia gestione, nuovo presidente dell'autorità
Il questore presenta il bilancio annuale dell'attività
La polizia locale comunica le strade chiuse per la gara ciclistica
Tre giorni a Parigi: cosa vedere e dove mangiare
Guida al weekend in Toscana: itinerari, musei e orari
Cosa fare a Milano nel fine settimana: mostre e concerti
Al museo di Brera una mostra dedicata al Rinascimento
La galleria ospita fino a marzo le opere di un pittore fiammingo
La sonda partita verso Giove arriverà tra sei anni
L'Agenzia spaziale presenta la prossima missione sulla Luna
Il telescopio osserverà una galassia lontana per tre mesi
Nuovi colloqui tra le delegazioni al Cairo la prossima settimana
I ministri degli Esteri si incontrano a Ginevra
La Casa Bianca annuncia la visita del presidente in Asia
Il governo britannico presenta il programma legislativo
Elezioni in Spagna, come funziona il sistema di voto
Il parlamento tedesco discute la legge sull'immigrazione
Il vertice sul clima si apre lunedì a Dubai
Il festival del cinema presenta il programma delle proiezioni
Esce il nuovo romanzo dell'autore siciliano, la trama
Il tour del cantante farà tappa in dieci città
Mercati, la Borsa apre in parità
Il prezzo del petrolio stabile a 80 dollari
Un weekend a Vienna: itinerario tra musei, caffè e quartieri storici
Voli low cost e hotel in centro: la guida per una vacanza a Barcellona
Due giorni a Napoli: cosa vedere, dove mangiare e come muoversi
Da Milano a Praga in treno: orari, prezzi e tappe del viaggio
`;
