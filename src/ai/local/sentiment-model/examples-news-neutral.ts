/**
 * News training examples labelled by the event (issue 26), neutral ones: a
 * headline, often with its lead, in the registers of wire agencies, local
 * papers, sports results and press releases. Arrests, crimes, disasters and
 * accidents are negative even when no one was hurt or people were saved;
 * wins, cures, agreements and openings positive; announcements, schedules,
 * product launches, service pieces and previews neutral. One example a line.
 * Written for this repository.
 */

/** Neutral: announcements, schedules, procedure, launches, service pieces, previews, draws. */
export const NEUTRAL_NEWS = `
Serie A, le probabili formazioni della ventesima giornata
L'allenatore alla vigilia: "Domani partita difficile, servirà concentrazione"
Conferenza stampa del tecnico prima della trasferta di Bergamo
Il difensore si allena a parte, domani la decisione sulla sua presenza
Calciomercato, il club pensa a un attaccante per gennaio
Il centrocampista rinnova il contratto fino al 2028
Pareggio per 1-1 tra Udinese e Cagliari
Finisce senza reti la sfida tra Lecce e Verona
Champions League, il sorteggio dei quarti di finale venerdì a Nyon
Nazionale, ecco la lista dei convocati per le amichevoli di marzo
Coppa Italia, orari e canali tv degli ottavi di finale
Il programma della giornata: alle 15 tre partite, la sera il big match
La Lega Basket presenta il calendario della nuova stagione
Formula 1, le prove libere del Gran Premio si corrono venerdì
Presentato lo smartphone di fascia media: schermo da 6,7 pollici e tripla fotocamera
Il nuovo computer portatile arriva nei negozi a novembre a partire da 999 euro
La casa automobilistica svela il nuovo modello elettrico al salone di Monaco
Aggiornamento del sistema operativo disponibile da oggi: le novità
La console di nuova generazione costerà 499 euro, uscita a dicembre
L'app di messaggistica introduce i messaggi che si cancellano da soli
Recensione del nuovo tablet: schermo, batteria e prezzo
Come scegliere l'aspirapolvere senza fili: la guida
Come proteggere il proprio account con l'autenticazione a due fattori
Cinque esercizi per la schiena da fare a casa
Cosa mangiare prima di una gara: i consigli del nutrizionista
Come si rinnova la patente: documenti, costi e visita medica
Isee, come si calcola e dove si presenta la dichiarazione
Bonus elettrodomestici, chi può chiederlo e come
Influenza, quando vaccinarsi e dove prenotare
Uno studio analizza le abitudini di sonno degli studenti universitari
I ricercatori studiano il legame tra alimentazione e memoria negli anziani
Indagine Istat sull'uso del tempo libero degli italiani
Rapporto annuale sulla mobilità urbana, i dati città per città
Il sindaco firma l'ordinanza sugli orari dei cantieri estivi
La Regione pubblica il calendario scolastico: si comincia l'11 settembre
Il ministro presenta il disegno di legge sulla concorrenza
La proposta di legge sul fine vita torna in commissione
La Camera approva il decreto, il testo passa al Senato
Il Senato vota la fiducia sul decreto energia, il testo è legge
Il consiglio regionale elegge il nuovo presidente dell'assemblea
Il partito sceglie il candidato sindaco alle primarie di domenica
Il presidente incontra il premier spagnolo a Madrid
Vertice dei ministri dell'agricoltura a Bruxelles sulla nuova politica agricola
Elezioni in Germania il 23 febbraio, come funziona il voto
Il governo giapponese presenta la manovra economica
Il Parlamento europeo discute la riforma del mercato elettrico
La Banca d'Italia pubblica il bollettino economico trimestrale
Tassi fermi al 4%, la Banca d'Inghilterra conferma la politica monetaria
Borsa, seduta senza scosse: l'indice chiude invariato
Il petrolio si muove poco in attesa della riunione dell'Opec
La società di telecomunicazioni presenta i conti del semestre
L'assemblea degli azionisti approva il bilancio e il dividendo
Il gruppo nomina il nuovo direttore finanziario
Udienza fissata per il 3 giugno nel processo sul crollo della scuola
Il processo d'appello riprenderà a settembre dopo la pausa estiva
La procura deposita gli atti, la difesa chiede tempo
Il tribunale nomina un perito per ricostruire la dinamica dell'incidente
ROMA, 12 MAR - Il Consiglio dei ministri si riunirà giovedì alle 11 a Palazzo Chigi
MILANO, 3 OTT - La giunta ha approvato la delibera sugli orari dei mercati rionali
Il Comune comunica la chiusura di via Roma per lavori dal 10 al 14 marzo
Carta d'identità, da lunedì si prenota soltanto online
Raccolta dei rifiuti ingombranti, il servizio si prenota al numero verde
Il mercato contadino si sposta al sabato mattina
Presentato il programma del festival jazz: trenta concerti in dieci giorni
La stagione del teatro si apre a ottobre con una commedia di Goldoni
Il museo resterà aperto fino alle 22 il venerdì durante l'estate
Il regista inizia le riprese del nuovo film in Sicilia
Il cantante annuncia le date del tour nei palazzetti
Esce venerdì il nuovo album della cantautrice romana
Fiera del libro, gli incontri con gli autori in programma sabato
Previsioni meteo: settimana variabile con temperature nella media
Arriva un fronte di aria fresca, qualche temporale al Nord
Nebbia in pianura al mattino, sole nel pomeriggio
Il bollettino della Protezione civile per domani: nessuna allerta
Il calendario delle maree a Venezia per il mese di novembre
Eclissi di luna sabato sera, visibile da tutta Italia
La sonda europea raggiunge l'orbita di Mercurio il prossimo anno
Il centro di ricerca apre le porte al pubblico per una giornata di visite
Il nuovo orario dei bus extraurbani entra in vigore lunedì
Il parcheggio della stazione diventa a pagamento da aprile
Il consiglio di quartiere discute il progetto della nuova piazza
L'associazione dei commercianti elegge il nuovo presidente
Il vescovo nomina i nuovi parroci della diocesi
Concorso pubblico per trenta posti da istruttore amministrativo, domande entro il 15 aprile
Lotteria, i biglietti vincenti estratti ieri sera
Nuove regole per i monopattini: casco e targa obbligatori
L'allenatore: "Siamo carichi, ma sarà una partita difficile". Domani la sfida all'Olimpico
Il tecnico in conferenza stampa: "Non guardo la classifica, pensiamo a una gara alla volta"
Il direttore sportivo: "Il mercato è aperto, valutiamo ogni occasione"
Finisce 2-2 la sfida del Bentegodi, un gol per tempo per parte
Pari a reti bianche tra Sampdoria e Palermo
Il club presenta la nuova maglia: righe verticali e colletto bianco
La Federazione annuncia la sede della prossima finale di coppa
La cantante presenta il nuovo singolo in radio da venerdì
Il telefono pieghevole arriva in Italia, la prova dopo una settimana d'uso
Il nuovo assistente vocale parla italiano, come funziona e quanto costa
Il ministero pubblica la graduatoria dei progetti finanziati
Il sindaco riceve una delegazione della città gemellata
La Regione aggiorna le regole per la caccia e la pesca
Lo studio osserva diecimila adulti per dieci anni: i risultati sulla rivista di cardiologia
Il Tar respinge il ricorso del Comune contro l'ordinanza regionale sui rifiuti
Il Consiglio di Stato accoglie il ricorso della società sul bando di gara
La Cassazione conferma la sentenza d'appello, il caso torna al tribunale civile
Il Tar sospende la delibera sulle concessioni demaniali, udienza fissata a marzo
La Corte dei conti avvia un'istruttoria sui bilanci delle aziende sanitarie
`;
