/** Hand-written Italian training text for "scienza", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const scienza = `
Gli astronomi hanno scoperto un pianeta roccioso nella zona abitabile di una stella vicina.
La galassia di Andromeda si trova a circa due milioni e mezzo di anni luce dalla Via Lattea.
Il Sole è una stella di media grandezza composta soprattutto da idrogeno ed elio.
Giove è il pianeta più grande del sistema solare e ha decine di lune.
Marte ha due piccoli satelliti, Phobos e Deimos.
La sonda ha inviato a terra immagini ad alta risoluzione della superficie di Saturno.
L'astronauta ha trascorso sei mesi a bordo della Stazione spaziale internazionale.
Il razzo ha lanciato in orbita un telescopio per studiare la radiazione cosmica.
Le stelle nascono all'interno di enormi nubi di gas e polvere.
Una supernova è l'esplosione di una stella massiccia alla fine della sua vita.
L'universo ha circa tredici miliardi e ottocento milioni di anni.
La materia oscura non emette luce ma si rivela con la sua gravità.
La forza di gravità mantiene i pianeti in orbita attorno al Sole.
Newton formulò la legge della gravitazione universale nel Seicento.
Galileo osservò per primo le lune di Giove con il cannocchiale.
La teoria della relatività di Einstein ha cambiato il modo di pensare lo spazio e il tempo.
La meccanica quantistica descrive il comportamento delle particelle più piccole.
Il bosone di Higgs è stato osservato al CERN di Ginevra nel 2012.
L'acceleratore di particelle fa scontrare protoni a velocità vicine a quella della luce.
Gli elettroni hanno carica negativa, i protoni positiva e i neutroni sono neutri.
La tavola periodica ordina gli elementi chimici in base al numero atomico.
L'acqua è formata da due atomi di idrogeno e uno di ossigeno.
Una reazione chimica trasforma i reagenti in prodotti diversi.
Il carbonio è l'elemento alla base di tutte le molecole organiche.
La luce si comporta sia come un'onda sia come una particella.
Il suono non si propaga nel vuoto perché ha bisogno di un mezzo.
L'energia non si crea né si distrugge, ma si trasforma.
La temperatura più bassa possibile è lo zero assoluto, meno duecentosettantatré gradi.
I dinosauri si estinsero circa sessantasei milioni di anni fa, probabilmente per l'impatto di un asteroide.
I paleontologi hanno trovato ossa fossili in una cava del Nord Italia.
Il fossile mostra che l'animale aveva piume ma non sapeva volare.
Gli uccelli discendono da un gruppo di dinosauri carnivori.
L'evoluzione per selezione naturale fu descritta da Charles Darwin.
Le mutazioni genetiche sono la materia prima dell'evoluzione.
I geni sono tratti di DNA che contengono le istruzioni per costruire le proteine.
Il genoma umano contiene circa ventimila geni.
La tecnica CRISPR permette di modificare il DNA con grande precisione.
Le cellule staminali possono trasformarsi in diversi tipi di cellule.
I mitocondri producono l'energia necessaria alla cellula.
I batteri sono organismi unicellulari privi di nucleo.
I virus non sono in grado di riprodursi fuori da una cellula ospite.
La fotosintesi avviene nei cloroplasti delle foglie.
Gli anfibi vivono sia in acqua sia sulla terraferma durante il loro ciclo vitale.
I mammiferi allattano i piccoli e hanno il corpo coperto di peli.
Gli insetti hanno sei zampe e il corpo diviso in capo, torace e addome.
I ragni non sono insetti ma aracnidi, con otto zampe.
Le balene sono mammiferi che respirano aria attraverso lo sfiatatoio.
Alcuni pesci degli abissi producono luce grazie alla bioluminescenza.
Il polpo ha tre cuori e il sangue blu.
I ricercatori hanno osservato che gli scimpanzé usano bastoncini per catturare le termiti.
Gli etologi studiano il comportamento degli animali nel loro ambiente naturale.
Le placche tettoniche si muovono di pochi centimetri all'anno.
I terremoti si verificano quando le rocce lungo una faglia si spostano improvvisamente.
I vulcani si formano dove il magma risale dal mantello verso la superficie.
La crosta terrestre è più sottile sotto gli oceani che sotto i continenti.
I geologi datano le rocce misurando il decadimento degli isotopi radioattivi.
Il clima della Terra è cambiato molte volte durante le ere glaciali.
L'atmosfera terrestre è composta soprattutto da azoto e ossigeno.
Le maree sono causate dall'attrazione gravitazionale della Luna.
Gli scienziati dell'università hanno pubblicato lo studio su una rivista scientifica internazionale.
La ricerca, finanziata dal Consiglio europeo della ricerca, ha coinvolto dieci laboratori.
Gli esperimenti di laboratorio hanno confermato l'ipotesi iniziale.
Il metodo scientifico si basa sull'osservazione e sulla verifica sperimentale.
I risultati dovranno essere confermati da altri gruppi di ricerca indipendenti.
Il premio Nobel per la fisica è stato assegnato per lo studio degli attosecondi.
Il premio Nobel per la chimica è andato ai ricercatori che hanno sviluppato le batterie al litio.
La matematica studia numeri, forme, strutture e relazioni.
Il teorema di Pitagora lega i lati di un triangolo rettangolo.
Il numero pi greco è il rapporto tra la circonferenza e il diametro.
L'antropologo ha studiato i resti di un ominide vissuto due milioni di anni fa.
L'Homo sapiens è comparso in Africa circa trecentomila anni fa.
Gli archeologi hanno datato i resti con il metodo del radiocarbonio.
Il magnetismo terrestre protegge il pianeta dal vento solare.
L'aurora boreale nasce dall'interazione tra particelle solari e atmosfera.
Le eclissi di Sole avvengono quando la Luna si interpone tra la Terra e il Sole.
Un anno luce è la distanza percorsa dalla luce in un anno.
La cometa è composta da ghiaccio, polvere e roccia.
Gli asteroidi orbitano soprattutto nella fascia tra Marte e Giove.
Il rover ha trovato tracce di antichi laghi sul fondo di un cratere marziano.
L'Agenzia spaziale europea ha lanciato una missione per studiare le lune di Giove.
La NASA prevede di riportare gli astronauti sulla Luna.
Il radiotelescopio capta le onde radio emesse dalle galassie lontane.
I neuroni comunicano tra loro con segnali elettrici e chimici.
Le neuroscienze studiano come il cervello produce la memoria e le emozioni.
Lo studio ha dimostrato che i corvi sanno risolvere problemi complessi.
Le piante comunicano tra loro attraverso sostanze rilasciate dalle radici.
Le foreste di alghe ospitano una grande varietà di specie marine.
La biodiversità di un ecosistema si misura contando le specie presenti.
Una nuova specie di insetto è stata descritta dagli entomologi del museo di storia naturale.
Gli scienziati hanno ricostruito il clima del passato analizzando le carote di ghiaccio.
Gli oceanografi hanno mappato il fondale con un sonar.
La fisica dei materiali studia le proprietà dei solidi e dei liquidi.
I superconduttori conducono elettricità senza resistenza a bassissime temperature.
La fusione nucleare è la reazione che alimenta le stelle.
L'esperimento ha prodotto più energia di quella usata per innescare la fusione.
I cristalli hanno una struttura ordinata e ripetuta degli atomi.
Il microscopio elettronico permette di vedere strutture di pochi nanometri.
Il calcolo delle probabilità nacque dallo studio dei giochi d'azzardo.
Secondo gli studiosi, il fenomeno potrebbe spiegare l'origine della vita sulla Terra.
Le molecole organiche sono state trovate anche nelle meteoriti.
La scoperta è stata annunciata durante una conferenza stampa all'osservatorio.
I ricercatori hanno misurato la temperatura della superficie del pianeta con uno spettrometro.
Le rane e i rospi assorbono l'acqua attraverso la pelle.
I coralli sono animali che vivono in colonie e costruiscono scheletri di calcare.
Le foglie cambiano colore in autunno perché la clorofilla si degrada.
La clorofilla permette alle piante di catturare la luce del sole.
I semi di alcune piante possono germinare dopo secoli.
Alcuni uccelli migratori percorrono migliaia di chilometri orientandosi con il campo magnetico.
I pipistrelli si orientano al buio grazie all'ecolocalizzazione.
Gli squali esistono da oltre quattrocento milioni di anni.
Le stelle di neutroni sono così dense che un cucchiaino della loro materia pesa miliardi di tonnellate.
Il vento solare è un flusso di particelle cariche emesse dal Sole.
La Via Lattea contiene centinaia di miliardi di stelle.
Venere è il pianeta più caldo del sistema solare a causa della sua densa atmosfera.
La Luna si allontana dalla Terra di circa quattro centimetri all'anno.
Il ghiaccio galleggia sull'acqua perché è meno denso.
Il ferro arrugginisce quando reagisce con l'ossigeno e l'umidità.
Gli scienziati hanno usato un modello al computer per simulare la formazione dei pianeti.
Gli studiosi hanno analizzato i denti fossili per capire cosa mangiavano questi animali.
Lo scheletro quasi completo è stato scoperto da un gruppo di paleontologi in Argentina.
La specie si è adattata a vivere in grotte completamente buie.
Le balene comunicano con canti che si sentono a centinaia di chilometri.
La ricerca ha mostrato che il gene è attivo soltanto durante lo sviluppo dell'embrione.
I virus giganti scoperti nel permafrost hanno migliaia di geni.
Il campo magnetico terrestre si inverte ogni qualche centinaio di migliaia di anni.
Le rocce sedimentarie si formano dall'accumulo di strati di sabbia e fango.
Il vulcano sottomarino ha creato una nuova isola nel Pacifico.
I primi esseri viventi sulla Terra erano organismi unicellulari.
La genetica studia come i caratteri vengono trasmessi dai genitori ai figli.
Gregor Mendel scoprì le leggi dell'ereditarietà incrociando piante di pisello.
Marie Curie scoprì il radio e il polonio e vinse due premi Nobel.
L'esperimento ha dimostrato che le particelle possono essere collegate anche a grande distanza.
Gli scienziati hanno osservato per la prima volta il fenomeno in laboratorio.
Le osservazioni sono state fatte con un telescopio situato sulle Ande cilene.
La scoperta è stata pubblicata sulla rivista Science.
Secondo gli autori, servono altri dati per confermare l'ipotesi.
Le farfalle monarca migrano ogni anno dal Canada al Messico.
Il cervello dei polpi è distribuito in gran parte nei tentacoli.
Il sistema solare si è formato circa quattro miliardi e mezzo di anni fa.
L'ossigeno dell'atmosfera è stato prodotto dagli organismi fotosintetici.
I meteoriti sono frammenti di asteroidi caduti sulla superficie terrestre.
Gli animali più antichi conosciuti vivevano nei mari oltre cinquecento milioni di anni fa.
`;
