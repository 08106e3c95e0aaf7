/** Training text from the team's first lines (issue 14, split by register in issue 26): general statements: definitions, facts and descriptions in the present or historic past, leisure (sport, cultura, intrattenimento, viaggi). */
import type { TrainingSource } from "../source.js";

export const enciclopediaSvago: TrainingSource = {
  source: "Redazione: frasi enciclopediche",
  text: {
    sport: `
Il mercato estivo si chiude con l'acquisto di un attaccante brasiliano per quaranta milioni.
La Champions League entra nella fase a eliminazione diretta con gli ottavi di finale.
La finale di Europa League si giocherà a Dublino a maggio.
Il calcio è lo sport più seguito in Italia, con milioni di tifosi in tutto il paese.
La società sportiva fu fondata nel 1899 da un gruppo di appassionati inglesi.
Il campionato di serie A è composto da venti squadre che si affrontano in partite di andata e ritorno.
La Coppa del Mondo di calcio si disputa ogni quattro anni.
Il pallone d'oro è il premio assegnato ogni anno al miglior calciatore.
Il ranking mondiale vede l'azzurro salire al quarto posto.
Nel tennis un set si vince al meglio dei sei giochi, con il tie break sul sei pari.
Il campionato mondiale di Formula 1 si articola in oltre venti gran premi.
La Milano-Sanremo è una delle classiche monumento del ciclismo.
Le Olimpiadi invernali si terranno tra Milano e Cortina.
Il pattinaggio artistico unisce atletica e danza.
Il cricket è molto popolare in India, in Pakistan e in Inghilterra.
La partita si giocherà a porte chiuse per gli scontri tra ultras.
Il canottaggio prevede imbarcazioni con uno, due, quattro o otto vogatori.
L'arrampicata sportiva è diventata disciplina olimpica a Tokyo.
Il campionato si ferma per la sosta delle nazionali.
Il triathlon comprende nuoto, ciclismo e corsa.
Il tennistavolo è chiamato anche ping pong.
Il rally di Sardegna è una tappa del campionato del mondo.
L'ex calciatore è diventato commentatore televisivo delle partite.
La classifica marcatori è guidata dall'attaccante norvegese.
Il calendario prevede la prima giornata il 20 agosto.
Il motociclista è caduto al terzo giro mentre era in testa.
Il tie break decisivo è finito dieci a otto.
Il campionato di calcio si concluderà a fine maggio.
I due pugili si affronteranno per il titolo mondiale a Las Vegas.
`,
    cultura: `
Il museo ospita la più grande collezione di pittura veneta del Cinquecento.
Gli Uffizi conservano capolavori di Botticelli, Raffaello e Michelangelo.
La pala d'altare fu commissionata da una ricca famiglia di mercanti.
La scultura in marmo rappresenta un eroe della mitologia greca.
Il Rinascimento nacque a Firenze nel Quattrocento.
Il Barocco si diffuse a Roma nel Seicento con Bernini e Borromini.
L'architetto progettò la basilica e il campanile.
La chiesa romanica conserva affreschi del Duecento.
Il castello medievale fu costruito per difendere la valle.
L'anfiteatro romano poteva ospitare ventimila spettatori.
Il sito archeologico è patrimonio dell'umanità.
La necropoli conserva tombe dipinte del sesto secolo avanti Cristo.
Il romanzo racconta la storia di una famiglia siciliana durante il Risorgimento.
Il poeta scrisse le sue liriche più famose durante l'esilio.
I Promessi sposi di Alessandro Manzoni sono un classico della letteratura italiana.
Petrarca e Boccaccio furono tra i padri della letteratura in volgare.
Il Decameron raccoglie cento novelle raccontate da dieci giovani.
La Divina Commedia è divisa in Inferno, Purgatorio e Paradiso.
La libreria indipendente organizza presentazioni con gli autori.
Il filosofo greco Platone fondò l'Accademia ad Atene.
Aristotele scrisse trattati di logica, etica e politica.
L'Illuminismo mise al centro la ragione e la critica della tradizione.
Il teatro greco nacque dalle feste in onore di Dioniso.
La compagnia teatrale porta in scena una commedia di Goldoni.
La stagione lirica della Scala si apre il 7 dicembre.
Giuseppe Verdi compose l'Aida e la Traviata.
L'opera lirica nacque in Italia alla fine del Cinquecento.
Il balletto classico è andato in scena al teatro dell'opera.
Il compositore barocco scrisse centinaia di concerti per violino.
La musica classica è protagonista del festival estivo.
L'artista contemporaneo espone le sue installazioni alla Biennale.
Il pittore impressionista dipingeva all'aperto per catturare la luce.
Il futurismo esaltava la velocità e la macchina.
Caravaggio rivoluzionò la pittura con l'uso della luce e dell'ombra.
La Cappella Sistina fu affrescata da Michelangelo.
Il restauro del Cenacolo è durato oltre vent'anni.
Il patrimonio culturale italiano conta migliaia di musei e siti.
La lingua italiana deriva dal latino volgare.
L'Accademia della Crusca si occupa della lingua italiana.
La storia dell'Impero romano è raccontata nei libri di Tacito e Livio.
Il Medioevo è il periodo compreso tra la caduta di Roma e la scoperta dell'America.
La battaglia di Lepanto fu combattuta nel 1571.
L'unità d'Italia fu proclamata nel 1861.
Il saggio analizza il rapporto tra arte e potere nel Rinascimento.
La poesia di Leopardi riflette sul dolore e sulla natura.
Il museo egizio di Torino è il più importante dopo quello del Cairo.
Le tradizioni popolari comprendono feste, canti e costumi locali.
La sagra del paese celebra i prodotti tipici e il santo patrono.
Il presepe napoletano è un'arte tramandata da secoli.
Il mosaico bizantino decora l'abside della basilica di Ravenna.
Il tempio greco di Agrigento è tra i meglio conservati.
Il romanzo storico è ambientato nella Venezia del Settecento.
La mostra fotografica racconta l'Italia del dopoguerra.
Il furto del quadro dal museo è rimasto un mistero per decenni.
Il teatro romano ospita in estate spettacoli di tragedie classiche.
Il festival della filosofia riempie le piazze di Modena.
La lettura è in calo tra i giovani secondo l'ultima indagine.
Lo scrittore è considerato uno dei maggiori autori del Novecento.
Il movimento artistico nacque a Parigi all'inizio del secolo.
Il cantiere della cattedrale durò più di cento anni.
La tela raffigura la Madonna con il Bambino e alcuni santi.
La mitologia romana riprese molti dei della religione greca.
Il teatro dei burattini è una tradizione siciliana riconosciuta dall'UNESCO.
La storica libreria del centro chiude dopo cento anni di attività.
Le librerie indipendenti resistono grazie agli incontri con gli autori e ai club di lettura.
`,
    intrattenimento: `
La pellicola uscirà nelle sale italiane a novembre.
Il film d'azione è in testa al box office per la terza settimana.
L'attore protagonista interpreta un detective in pensione.
Il cast comprende star di Hollywood e giovani attori italiani.
La saga di fantascienza torna al cinema con il nono capitolo.
Il film di animazione racconta le avventure di un giovane drago.
L'horror è il genere più amato dagli spettatori giovani.
La serie tv racconta le vicende di una famiglia mafiosa.
Gli episodi escono ogni settimana sulla piattaforma.
La conduttrice televisiva tornerà in onda con un nuovo talk show.
Il Festival di Sanremo è la più importante gara della canzone italiana.
L'Eurovision Song Contest è seguito da centocinquanta milioni di spettatori.
Il singolo è primo nella classifica dei brani più ascoltati.
Il tour negli stadi partirà a giugno da Milano.
Il Festivalbar portava ogni estate i tormentoni nelle piazze italiane.
Il comico è famoso per le sue imitazioni dei politici.
Lo spettacolo di cabaret è andato esaurito in tutte le date.
Il videogioco più atteso dell'anno uscirà a ottobre per console e computer.
I giocatori possono esplorare un mondo aperto e affrontare missioni online.
Il gossip estivo racconta la nuova fiamma del calciatore.
Il principe e la moglie sono apparsi in pubblico per la prima volta dopo la nascita del figlio.
Il reality show rinchiude un gruppo di concorrenti in una casa per tre mesi.
Il fumetto è diventato una serie animata di successo.
I supereroi dei fumetti sono protagonisti dei film più visti.
Il festival musicale estivo ospiterà più di cento artisti su cinque palchi.
La discoteca sulla spiaggia organizza serate con dj famosi.
L'attore è diventato famoso grazie al ruolo in una soap opera.
La star del cinema muto fu una delle prime celebrità internazionali.
Il doppiatore presta la voce a molti attori americani.
Il premio Emmy premia le migliori produzioni televisive.
Il Golden Globe per la migliore serie drammatica è andato a una produzione britannica.
I Grammy sono i premi più importanti dell'industria discografica.
Il David di Donatello è il principale premio del cinema italiano.
Il biopic racconta la vita di una leggenda del rock.
Le riprese del film sono iniziate a Roma negli studi di Cinecittà.
La recensione del film parla di una regia elegante ma di una trama debole.
Il podcast di storie vere è il più ascoltato del mese.
Il karaoke è nato in Giappone negli anni Settanta.
Il musicista jazz si esibirà al festival di Umbria Jazz.
Il festival del cinema per ragazzi si svolge ogni anno a Giffoni.
La trasmissione radiofonica del mattino è la più ascoltata d'Italia.
La canzone è rimasta in cima alle classifiche per dieci settimane.
La sua interpretazione gli è valsa una candidatura ai Golden Globe.
La serie è ambientata in un piccolo paese di provincia negli anni Ottanta.
Il protagonista della serie è un giovane medico alle prime armi.
La colonna sonora contiene brani rock degli anni Settanta.
I fan della saga aspettano da anni il nuovo capitolo.
Il nuovo episodio sarà trasmesso in prima serata su Canale 5.
Il festival jazz ospita musicisti da tutto il mondo.
Il cinema all'aperto proietta film classici ogni sera d'estate.
`,
    viaggi: `
Il modo migliore per visitare il centro storico è a piedi, perché le strade sono strette e in molte zone le auto non possono entrare.
L'albergo si trova a pochi passi dalla stazione e offre la colazione inclusa nel prezzo.
Il treno ad alta velocità collega Roma e Milano in circa tre ore.
Il bagaglio a mano non deve superare i dieci chili e le misure indicate dalla compagnia aerea.
I liquidi nel bagaglio a mano devono stare in contenitori da cento millilitri.
Il controllo passaporti può richiedere più di un'ora nei periodi di punta.
Il visto va richiesto all'ambasciata almeno un mese prima della partenza.
Un'assicurazione di viaggio copre le spese mediche e la perdita dei bagagli.
Molti viaggiatori scelgono lo zaino in spalla per girare il Sud-est asiatico con pochi soldi.
La tenda va montata lontano dai corsi d'acqua in caso di temporale.
Il sentiero costeggia la scogliera e offre panorami sul mare.
L'escursione fino alla cima richiede circa cinque ore di cammino.
Le guide locali organizzano gite in barca per vedere i delfini.
In città si trovano ristoranti tipici dove assaggiare la cucina regionale a prezzi modici.
Il piatto tipico della zona è il pesce alla griglia, da gustare in riva al mare.
La moneta locale è il dirham, e le carte di credito sono accettate solo nei negozi più grandi.
È possibile prelevare contanti agli sportelli automatici, ma le banche applicano commissioni.
La metropolitana funziona fino a mezzanotte, poi ci sono gli autobus notturni.
Noleggiare una bicicletta è il modo più piacevole per esplorare la campagna.
Le isole sono collegate alla terraferma da traghetti e aliscafi.
Il porto è il punto di partenza delle navi da crociera dirette in Grecia.
La crociera sul fiume permette di vedere i castelli senza cambiare albergo ogni sera.
Il periodo migliore per il viaggio è la primavera, quando il clima è mite e ci sono meno turisti.
In agosto le spiagge sono affollate e i prezzi degli alberghi raddoppiano.
La bassa stagione offre tariffe convenienti e musei senza code.
La città vecchia è patrimonio dell'umanità dell'UNESCO ed è una meta molto visitata.
Dal belvedere si gode una vista spettacolare sulla valle.
Il villaggio di pescatori è famoso per le sue case colorate affacciate sul porto.
Il parco nazionale si visita con le jeep accompagnati da un ranger.
Il safari permette di avvistare leoni, elefanti e giraffe nel loro ambiente.
Il fuso orario è di sei ore indietro rispetto all'Italia.
In molti paesi asiatici si saluta con un inchino anziché con una stretta di mano.
La lingua ufficiale è lo spagnolo, ma negli alberghi si parla anche inglese.
Imparare qualche parola nella lingua del posto rende il soggiorno più facile.
La mancia non è obbligatoria, ma è apprezzata nei ristoranti.
L'agriturismo offre camere in campagna e prodotti dell'azienda agricola.
Il resort dispone di piscina, spa e spiaggia privata.
Il biglietto cumulativo permette di visitare tre siti archeologici.
I voli low cost partono da aeroporti secondari lontani dalla città.
Il volo diretto dura undici ore, con scalo la durata sale a sedici.
Al check-in online si sceglie il posto e si stampa la carta d'imbarco.
Se il volo viene cancellato avete diritto a un rimborso o a un volo alternativo.
La strada panoramica attraversa passi di montagna a oltre duemila metri.
La pista ciclabile segue il corso del fiume per duecento chilometri.
Il Cammino di Santiago si percorre a piedi in circa un mese.
Il mercato notturno è il posto migliore per assaggiare il cibo di strada.
I souvenir tipici sono le ceramiche dipinte a mano e i tessuti ricamati.
Contrattare sul prezzo è normale nei bazar.
La città si raggiunge in pullman dall'aeroporto in quaranta minuti.
Le funivie portano i turisti fino al ghiacciaio anche d'estate.
La stazione sciistica offre cento chilometri di piste e skipass giornalieri.
Le terme sono aperte tutto l'anno e le piscine all'aperto sono riscaldate.
Il lago è circondato da paesini dove trascorrere un fine settimana rilassante.
Il deserto si attraversa in fuoristrada o a dorso di cammello.
La patente internazionale è richiesta per noleggiare un'auto in alcuni paesi.
Le spiagge libere si alternano agli stabilimenti balneari con ombrelloni e lettini.
La barriera corallina è una delle mete preferite da chi fa immersioni.
Il corso di sub per principianti dura tre giorni.
Il tour in battello sui canali è il modo classico per vedere la città.
L'itinerario di dieci giorni tocca le città d'arte e la costa.
Gli affittacamere offrono stanze semplici a prezzi bassi.
L'abbonamento ferroviario per turisti permette viaggi illimitati per un mese.
I turisti sono invitati a non dare da mangiare alle scimmie.
Il tramonto dalla terrazza è uno dei momenti più belli del soggiorno.
I viaggiatori con disabilità trovano accessi facilitati in quasi tutti i musei.
L'ufficio del turismo distribuisce mappe gratuite della città.
Durante il Ramadan molti ristoranti restano chiusi di giorno.
Il carnevale attira ogni anno migliaia di visitatori da tutto il mondo.
Il viaggio di nozze alle Maldive resta un sogno per molte coppie.
Il numero di turisti stranieri in città è cresciuto del venti per cento quest'estate.
Le code per salire in cima alla torre possono durare più di un'ora nei fine settimana.
Molti musei offrono la prenotazione online che permette di saltare la fila.
Le carte prepagate sono un modo sicuro per pagare all'estero senza portare troppi contanti.
Gli ostelli della gioventù sono economici e permettono di conoscere altri viaggiatori.
Il treno panoramico attraversa le montagne e offre viste spettacolari sui ghiacciai.
Il viaggio in nave è più lento dell'aereo, ma permette di portare l'auto con sé.
La frontiera terrestre è aperta tutti i giorni, ma i controlli possono richiedere ore.
Al confine vi chiederanno il passaporto e, a volte, il biglietto di ritorno.
La dogana vieta di importare carne, formaggi e piante senza un certificato.
I turisti possono visitare il palazzo reale quando la famiglia reale non è in residenza.
La visita guidata dura due ore e si svolge in diverse lingue.
Nella stagione secca le strade sterrate sono percorribili anche senza fuoristrada.
Alcune zone del paese sono sconsigliate ai turisti per motivi di sicurezza.
Una vacanza in barca a vela permette di raggiungere calette isolate.
I voli interni sono il modo più rapido per spostarsi tra le isole dell'arcipelago.
La metropolitana è pulita, sicura ed economica, e le indicazioni sono anche in inglese.
Le escursioni nel deserto partono all'alba per evitare il caldo.
Molti viaggiatori scelgono di dormire in tenda sotto le stelle.
Il mal di montagna colpisce soprattutto chi sale troppo in fretta sopra i tremila metri.
Il parco è aperto dall'alba al tramonto e l'ingresso costa dieci euro.
I pullman turistici partono ogni ora dalla piazza principale.
Il lungomare è pieno di bar e ristoranti dove fermarsi al tramonto.
La città è famosa per i suoi mercatini di Natale, che attirano visitatori da tutta Europa.
L'ambasciata può rilasciare un documento provvisorio per tornare a casa.
Le spiagge di sabbia bianca e l'acqua trasparente attirano turisti tutto l'anno.
Dormire in un monastero è un'esperienza possibile in molte località di montagna.
`,
  },
};
