/** Hand-written Italian training text for "sport", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const sport = `
La Juventus ha battuto l'Inter due a zero allo Stadium con le reti nel secondo tempo.
Il Milan ha pareggiato in trasferta e resta a cinque punti dalla vetta della classifica.
Il tecnico ha schierato una difesa a tre e due punte, ma la squadra non ha mai tirato in porta.
L'arbitro ha concesso un calcio di rigore dopo la revisione al VAR.
Il difensore è stato espulso per doppia ammonizione a metà del primo tempo.
Il mercato estivo si chiude con l'acquisto di un attaccante brasiliano per quaranta milioni.
Il club ha rinnovato il contratto del capitano fino al 2028.
La Champions League entra nella fase a eliminazione diretta con gli ottavi di finale.
La finale di Europa League si giocherà a Dublino a maggio.
La nazionale italiana ha vinto gli Europei battendo l'Inghilterra ai calci di rigore a Wembley.
Il centrocampista ha subito una lesione al legamento crociato e starà fuori sei mesi.
Il bomber ha raggiunto quota venti gol in campionato.
Il calcio è lo sport più seguito in Italia, con milioni di tifosi in tutto il paese.
Lo stadio ha una capienza di sessantamila spettatori ed è stato ristrutturato nel 1990.
La società sportiva fu fondata nel 1899 da un gruppo di appassionati inglesi.
Il campionato di serie A è composto da venti squadre che si affrontano in partite di andata e ritorno.
La Coppa del Mondo di calcio si disputa ogni quattro anni.
Il pallone d'oro è il premio assegnato ogni anno al miglior calciatore.
Il tennista ha vinto il torneo di Roma battendo in finale lo spagnolo in tre set.
La tennista ha perso al secondo turno del Roland Garros contro una qualificata.
Il servizio è stato il suo punto di forza, con quindici ace nel match.
Il doppio italiano ha conquistato la Coppa Davis dopo quarantasette anni.
Il ranking mondiale vede l'azzurro salire al quarto posto.
Nel tennis un set si vince al meglio dei sei giochi, con il tie break sul sei pari.
Il pilota olandese ha vinto il Gran Premio del Bahrein partendo dalla pole.
La scuderia di Maranello ha presentato la nuova monoposto per il mondiale di Formula 1.
Il motociclista ha vinto la gara di MotoGP al Mugello davanti al pubblico di casa.
Il campionato mondiale di Formula 1 si articola in oltre venti gran premi.
Il sorpasso all'ultima curva ha deciso la gara.
Le qualifiche si sono svolte sotto la pioggia e hanno stravolto la griglia di partenza.
Il ciclista sloveno ha vinto il Tour de France per la terza volta.
La Milano-Sanremo è una delle classiche monumento del ciclismo.
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
Le Olimpiadi invernali si terranno tra Milano e Cortina.
Il velocista ha corso i cento metri in nove secondi e ottanta.
La saltatrice in alto ha superato due metri al primo tentativo.
Il maratoneta ha tagliato il traguardo dopo quarantadue chilometri.
Il lanciatore del peso ha migliorato il primato personale.
La sciatrice ha vinto lo slalom gigante di Coppa del Mondo.
Lo snowboarder ha conquistato il bronzo nella gara di halfpipe.
Il biatleta ha sbagliato due bersagli al poligono ma ha vinto lo sprint.
Il pattinaggio artistico unisce atletica e danza.
La squadra di rugby ha battuto la Scozia nel Sei Nazioni.
Il mediano di mischia ha trasformato tutti i calci piazzati.
Il pugile italiano ha conquistato il titolo europeo dei pesi medi.
Il match di boxe è stato interrotto dall'arbitro alla quinta ripresa.
Lo judoka ha vinto la medaglia d'oro ai campionati del mondo.
La scherma ha regalato all'Italia più medaglie olimpiche di ogni altro sport.
Il fiorettista ha battuto il francese nell'assalto decisivo.
Il golfista ha chiuso il torneo con quattro colpi sotto il par.
Il cricket è molto popolare in India, in Pakistan e in Inghilterra.
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
La partita si giocherà a porte chiuse per gli scontri tra ultras.
L'atleta paralimpica ha vinto l'oro nei cento metri.
La velista ha vinto la regata davanti alle coste della Sardegna.
La canoa italiana ha conquistato l'argento nella gara di slalom.
Il canottaggio prevede imbarcazioni con uno, due, quattro o otto vogatori.
L'alpinista ha raggiunto la vetta dell'Everest senza ossigeno.
L'arrampicata sportiva è diventata disciplina olimpica a Tokyo.
Il surfista ha cavalcato un'onda di venticinque metri.
Il campionato si ferma per la sosta delle nazionali.
Il giocatore ha segnato una tripletta e si è preso il pallone a fine partita.
La rimonta è stata completata nei minuti di recupero.
L'attaccante ha colpito due pali prima di segnare.
La squadra ha vinto la Coppa Italia battendo la Fiorentina in finale.
Il club è stato penalizzato di dieci punti per irregolarità nei bilanci.
Il fantino ha vinto il Palio di Siena per la contrada dell'Oca.
La corsa campestre si è svolta su un percorso di otto chilometri.
Il triathlon comprende nuoto, ciclismo e corsa.
La pallanuoto italiana, il Settebello, ha vinto il mondiale.
Il tennistavolo è chiamato anche ping pong.
La gara di Formula E si è corsa nelle strade di Roma.
Il rally di Sardegna è una tappa del campionato del mondo.
Il pilota è uscito di pista al primo giro ed è stato costretto al ritiro.
L'ex calciatore è diventato commentatore televisivo delle partite.
L'allenatore ha vinto tre campionati e una Champions League con il club.
L'atleta ha annunciato il ritiro dalle competizioni dopo vent'anni di carriera.
L'arbitro ha fischiato la fine dopo cinque minuti di recupero.
La classifica marcatori è guidata dall'attaccante norvegese.
Il calendario prevede la prima giornata il 20 agosto.
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
Il motociclista è caduto al terzo giro mentre era in testa.
Il pilota è partito dalla decima posizione e ha chiuso sul podio.
Il capitano ha alzato al cielo il trofeo davanti ai tifosi.
La squadra femminile ha raggiunto per la prima volta la finale del mondiale.
Il tennista ha salvato tre match point prima di vincere al quinto set.
Il tie break decisivo è finito dieci a otto.
La ciclista ha vinto la corsa in solitaria dopo una fuga di cinquanta chilometri.
Il campionato di calcio si concluderà a fine maggio.
I due pugili si affronteranno per il titolo mondiale a Las Vegas.
L'ex campione allena oggi la nazionale giovanile.
Il ginnasta ha eseguito un esercizio perfetto agli anelli.
Il nuotatore ha vinto la finale dei cento farfalla.
La squadra ha ottenuto la promozione in serie A dopo cinque anni.
`;
