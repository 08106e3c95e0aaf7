/** Hand-written Italian training text for "viaggi", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const viaggi = `
Il modo migliore per visitare il centro storico è a piedi, perché le strade sono strette e in molte zone le auto non possono entrare.
Prima di prenotare il volo confrontate i prezzi di diverse compagnie e controllate le tasse aeroportuali.
L'albergo si trova a pochi passi dalla stazione e offre la colazione inclusa nel prezzo.
Per risparmiare sull'alloggio si può scegliere un bed and breakfast o un ostello.
Il treno ad alta velocità collega Roma e Milano in circa tre ore.
All'arrivo in aeroporto seguite le indicazioni per il ritiro bagagli e per la dogana.
Il bagaglio a mano non deve superare i dieci chili e le misure indicate dalla compagnia aerea.
I liquidi nel bagaglio a mano devono stare in contenitori da cento millilitri.
Il controllo passaporti può richiedere più di un'ora nei periodi di punta.
Per i cittadini europei basta la carta d'identità valida per l'espatrio.
Il visto va richiesto all'ambasciata almeno un mese prima della partenza.
Un'assicurazione di viaggio copre le spese mediche e la perdita dei bagagli.
Molti viaggiatori scelgono lo zaino in spalla per girare il Sud-est asiatico con pochi soldi.
Il campeggio è vietato fuori dalle aree attrezzate, ma si può dormire nei rifugi.
La tenda va montata lontano dai corsi d'acqua in caso di temporale.
Portate una borraccia, una torcia e un kit di primo soccorso durante le escursioni.
Il sentiero costeggia la scogliera e offre panorami sul mare.
L'escursione fino alla cima richiede circa cinque ore di cammino.
Le guide locali organizzano gite in barca per vedere i delfini.
In città si trovano ristoranti tipici dove assaggiare la cucina regionale a prezzi modici.
Il piatto tipico della zona è il pesce alla griglia, da gustare in riva al mare.
La moneta locale è il dirham, e le carte di credito sono accettate solo nei negozi più grandi.
È possibile prelevare contanti agli sportelli automatici, ma le banche applicano commissioni.
I turisti dovrebbero fare attenzione ai borseggiatori nelle zone affollate e sui mezzi pubblici.
La metropolitana funziona fino a mezzanotte, poi ci sono gli autobus notturni.
Si può noleggiare un'auto all'aeroporto, ma in centro il parcheggio è difficile e costoso.
Noleggiare una bicicletta è il modo più piacevole per esplorare la campagna.
Le isole sono collegate alla terraferma da traghetti e aliscafi.
La traversata in traghetto dura una notte e si può prenotare una cabina.
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
Non bevete l'acqua del rubinetto e non mangiate verdure crude lavate con acqua non potabile.
Prima di partire per i tropici consultate il medico per le vaccinazioni consigliate.
Il fuso orario è di sei ore indietro rispetto all'Italia.
Per superare il jet lag cercate di adattarvi subito agli orari locali.
Gli abitanti sono molto ospitali, ma è bene rispettare le usanze locali.
Nei luoghi di culto bisogna togliersi le scarpe ed evitare abiti scollati.
In molti paesi asiatici si saluta con un inchino anziché con una stretta di mano.
La lingua ufficiale è lo spagnolo, ma negli alberghi si parla anche inglese.
Imparare qualche parola nella lingua del posto rende il soggiorno più facile.
La mancia non è obbligatoria, ma è apprezzata nei ristoranti.
Ci sono molti ostelli nella capitale, ideali per chi viaggia da solo.
L'agriturismo offre camere in campagna e prodotti dell'azienda agricola.
Il resort dispone di piscina, spa e spiaggia privata.
Per visitare la grotta è necessario prenotare la visita guidata.
L'ingresso al museo è gratuito la prima domenica del mese.
Il biglietto cumulativo permette di visitare tre siti archeologici.
I voli low cost partono da aeroporti secondari lontani dalla città.
Il volo diretto dura undici ore, con scalo la durata sale a sedici.
Al check-in online si sceglie il posto e si stampa la carta d'imbarco.
Se il volo viene cancellato avete diritto a un rimborso o a un volo alternativo.
L'autostop è diffuso nelle zone rurali, ma non è consigliabile di notte.
La strada panoramica attraversa passi di montagna a oltre duemila metri.
D'inverno i passi alpini possono essere chiusi per neve, quindi informatevi prima di partire.
La pista ciclabile segue il corso del fiume per duecento chilometri.
La via Francigena è un antico cammino di pellegrini percorso oggi da molti escursionisti.
Il Cammino di Santiago si percorre a piedi in circa un mese.
Per chi viaggia con bambini, la spiaggia ha un fondale basso e sabbioso.
Il mercato notturno è il posto migliore per assaggiare il cibo di strada.
I souvenir tipici sono le ceramiche dipinte a mano e i tessuti ricamati.
Contrattare sul prezzo è normale nei bazar.
La città si raggiunge in pullman dall'aeroporto in quaranta minuti.
Le funivie portano i turisti fino al ghiacciaio anche d'estate.
La stazione sciistica offre cento chilometri di piste e skipass giornalieri.
Le terme sono aperte tutto l'anno e le piscine all'aperto sono riscaldate.
Il lago è circondato da paesini dove trascorrere un fine settimana rilassante.
Il deserto si attraversa in fuoristrada o a dorso di cammello.
Di notte nel deserto la temperatura scende sotto lo zero, portate vestiti caldi.
Chi viaggia in camper trova aree di sosta attrezzate lungo la costa.
Nei paesi dove si guida a sinistra fate attenzione alle rotonde.
La patente internazionale è richiesta per noleggiare un'auto in alcuni paesi.
Le spiagge libere si alternano agli stabilimenti balneari con ombrelloni e lettini.
La barriera corallina è una delle mete preferite da chi fa immersioni.
Il corso di sub per principianti dura tre giorni.
Il tour in battello sui canali è il modo classico per vedere la città.
La guida turistica consiglia di visitare il quartiere ebraico e il castello.
La capitale si può visitare in tre giorni, ma per i dintorni serve almeno una settimana.
L'itinerario di dieci giorni tocca le città d'arte e la costa.
Gli affittacamere offrono stanze semplici a prezzi bassi.
Conviene prenotare i biglietti del treno con anticipo per avere le tariffe più basse.
L'abbonamento ferroviario per turisti permette viaggi illimitati per un mese.
In caso di smarrimento del passaporto rivolgetevi al consolato.
I turisti sono invitati a non dare da mangiare alle scimmie.
Il tramonto dalla terrazza è uno dei momenti più belli del soggiorno.
I viaggiatori con disabilità trovano accessi facilitati in quasi tutti i musei.
L'ufficio del turismo distribuisce mappe gratuite della città.
Durante il Ramadan molti ristoranti restano chiusi di giorno.
Il carnevale attira ogni anno migliaia di visitatori da tutto il mondo.
Le vacanze in montagna sono ideali per chi cerca fresco e tranquillità.
Il viaggio di nozze alle Maldive resta un sogno per molte coppie.
Il turismo ha portato nuovi alberghi e ristoranti nell'isola.
Le compagnie aeree hanno aggiunto nuove rotte estive verso le isole greche.
Il numero di turisti stranieri in città è cresciuto del venti per cento quest'estate.
Arrivate presto alla mattina per evitare le code alla biglietteria dei monumenti più famosi.
Le code per salire in cima alla torre possono durare più di un'ora nei fine settimana.
Molti musei offrono la prenotazione online che permette di saltare la fila.
Quando visitate un paese straniero, informatevi prima sulle leggi e sulle usanze locali.
Se viaggiate da soli, lasciate a qualcuno a casa una copia del vostro itinerario.
Le carte prepagate sono un modo sicuro per pagare all'estero senza portare troppi contanti.
Nei paesi caldi conviene visitare i siti all'aperto al mattino presto o nel tardo pomeriggio.
Un buon paio di scarpe comode è indispensabile per girare la città a piedi.
Gli ostelli della gioventù sono economici e permettono di conoscere altri viaggiatori.
Il treno panoramico attraversa le montagne e offre viste spettacolari sui ghiacciai.
Il viaggio in nave è più lento dell'aereo, ma permette di portare l'auto con sé.
La frontiera terrestre è aperta tutti i giorni, ma i controlli possono richiedere ore.
Al confine vi chiederanno il passaporto e, a volte, il biglietto di ritorno.
Chi viaggia con animali domestici deve avere il passaporto europeo dell'animale.
La dogana vieta di importare carne, formaggi e piante senza un certificato.
Nelle grandi città è facile trovare un taxi, ma di notte conviene chiamarlo per telefono.
I turisti possono visitare il palazzo reale quando la famiglia reale non è in residenza.
La visita guidata dura due ore e si svolge in diverse lingue.
Nella stagione secca le strade sterrate sono percorribili anche senza fuoristrada.
Alcune zone del paese sono sconsigliate ai turisti per motivi di sicurezza.
Il ministero degli Esteri pubblica consigli aggiornati per chi viaggia all'estero.
Le zanzare sono numerose al tramonto, quindi portate un repellente.
Gli alberghi sulla spiaggia sono molto richiesti, prenotate mesi prima.
Una vacanza in barca a vela permette di raggiungere calette isolate.
I voli interni sono il modo più rapido per spostarsi tra le isole dell'arcipelago.
La metropolitana è pulita, sicura ed economica, e le indicazioni sono anche in inglese.
Per visitare il ghiacciaio serve una guida alpina e l'attrezzatura adatta.
Le escursioni nel deserto partono all'alba per evitare il caldo.
Molti viaggiatori scelgono di dormire in tenda sotto le stelle.
In alta montagna l'aria è rarefatta ed è bene salire gradualmente per abituarsi all'altitudine.
Il mal di montagna colpisce soprattutto chi sale troppo in fretta sopra i tremila metri.
Il parco è aperto dall'alba al tramonto e l'ingresso costa dieci euro.
I pullman turistici partono ogni ora dalla piazza principale.
Il lungomare è pieno di bar e ristoranti dove fermarsi al tramonto.
La città è famosa per i suoi mercatini di Natale, che attirano visitatori da tutta Europa.
Per chi ama la natura, la regione offre laghi, boschi e sentieri ben segnalati.
Chi ha poco tempo può limitarsi al centro storico, che si gira in mezza giornata.
Se perdete la coincidenza, la compagnia deve riprotezionarvi sul primo volo disponibile.
L'ambasciata può rilasciare un documento provvisorio per tornare a casa.
Un'assicurazione sanitaria è indispensabile nei paesi dove le cure sono molto costose.
Le spiagge di sabbia bianca e l'acqua trasparente attirano turisti tutto l'anno.
I viaggiatori dovrebbero portare sempre con sé una piccola somma in valuta locale.
Dormire in un monastero è un'esperienza possibile in molte località di montagna.
`;
