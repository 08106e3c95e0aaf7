/** Hand-written Italian training text for "intrattenimento", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const intrattenimento = `
Il film ha vinto il Leone d'oro alla Mostra del cinema di Venezia.
L'attrice ha sfilato sul tappeto rosso del Festival di Cannes.
Il regista ha presentato in anteprima il suo nuovo film al pubblico di Roma.
La pellicola uscirà nelle sale italiane a novembre.
Il film d'azione è in testa al box office per la terza settimana.
Gli incassi al botteghino hanno superato le attese del produttore.
La notte degli Oscar si è svolta a Los Angeles.
Il film ha ricevuto dodici candidature agli Oscar.
L'attore protagonista interpreta un detective in pensione.
Il cast comprende star di Hollywood e giovani attori italiani.
Il trailer del film ha superato dieci milioni di visualizzazioni in un giorno.
La saga di fantascienza torna al cinema con il nono capitolo.
Il film di animazione racconta le avventure di un giovane drago.
La commedia ha fatto ridere il pubblico del festival.
L'horror è il genere più amato dagli spettatori giovani.
La serie tv racconta le vicende di una famiglia mafiosa.
La nuova stagione della serie sarà disponibile in streaming da venerdì.
La piattaforma di streaming ha cancellato la serie dopo una sola stagione.
Gli episodi escono ogni settimana sulla piattaforma.
La fiction della Rai ha conquistato sei milioni di telespettatori.
Il programma televisivo ha raggiunto il venti per cento di share.
Gli ascolti della prima serata hanno premiato il varietà del sabato sera.
La conduttrice televisiva tornerà in onda con un nuovo talk show.
Il presentatore ha lasciato la trasmissione dopo quindici anni.
Il Festival di Sanremo è la più importante gara della canzone italiana.
La cantante ha vinto Sanremo e rappresenterà l'Italia all'Eurovision.
L'Eurovision Song Contest è seguito da centocinquanta milioni di spettatori.
Il cantante ha pubblicato il nuovo album, che contiene dodici brani inediti.
Il singolo è primo nella classifica dei brani più ascoltati.
L'album è stato certificato disco di platino.
Il rapper ha riempito lo stadio di San Siro con ottantamila persone.
Il tour negli stadi partirà a giugno da Milano.
La band ha annunciato la reunion dopo dieci anni di silenzio.
Il chitarrista della band ha lasciato il gruppo per una carriera solista.
Il gruppo pop coreano ha milioni di fan in tutto il mondo.
La popstar ha battuto il record di ascolti in streaming.
Il concerto di Capodanno in piazza è stato trasmesso in diretta tv.
Il videoclip della canzone è stato girato a Napoli.
La cantautrice ha scritto la colonna sonora del film.
Il Festivalbar portava ogni estate i tormentoni nelle piazze italiane.
Il musical ha debuttato a Broadway ed è arrivato ora a Milano.
Il comico è famoso per le sue imitazioni dei politici.
Lo spettacolo di cabaret è andato esaurito in tutte le date.
Il mago ha stupito il pubblico con i suoi giochi di prestigio.
Il circo ha montato il tendone alla periferia della città.
Il videogioco più atteso dell'anno uscirà a ottobre per console e computer.
I giocatori possono esplorare un mondo aperto e affrontare missioni online.
Il torneo di videogiochi ha messo in palio un milione di dollari.
Lo youtuber ha raggiunto dieci milioni di iscritti al canale.
L'influencer ha annunciato le nozze sui social.
Il gossip estivo racconta la nuova fiamma del calciatore.
La coppia vip si è separata dopo cinque anni.
Il principe e la moglie sono apparsi in pubblico per la prima volta dopo la nascita del figlio.
Le nozze della star si sono celebrate in una villa sul lago di Como.
Il reality show rinchiude un gruppo di concorrenti in una casa per tre mesi.
Il Grande Fratello è tornato in onda con nuovi concorrenti.
Il talent show ha scoperto molti cantanti di successo.
Il vincitore del quiz ha portato a casa duecentomila euro.
Il fumetto è diventato una serie animata di successo.
I supereroi dei fumetti sono protagonisti dei film più visti.
Il cartone animato ha accompagnato l'infanzia di intere generazioni.
Il parco divertimenti ha aperto una nuova attrazione dedicata ai pirati.
Il festival musicale estivo ospiterà più di cento artisti su cinque palchi.
Il dj ha suonato davanti a cinquantamila persone.
La discoteca sulla spiaggia organizza serate con dj famosi.
L'attore è diventato famoso grazie al ruolo in una soap opera.
L'attrice ha recitato in più di cinquanta film nella sua carriera.
La star del cinema muto fu una delle prime celebrità internazionali.
Il doppiatore presta la voce a molti attori americani.
Il premio Emmy premia le migliori produzioni televisive.
Il Golden Globe per la migliore serie drammatica è andato a una produzione britannica.
I Grammy sono i premi più importanti dell'industria discografica.
Il David di Donatello è il principale premio del cinema italiano.
Il biopic racconta la vita di una leggenda del rock.
Il documentario sulla vita del campione è uscito in streaming.
Il film è tratto dal romanzo omonimo ed è stato girato in Puglia.
Le riprese del film sono iniziate a Roma negli studi di Cinecittà.
La casa di produzione ha acquistato i diritti per una serie.
Il remake del classico ha diviso la critica.
La recensione del film parla di una regia elegante ma di una trama debole.
Il cinema multisala propone sconti il mercoledì.
La radio ha trasmesso in esclusiva il nuovo brano della band.
Il podcast di storie vere è il più ascoltato del mese.
Il karaoke è nato in Giappone negli anni Settanta.
Il musicista jazz si esibirà al festival di Umbria Jazz.
La cantante lirica ha conquistato il pubblico con un'aria di Verdi.
La rock band inglese ha venduto oltre cento milioni di dischi.
L'ex cantante del gruppo ha scritto un'autobiografia.
Il festival del cinema per ragazzi si svolge ogni anno a Giffoni.
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
La trasmissione radiofonica del mattino è la più ascoltata d'Italia.
Il suo secondo disco non ha avuto lo stesso successo del primo.
La canzone è rimasta in cima alle classifiche per dieci settimane.
La cantante ha cancellato le ultime date del tour per motivi di salute.
Il chitarrista ha suonato con alcuni dei più grandi artisti della sua generazione.
Il film è uscito nelle sale con un budget di duecento milioni di dollari.
La commedia musicale ha debuttato con il tutto esaurito.
Lo spettacolo è stato cancellato dopo le polemiche sui social.
Il presentatore ha condotto la cerimonia di premiazione.
Gli spettatori hanno votato da casa il loro concorrente preferito.
La trasmissione è stata seguita da sei milioni di telespettatori.
Il comico ha fatto ridere il pubblico con uno sketch sulla famiglia.
La sua interpretazione gli è valsa una candidatura ai Golden Globe.
La cantante ha duettato sul palco con il padre, anche lui musicista.
Il gruppo si è formato nel 1985 in una scuola di musica di Manchester.
La band ha registrato l'album in uno studio di Londra.
Il film ha ricevuto recensioni negative ma ha incassato molto.
La serie è ambientata in un piccolo paese di provincia negli anni Ottanta.
Il protagonista della serie è un giovane medico alle prime armi.
La colonna sonora contiene brani rock degli anni Settanta.
I fan della saga aspettano da anni il nuovo capitolo.
La celebrità ha partecipato alla prima del film in un abito firmato.
Il cantante è salito sul palco con mezz'ora di ritardo.
La canzone vincitrice è stata scritta da un giovane autore.
L'attore ha raccontato in un'intervista i retroscena delle riprese.
Il nuovo episodio sarà trasmesso in prima serata su Canale 5.
Il giocatore più forte del videogioco ha vinto il campionato online.
La discografica ha firmato un contratto con la giovane cantante.
Il festival jazz ospita musicisti da tutto il mondo.
Il pubblico ha cantato in coro tutte le canzoni del concerto.
La popstar ha pubblicato un video girato in un deserto.
Il musicista ha vinto quattro Grammy nel corso della carriera.
L'attrice ha interpretato una regina nella serie storica.
Il cinema all'aperto proietta film classici ogni sera d'estate.
Lo spettacolo di fuochi d'artificio ha chiuso la serata di festa.
Il cantautore ha presentato il nuovo album con un concerto gratuito.
`;
