/** Training text from the team's first lines (issue 14, split by register in issue 26): news sentences: events told in the past tense, one sentence each, leisure (sport, cultura, intrattenimento, viaggi). */
import type { TrainingSource } from "../source.js";

export const notizieSvago: TrainingSource = {
  source: "Redazione: frasi di notizia",
  text: {
    sport: `
La Juventus ha battuto l'Inter due a zero allo Stadium con le reti nel secondo tempo.
Il Milan ha pareggiato in trasferta e resta a cinque punti dalla vetta della classifica.
Il tecnico ha schierato una difesa a tre e due punte, ma la squadra non ha mai tirato in porta.
L'arbitro ha concesso un calcio di rigore dopo la revisione al VAR.
Il difensore è stato espulso per doppia ammonizione a metà del primo tempo.
Il club ha rinnovato il contratto del capitano fino al 2028.
La nazionale italiana ha vinto gli Europei battendo l'Inghilterra ai calci di rigore a Wembley.
Il centrocampista ha subito una lesione al legamento crociato e starà fuori sei mesi.
Il bomber ha raggiunto quota venti gol in campionato.
Lo stadio ha una capienza di sessantamila spettatori ed è stato ristrutturato nel 1990.
Il tennista ha vinto il torneo di Roma battendo in finale lo spagnolo in tre set.
La tennista ha perso al secondo turno del Roland Garros contro una qualificata.
Il servizio è stato il suo punto di forza, con quindici ace nel match.
Il doppio italiano ha conquistato la Coppa Davis dopo quarantasette anni.
Il pilota olandese ha vinto il Gran Premio del Bahrein partendo dalla pole.
La scuderia di Maranello ha presentato la nuova monoposto per il mondiale di Formula 1.
Il motociclista ha vinto la gara di MotoGP al Mugello davanti al pubblico di casa.
Il sorpasso all'ultima curva ha deciso la gara.
Le qualifiche si sono svolte sotto la pioggia e hanno stravolto la griglia di partenza.
Il ciclista sloveno ha vinto il Tour de France per la terza volta.
La volata finale è stata vinta dal velocista belga davanti al gruppo compatto.
Il gregario ha lavorato per il capitano sulle salite alpine.
La cronometro ha ribaltato la classifica generale della corsa a tappe.
La squadra di basket ha vinto lo scudetto battendo la rivale in gara sette.
Il playmaker ha chiuso la partita con dodici assist e diciotto punti.
L'NBA ha scelto il giocatore come migliore della stagione regolare.
Nella pallavolo femminile l'Italia ha vinto l'oro olimpico.
La schiacciata vincente è arrivata al tie break.
La nuotatrice ha stabilito il record italiano nei duecento stile libero.
Il tuffatore ha ottenuto il punteggio più alto nella piattaforma da dieci metri.
Ai Giochi olimpici gli atleti italiani hanno conquistato quaranta medaglie.
Il velocista ha corso i cento metri in nove secondi e ottanta.
La saltatrice in alto ha superato due metri al primo tentativo.
Il maratoneta ha tagliato il traguardo dopo quarantadue chilometri.
Il lanciatore del peso ha migliorato il primato personale.
La sciatrice ha vinto lo slalom gigante di Coppa del Mondo.
Lo snowboarder ha conquistato il bronzo nella gara di halfpipe.
Il biatleta ha sbagliato due bersagli al poligono ma ha vinto lo sprint.
La squadra di rugby ha battuto la Scozia nel Sei Nazioni.
Il mediano di mischia ha trasformato tutti i calci piazzati.
Il pugile italiano ha conquistato il titolo europeo dei pesi medi.
Il match di boxe è stato interrotto dall'arbitro alla quinta ripresa.
Lo judoka ha vinto la medaglia d'oro ai campionati del mondo.
La scherma ha regalato all'Italia più medaglie olimpiche di ogni altro sport.
Il fiorettista ha battuto il francese nell'assalto decisivo.
Il golfista ha chiuso il torneo con quattro colpi sotto il par.
Il battitore ha realizzato cento corse nel primo inning.
Il giocatore di baseball ha colpito un fuoricampo al nono inning.
La squadra di hockey su ghiaccio ha vinto la Stanley Cup.
Il campione di scacchi ha difeso il titolo mondiale.
Il maratoneta ha dovuto ritirarsi al trentesimo chilometro per crampi.
L'allenatore ha convocato ventitré giocatori per le qualificazioni ai Mondiali.
Il ct ha lasciato fuori dalla lista l'attaccante infortunato.
Il presidente del club ha annunciato la costruzione di un nuovo stadio.
La federazione ha squalificato il giocatore per tre giornate.
Il derby è stato vinto dalla squadra ospite con un gol in contropiede.
Il portiere ha tenuto la porta inviolata per sei partite consecutive.
La squadra neopromossa ha sorpreso tutti battendo la capolista.
I tifosi hanno contestato la dirigenza dopo l'eliminazione dalla coppa.
L'atleta paralimpica ha vinto l'oro nei cento metri.
La velista ha vinto la regata davanti alle coste della Sardegna.
La canoa italiana ha conquistato l'argento nella gara di slalom.
L'alpinista ha raggiunto la vetta dell'Everest senza ossigeno.
Il surfista ha cavalcato un'onda di venticinque metri.
Il giocatore ha segnato una tripletta e si è preso il pallone a fine partita.
La rimonta è stata completata nei minuti di recupero.
L'attaccante ha colpito due pali prima di segnare.
La squadra ha vinto la Coppa Italia battendo la Fiorentina in finale.
Il club è stato penalizzato di dieci punti per irregolarità nei bilanci.
Il fantino ha vinto il Palio di Siena per la contrada dell'Oca.
La corsa campestre si è svolta su un percorso di otto chilometri.
La pallanuoto italiana, il Settebello, ha vinto il mondiale.
La gara di Formula E si è corsa nelle strade di Roma.
Il pilota è uscito di pista al primo giro ed è stato costretto al ritiro.
L'allenatore ha vinto tre campionati e una Champions League con il club.
L'atleta ha annunciato il ritiro dalle competizioni dopo vent'anni di carriera.
L'arbitro ha fischiato la fine dopo cinque minuti di recupero.
I biglietti per la finale sono stati venduti in pochi minuti.
La squadra femminile ha vinto lo scudetto per il quinto anno di fila.
Il giovane talento ha esordito in prima squadra a diciassette anni.
La squadra ospite ha pareggiato nel finale e ha conquistato un punto prezioso.
È arrivato secondo al traguardo, a pochi centesimi dal vincitore.
Ha vinto la medaglia d'oro nella sua specialità per la seconda Olimpiade consecutiva.
Il campione in carica è stato eliminato al primo turno.
La gara è stata rinviata a causa del vento forte.
Il giocatore è stato ceduto in prestito a una squadra della serie cadetta.
I giocatori sono scesi in campo con il lutto al braccio.
La squadra ha chiuso il girone d'andata al primo posto.
La partita di ritorno si giocherà mercoledì prossimo.
Il tecnico ha cambiato modulo nell'intervallo e la squadra ha ribaltato il risultato.
Ha battuto il primato mondiale che resisteva da vent'anni.
L'atleta è stato sospeso dopo essere risultato positivo a un controllo antidoping.
Il pilota è partito dalla decima posizione e ha chiuso sul podio.
Il capitano ha alzato al cielo il trofeo davanti ai tifosi.
La squadra femminile ha raggiunto per la prima volta la finale del mondiale.
Il tennista ha salvato tre match point prima di vincere al quinto set.
La ciclista ha vinto la corsa in solitaria dopo una fuga di cinquanta chilometri.
L'ex campione allena oggi la nazionale giovanile.
Il ginnasta ha eseguito un esercizio perfetto agli anelli.
Il nuotatore ha vinto la finale dei cento farfalla.
La squadra ha ottenuto la promozione in serie A dopo cinque anni.
`,
    cultura: `
La mostra dedicata a Leonardo da Vinci ha attirato trecentomila visitatori.
Il dipinto è stato restaurato e ha ritrovato i colori originali.
Gli scavi archeologici hanno restituito monete e ceramiche etrusche.
Lo scrittore ha vinto il premio Campiello con il suo secondo libro.
La casa editrice ha pubblicato una nuova traduzione dell'Odissea.
La scrittrice ha ricevuto il premio Nobel per la letteratura.
Il Salone del libro di Torino ha registrato un'affluenza record.
La biblioteca nazionale ha digitalizzato migliaia di manoscritti antichi.
Il pensiero di Kant ha influenzato tutta la filosofia moderna.
Lo spettacolo di prosa ha debuttato al Piccolo Teatro di Milano.
L'orchestra sinfonica ha eseguito la Nona di Beethoven.
La galleria d'arte moderna ha acquisito un'opera di Burri.
Il ministero della Cultura ha stanziato fondi per i teatri.
L'ingresso nei musei statali è gratuito una domenica al mese.
Il dialetto napoletano ha una ricca tradizione letteraria e musicale.
Il vocabolario ha accolto nuove parole entrate nell'uso comune.
Lo storico ha ricostruito la vita quotidiana nelle città medievali.
Il festival di letteratura ha ospitato autori da trenta paesi.
Il premio letterario è stato assegnato a una giovane esordiente.
Il fumetto d'autore è entrato nelle librerie e nei musei.
La fotografa ha esposto i suoi ritratti in una mostra antologica.
La processione del venerdì santo è una tradizione secolare.
Il palazzo rinascimentale ospita oggi la pinacoteca civica.
Le rovine della città antica sono state scoperte nel Settecento.
La poetessa ha letto i suoi versi in piazza davanti a centinaia di persone.
Il critico d'arte ha curato la retrospettiva dedicata allo scultore.
L'autore ha pubblicato una raccolta di racconti ambientati a Milano.
Il traduttore ha vinto un premio per la versione italiana del romanzo russo.
L'università ha organizzato un convegno sulla storia dell'arte.
La casa museo dello scrittore ha riaperto al pubblico.
La scuola di danza classica ha formato ballerini famosi nel mondo.
Il conservatorio di musica ha festeggiato i duecento anni dalla fondazione.
L'opera d'arte è stata venduta all'asta per dieci milioni.
L'editoria italiana ha venduto più libri dell'anno precedente.
I lettori affezionati hanno salutato la chiusura della libreria con un incontro pubblico.
La piccola casa editrice ha pubblicato le poesie inedite dell'autore.
Il festival dei libri ha portato in città scrittori da tutto il mondo.
La biblioteca comunale ha prolungato gli orari di apertura per gli studenti.
Il cinema d'essai e il teatro storico sono stati salvati dalla chiusura.
Il teatro comunale ha presentato il cartellone della nuova stagione di prosa.
Il manoscritto dell'autore è stato acquistato dalla biblioteca nazionale.
Lo scrittore ha presentato il suo romanzo in una libreria della capitale.
`,
    intrattenimento: `
Il film ha vinto il Leone d'oro alla Mostra del cinema di Venezia.
L'attrice ha sfilato sul tappeto rosso del Festival di Cannes.
Il regista ha presentato in anteprima il suo nuovo film al pubblico di Roma.
Gli incassi al botteghino hanno superato le attese del produttore.
La notte degli Oscar si è svolta a Los Angeles.
Il film ha ricevuto dodici candidature agli Oscar.
Il trailer del film ha superato dieci milioni di visualizzazioni in un giorno.
La commedia ha fatto ridere il pubblico del festival.
La nuova stagione della serie sarà disponibile in streaming da venerdì.
La piattaforma di streaming ha cancellato la serie dopo una sola stagione.
La fiction della Rai ha conquistato sei milioni di telespettatori.
Il programma televisivo ha raggiunto il venti per cento di share.
Gli ascolti della prima serata hanno premiato il varietà del sabato sera.
Il presentatore ha lasciato la trasmissione dopo quindici anni.
La cantante ha vinto Sanremo e rappresenterà l'Italia all'Eurovision.
Il cantante ha pubblicato il nuovo album, che contiene dodici brani inediti.
L'album è stato certificato disco di platino.
Il rapper ha riempito lo stadio di San Siro con ottantamila persone.
La band ha annunciato la reunion dopo dieci anni di silenzio.
Il chitarrista della band ha lasciato il gruppo per una carriera solista.
Il gruppo pop coreano ha milioni di fan in tutto il mondo.
La popstar ha battuto il record di ascolti in streaming.
Il concerto di Capodanno in piazza è stato trasmesso in diretta tv.
Il videoclip della canzone è stato girato a Napoli.
La cantautrice ha scritto la colonna sonora del film.
Il musical ha debuttato a Broadway ed è arrivato ora a Milano.
Il mago ha stupito il pubblico con i suoi giochi di prestigio.
Il circo ha montato il tendone alla periferia della città.
Il torneo di videogiochi ha messo in palio un milione di dollari.
Lo youtuber ha raggiunto dieci milioni di iscritti al canale.
L'influencer ha annunciato le nozze sui social.
La coppia vip si è separata dopo cinque anni.
Le nozze della star si sono celebrate in una villa sul lago di Como.
Il Grande Fratello è tornato in onda con nuovi concorrenti.
Il talent show ha scoperto molti cantanti di successo.
Il vincitore del quiz ha portato a casa duecentomila euro.
Il cartone animato ha accompagnato l'infanzia di intere generazioni.
Il parco divertimenti ha aperto una nuova attrazione dedicata ai pirati.
Il dj ha suonato davanti a cinquantamila persone.
L'attrice ha recitato in più di cinquanta film nella sua carriera.
Il documentario sulla vita del campione è uscito in streaming.
Il film è tratto dal romanzo omonimo ed è stato girato in Puglia.
La casa di produzione ha acquistato i diritti per una serie.
Il remake del classico ha diviso la critica.
Il cinema multisala propone sconti il mercoledì.
La radio ha trasmesso in esclusiva il nuovo brano della band.
La cantante lirica ha conquistato il pubblico con un'aria di Verdi.
La rock band inglese ha venduto oltre cento milioni di dischi.
L'ex cantante del gruppo ha scritto un'autobiografia.
Il film ha diviso il pubblico tra chi l'ha amato e chi l'ha trovato noioso.
Il videogioco è stato adattato in una serie televisiva.
L'attrice ha vinto la Coppa Volpi per la migliore interpretazione.
La sfilata di moda ha visto in passerella modelle famose e ospiti vip.
La serata di gala si è conclusa con un concerto a sorpresa.
Lo spettacolo comico è stato registrato e sarà trasmesso in tv.
L'artista ha annullato il concerto per un problema alla voce.
I fan hanno atteso per ore fuori dall'albergo per vedere la star.
La serie animata giapponese ha conquistato anche il pubblico europeo.
Il gioco da tavolo è tornato di moda tra i giovani.
Il suo secondo disco non ha avuto lo stesso successo del primo.
La cantante ha cancellato le ultime date del tour per motivi di salute.
Il chitarrista ha suonato con alcuni dei più grandi artisti della sua generazione.
Il film è uscito nelle sale con un budget di duecento milioni di dollari.
La commedia musicale ha debuttato con il tutto esaurito.
Lo spettacolo è stato cancellato dopo le polemiche sui social.
Il presentatore ha condotto la cerimonia di premiazione.
Gli spettatori hanno votato da casa il loro concorrente preferito.
La trasmissione è stata seguita da sei milioni di telespettatori.
Il comico ha fatto ridere il pubblico con uno sketch sulla famiglia.
La cantante ha duettato sul palco con il padre, anche lui musicista.
Il gruppo si è formato nel 1985 in una scuola di musica di Manchester.
La band ha registrato l'album in uno studio di Londra.
Il film ha ricevuto recensioni negative ma ha incassato molto.
La celebrità ha partecipato alla prima del film in un abito firmato.
Il cantante è salito sul palco con mezz'ora di ritardo.
La canzone vincitrice è stata scritta da un giovane autore.
L'attore ha raccontato in un'intervista i retroscena delle riprese.
Il giocatore più forte del videogioco ha vinto il campionato online.
La discografica ha firmato un contratto con la giovane cantante.
Il pubblico ha cantato in coro tutte le canzoni del concerto.
La popstar ha pubblicato un video girato in un deserto.
Il musicista ha vinto quattro Grammy nel corso della carriera.
L'attrice ha interpretato una regina nella serie storica.
Lo spettacolo di fuochi d'artificio ha chiuso la serata di festa.
Il cantautore ha presentato il nuovo album con un concerto gratuito.
`,
    viaggi: `
L'ingresso al museo è gratuito la prima domenica del mese.
La via Francigena è un antico cammino di pellegrini percorso oggi da molti escursionisti.
Il turismo ha portato nuovi alberghi e ristoranti nell'isola.
Le compagnie aeree hanno aggiunto nuove rotte estive verso le isole greche.
`,
  },
};
