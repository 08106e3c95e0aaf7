/** Hand-written Italian training text for "cultura", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const cultura = `
Il museo ospita la più grande collezione di pittura veneta del Cinquecento.
La mostra dedicata a Leonardo da Vinci ha attirato trecentomila visitatori.
Gli Uffizi conservano capolavori di Botticelli, Raffaello e Michelangelo.
Il dipinto è stato restaurato e ha ritrovato i colori originali.
La pala d'altare fu commissionata da una ricca famiglia di mercanti.
La scultura in marmo rappresenta un eroe della mitologia greca.
Il Rinascimento nacque a Firenze nel Quattrocento.
Il Barocco si diffuse a Roma nel Seicento con Bernini e Borromini.
L'architetto progettò la basilica e il campanile.
La chiesa romanica conserva affreschi del Duecento.
Il castello medievale fu costruito per difendere la valle.
L'anfiteatro romano poteva ospitare ventimila spettatori.
Gli scavi archeologici hanno restituito monete e ceramiche etrusche.
Il sito archeologico è patrimonio dell'umanità.
La necropoli conserva tombe dipinte del sesto secolo avanti Cristo.
Il romanzo racconta la storia di una famiglia siciliana durante il Risorgimento.
Lo scrittore ha vinto il premio Campiello con il suo secondo libro.
La casa editrice ha pubblicato una nuova traduzione dell'Odissea.
Il poeta scrisse le sue liriche più famose durante l'esilio.
I Promessi sposi di Alessandro Manzoni sono un classico della letteratura italiana.
Petrarca e Boccaccio furono tra i padri della letteratura in volgare.
Il Decameron raccoglie cento novelle raccontate da dieci giovani.
La Divina Commedia è divisa in Inferno, Purgatorio e Paradiso.
La scrittrice ha ricevuto il premio Nobel per la letteratura.
Il Salone del libro di Torino ha registrato un'affluenza record.
La libreria indipendente organizza presentazioni con gli autori.
La biblioteca nazionale ha digitalizzato migliaia di manoscritti antichi.
Il filosofo greco Platone fondò l'Accademia ad Atene.
Aristotele scrisse trattati di logica, etica e politica.
Il pensiero di Kant ha influenzato tutta la filosofia moderna.
L'Illuminismo mise al centro la ragione e la critica della tradizione.
Il teatro greco nacque dalle feste in onore di Dioniso.
La compagnia teatrale porta in scena una commedia di Goldoni.
Lo spettacolo di prosa ha debuttato al Piccolo Teatro di Milano.
La stagione lirica della Scala si apre il 7 dicembre.
Giuseppe Verdi compose l'Aida e la Traviata.
L'opera lirica nacque in Italia alla fine del Cinquecento.
Il balletto classico è andato in scena al teatro dell'opera.
L'orchestra sinfonica ha eseguito la Nona di Beethoven.
Il compositore barocco scrisse centinaia di concerti per violino.
La musica classica è protagonista del festival estivo.
L'artista contemporaneo espone le sue installazioni alla Biennale.
La galleria d'arte moderna ha acquisito un'opera di Burri.
Il pittore impressionista dipingeva all'aperto per catturare la luce.
Il futurismo esaltava la velocità e la macchina.
Caravaggio rivoluzionò la pittura con l'uso della luce e dell'ombra.
La Cappella Sistina fu affrescata da Michelangelo.
Il restauro del Cenacolo è durato oltre vent'anni.
Il patrimonio culturale italiano conta migliaia di musei e siti.
Il ministero della Cultura ha stanziato fondi per i teatri.
L'ingresso nei musei statali è gratuito una domenica al mese.
La lingua italiana deriva dal latino volgare.
Il dialetto napoletano ha una ricca tradizione letteraria e musicale.
L'Accademia della Crusca si occupa della lingua italiana.
Il vocabolario ha accolto nuove parole entrate nell'uso comune.
La storia dell'Impero romano è raccontata nei libri di Tacito e Livio.
Il Medioevo è il periodo compreso tra la caduta di Roma e la scoperta dell'America.
La battaglia di Lepanto fu combattuta nel 1571.
L'unità d'Italia fu proclamata nel 1861.
Lo storico ha ricostruito la vita quotidiana nelle città medievali.
Il festival di letteratura ha ospitato autori da trenta paesi.
Il premio letterario è stato assegnato a una giovane esordiente.
Il saggio analizza il rapporto tra arte e potere nel Rinascimento.
La poesia di Leopardi riflette sul dolore e sulla natura.
Il fumetto d'autore è entrato nelle librerie e nei musei.
La fotografa ha esposto i suoi ritratti in una mostra antologica.
Il museo egizio di Torino è il più importante dopo quello del Cairo.
Le tradizioni popolari comprendono feste, canti e costumi locali.
La processione del venerdì santo è una tradizione secolare.
La sagra del paese celebra i prodotti tipici e il santo patrono.
Il presepe napoletano è un'arte tramandata da secoli.
Il mosaico bizantino decora l'abside della basilica di Ravenna.
Il palazzo rinascimentale ospita oggi la pinacoteca civica.
Il tempio greco di Agrigento è tra i meglio conservati.
Le rovine della città antica sono state scoperte nel Settecento.
La poetessa ha letto i suoi versi in piazza davanti a centinaia di persone.
Il critico d'arte ha curato la retrospettiva dedicata allo scultore.
L'autore ha pubblicato una raccolta di racconti ambientati a Milano.
Il romanzo storico è ambientato nella Venezia del Settecento.
Il traduttore ha vinto un premio per la versione italiana del romanzo russo.
L'università ha organizzato un convegno sulla storia dell'arte.
La casa museo dello scrittore ha riaperto al pubblico.
La scuola di danza classica ha formato ballerini famosi nel mondo.
Il conservatorio di musica ha festeggiato i duecento anni dalla fondazione.
La mostra fotografica racconta l'Italia del dopoguerra.
L'opera d'arte è stata venduta all'asta per dieci milioni.
Il furto del quadro dal museo è rimasto un mistero per decenni.
Il teatro romano ospita in estate spettacoli di tragedie classiche.
Il festival della filosofia riempie le piazze di Modena.
La lettura è in calo tra i giovani secondo l'ultima indagine.
L'editoria italiana ha venduto più libri dell'anno precedente.
Lo scrittore è considerato uno dei maggiori autori del Novecento.
Il movimento artistico nacque a Parigi all'inizio del secolo.
Il cantiere della cattedrale durò più di cento anni.
La tela raffigura la Madonna con il Bambino e alcuni santi.
La mitologia romana riprese molti dei della religione greca.
Il teatro dei burattini è una tradizione siciliana riconosciuta dall'UNESCO.
La storica libreria del centro chiude dopo cento anni di attività.
I lettori affezionati hanno salutato la chiusura della libreria con un incontro pubblico.
Le librerie indipendenti resistono grazie agli incontri con gli autori e ai club di lettura.
La piccola casa editrice ha pubblicato le poesie inedite dell'autore.
Il festival dei libri ha portato in città scrittori da tutto il mondo.
La biblioteca comunale ha prolungato gli orari di apertura per gli studenti.
Il cinema d'essai e il teatro storico sono stati salvati dalla chiusura.
Il teatro comunale ha presentato il cartellone della nuova stagione di prosa.
Il manoscritto dell'autore è stato acquistato dalla biblioteca nazionale.
Lo scrittore ha presentato il suo romanzo in una libreria della capitale.
`;
