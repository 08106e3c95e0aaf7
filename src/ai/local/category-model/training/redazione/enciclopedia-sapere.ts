/** Training text from the team's first lines (issue 14, split by register in issue 26): general statements: definitions, facts and descriptions in the present or historic past, knowledge (tecnologia, salute, scienza, ambiente). */
import type { TrainingSource } from "../source.js";

export const enciclopediaSapere: TrainingSource = {
  source: "Redazione: frasi enciclopediche",
  text: {
    tecnologia: `
Il sistema operativo riceverà aggiornamenti di sicurezza per altri cinque anni.
L'aggiornamento software corregge un bug che faceva scaricare la batteria.
Il computer portatile è dotato di un processore a otto core e sedici gigabyte di memoria.
Il tablet può essere usato con una penna digitale per disegnare e prendere appunti.
Gli smartwatch misurano il battito cardiaco e contano i passi.
Le cuffie senza fili cancellano il rumore esterno.
Il microchip contiene miliardi di transistor su pochi millimetri quadrati.
I semiconduttori sono alla base di tutta l'elettronica moderna.
Il produttore taiwanese di chip costruirà una nuova fabbrica negli Stati Uniti.
L'intelligenza artificiale generativa può creare testi, immagini e musica.
Il chatbot risponde alle domande degli utenti in decine di lingue.
Gli algoritmi di apprendimento automatico imparano dai dati senza regole scritte a mano.
Le reti neurali artificiali sono ispirate al funzionamento del cervello.
Il robot aspirapolvere mappa la casa e pulisce da solo.
Le auto a guida autonoma usano sensori, telecamere e radar.
L'auto elettrica si ricarica in mezz'ora alle colonnine rapide.
La connessione in fibra ottica arriva a un gigabit al secondo.
Il 5G permette di collegare milioni di dispositivi nello stesso chilometro quadrato.
Il router wi-fi di nuova generazione riduce le interferenze.
Internet nacque da una rete militare americana negli anni Sessanta.
Il World Wide Web fu inventato da Tim Berners-Lee al CERN.
Il motore di ricerca indicizza miliardi di pagine web.
Il browser blocca i cookie di terze parti per proteggere la privacy.
Il social network conta tre miliardi di utenti attivi ogni mese.
L'app di messaggistica introduce la crittografia end-to-end per tutte le chat.
Gli utenti possono scaricare l'applicazione gratuitamente dagli store.
L'abbonamento al servizio cloud offre due terabyte di spazio di archiviazione.
I dati vengono salvati su server distribuiti in diversi data center.
Il data center consuma tanta elettricità quanto una piccola città.
Il ransomware cifra i file e chiede un riscatto in criptovaluta.
La sicurezza informatica è diventata una priorità per aziende e governi.
L'autenticazione a due fattori protegge gli account dai furti di password.
Il phishing usa email false per rubare le credenziali.
La blockchain è un registro digitale distribuito e difficile da modificare.
Il bitcoin è la prima criptovaluta, creata nel 2009.
Il linguaggio di programmazione Python è molto usato nella scienza dei dati.
Il codice è pubblicato su una piattaforma dove chiunque può contribuire.
La stampa 3D permette di produrre pezzi di ricambio su richiesta.
Il drone per le consegne trasporta pacchi fino a due chili.
I visori per la realtà aumentata sovrappongono immagini digitali al mondo reale.
Il metaverso è un insieme di mondi virtuali in cui gli utenti interagiscono tramite avatar.
I computer quantistici usano i qubit invece dei bit tradizionali.
La memoria flash conserva i dati anche senza corrente.
Il disco a stato solido è più veloce del vecchio disco rigido.
La batteria agli ioni di litio alimenta telefoni, portatili e auto elettriche.
Il caricatore universale USB-C diventa obbligatorio in Europa.
Il televisore OLED offre neri profondi e colori brillanti.
Lo streaming video occupa la maggior parte del traffico internet.
La costellazione di satelliti porta internet nelle zone remote.
Le grandi aziende della Silicon Valley investono miliardi nell'intelligenza artificiale.
Il regolamento europeo sull'intelligenza artificiale classifica i sistemi in base al rischio.
La legge sui servizi digitali obbliga le piattaforme a rimuovere i contenuti illegali.
Il riconoscimento facciale è usato per sbloccare i telefoni.
L'assistente vocale accende le luci e regola il termostato.
La domotica permette di controllare la casa dallo smartphone.
Internet delle cose collega elettrodomestici, sensori e automobili alla rete.
Il primo telefono cellulare fu presentato nel 1973 e pesava più di un chilo.
Il transistor fu inventato nei laboratori Bell nel 1947.
Il personal computer si diffuse nelle case negli anni Ottanta.
Il microprocessore integra in un solo chip l'unità di calcolo del computer.
Il linguaggio binario usa solo due cifre, zero e uno.
Il portafoglio digitale conserva carte di credito e biglietti sul telefono.
Gli utenti si lamentano della pubblicità sempre più invadente nelle app.
Il vecchio modello non riceverà più aggiornamenti di sicurezza.
L'ingegnere informatico lavora allo sviluppo di sistemi di visione artificiale.
Il software di traduzione automatica è migliorato molto grazie alle reti neurali.
La fibra raggiungerà entro due anni tutte le aree bianche del paese.
La nuova versione dell'app consuma meno batteria e occupa meno memoria.
Il chip neurale del telefono accelera le funzioni di intelligenza artificiale.
Il nuovo iPhone arriva nei negozi a settembre con prezzi a partire da mille euro.
La nuova versione di Android introduce funzioni di intelligenza artificiale.
Il visore di Apple costa oltre tremila euro.
Il nuovo processore di Intel è più veloce del venti per cento.
Le recensioni del nuovo portatile lodano la durata della batteria.
`,
    salute: `
Il vaccino è raccomandato agli anziani, alle donne in gravidanza e ai malati cronici.
I sintomi del raffreddore sono naso che cola, mal di gola e starnuti.
La febbre è una reazione del corpo alle infezioni.
L'intervento chirurgico è durato sei ore ed è riuscito.
Il pronto soccorso dell'ospedale è affollato e l'attesa supera le otto ore.
L'infarto è causato dall'occlusione di un'arteria coronaria.
L'ictus colpisce ogni anno centomila italiani.
L'ipertensione è spesso chiamata killer silenzioso perché non dà sintomi.
Il colesterolo alto aumenta il rischio di malattie cardiovascolari.
Il diabete richiede un controllo costante della glicemia.
L'insulina fu scoperta negli anni Venti del Novecento.
Il cancro è una crescita incontrollata di cellule.
La chemioterapia e la radioterapia sono le cure più comuni contro i tumori.
L'immunoterapia aiuta il sistema immunitario a riconoscere le cellule tumorali.
La diagnosi precoce aumenta molto le probabilità di guarigione.
Lo screening del colon è offerto gratuitamente dai cinquanta ai settant'anni.
La mammografia serve a individuare il tumore al seno.
Il virus si trasmette per via aerea e attraverso il contatto con superfici contaminate.
Il tampone rileva la presenza del virus nelle vie respiratorie.
Gli anticorpi prodotti dopo la vaccinazione proteggono per alcuni mesi.
La tubercolosi si cura con una terapia antibiotica di diversi mesi.
L'HIV attacca le cellule del sistema immunitario.
La dengue è una malattia trasmessa dalle zanzare tropicali.
Il colera si diffonde attraverso l'acqua contaminata.
La resistenza agli antibiotici è una delle minacce più gravi per la salute pubblica.
Gli antibiotici vanno presi solo su prescrizione del medico.
Gli effetti collaterali più comuni sono nausea e mal di testa.
Il farmaco generico costa meno ed è altrettanto efficace.
Il medico di famiglia è il primo riferimento per i pazienti.
Mancano migliaia di medici e infermieri negli ospedali pubblici.
Il Servizio sanitario nazionale garantisce cure a tutti i cittadini.
Le liste d'attesa per una risonanza magnetica superano i sei mesi.
Il ticket sanitario per le visite specialistiche è aumentato.
La dieta mediterranea è ricca di olio d'oliva, legumi, pesce e verdure.
Una corretta alimentazione riduce il rischio di obesità e diabete.
Lo zucchero in eccesso favorisce la carie e il sovrappeso.
Bere alcol durante la gravidanza può danneggiare il feto.
Il fumo di sigaretta danneggia i polmoni e il cuore.
Smettere di fumare riduce il rischio di cancro già dopo pochi anni.
L'attività fisica moderata per trenta minuti al giorno migliora la salute del cuore.
Il sonno è fondamentale per la memoria e per il sistema immunitario.
Lo stress cronico può causare insonnia e problemi digestivi.
Lo psicologo aiuta i pazienti a gestire l'ansia.
La salute mentale degli adolescenti è peggiorata negli ultimi anni.
L'Alzheimer è la forma più comune di demenza.
Il Parkinson provoca tremori e rigidità dei muscoli.
La sclerosi multipla colpisce il sistema nervoso centrale.
L'asma è una malattia cronica delle vie respiratorie.
Le allergie al polline colpiscono milioni di persone in primavera.
La celiachia è un'intolleranza permanente al glutine.
L'osteoporosi rende le ossa fragili, soprattutto nelle donne dopo la menopausa.
La frattura del femore è frequente negli anziani dopo una caduta.
La donazione di organi è in aumento grazie alle campagne di sensibilizzazione.
Donare il sangue è un gesto semplice che può salvare vite.
Il pediatra segue la crescita dei bambini fino ai quattordici anni.
La gravidanza dura circa quaranta settimane.
L'allattamento al seno protegge il neonato dalle infezioni.
I vaccini obbligatori per l'iscrizione a scuola sono dieci.
La riabilitazione dopo l'ictus dura diversi mesi.
Il paziente è in prognosi riservata.
I casi di infezione sono aumentati tra i bambini sotto i cinque anni.
La vitamina D si produce con l'esposizione al sole.
Gli integratori alimentari non sostituiscono una dieta varia.
Il sovrappeso riguarda un adulto su tre.
La prevenzione delle malattie cardiovascolari comincia a tavola.
La poliomielite è quasi scomparsa nel mondo.
L'ecografia usa gli ultrasuoni per osservare gli organi interni.
La risonanza magnetica non usa radiazioni ionizzanti.
Il pronto soccorso assegna un codice di gravità a ogni paziente.
Gli operatori sanitari chiedono più sicurezza dopo le aggressioni in corsia.
La telemedicina permette di fare visite di controllo a distanza.
Il virus provoca febbre, dolori alle articolazioni e stanchezza.
Lavarsi le mani con il sapone riduce il rischio di infezioni intestinali.
L'esposizione al sole senza protezione aumenta il rischio di tumori della pelle.
Le malattie cardiovascolari sono la prima causa di morte nei paesi ricchi.
I pazienti con sintomi lievi possono curarsi a casa con riposo e liquidi.
La carenza di ferro provoca anemia e stanchezza.
L'obesità aumenta il rischio di diabete, infarto e alcuni tumori.
La vaccinazione contro il papilloma virus previene il tumore del collo dell'utero.
Il numero di decessi per la malattia è diminuito grazie alle nuove cure.
Il paziente zero era rientrato da un viaggio in Asia.
La zanzara trasmette il virus pungendo una persona infetta e poi una sana.
Il glaucoma può portare alla cecità se non viene curato.
Il sonno insufficiente indebolisce le difese immunitarie.
La sedentarietà è un fattore di rischio per molte malattie croniche.
Mangiare pesce due volte a settimana fa bene al cuore.
L'intossicazione da funghi può causare danni gravi al fegato.
Il mal di testa cronico colpisce soprattutto le donne.
La riabilitazione cardiologica aiuta i pazienti dopo un infarto.
La malattia colpisce soprattutto le persone con il sistema immunitario debole.
L'epidemia di influenza aviaria preoccupa le autorità sanitarie.
`,
    scienza: `
La galassia di Andromeda si trova a circa due milioni e mezzo di anni luce dalla Via Lattea.
Il Sole è una stella di media grandezza composta soprattutto da idrogeno ed elio.
Le stelle nascono all'interno di enormi nubi di gas e polvere.
Una supernova è l'esplosione di una stella massiccia alla fine della sua vita.
La materia oscura non emette luce ma si rivela con la sua gravità.
La forza di gravità mantiene i pianeti in orbita attorno al Sole.
Newton formulò la legge della gravitazione universale nel Seicento.
Galileo osservò per primo le lune di Giove con il cannocchiale.
La meccanica quantistica descrive il comportamento delle particelle più piccole.
L'acceleratore di particelle fa scontrare protoni a velocità vicine a quella della luce.
La tavola periodica ordina gli elementi chimici in base al numero atomico.
L'acqua è formata da due atomi di idrogeno e uno di ossigeno.
Una reazione chimica trasforma i reagenti in prodotti diversi.
Il carbonio è l'elemento alla base di tutte le molecole organiche.
La luce si comporta sia come un'onda sia come una particella.
L'energia non si crea né si distrugge, ma si trasforma.
La temperatura più bassa possibile è lo zero assoluto, meno duecentosettantatré gradi.
I dinosauri si estinsero circa sessantasei milioni di anni fa, probabilmente per l'impatto di un asteroide.
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
I ragni non sono insetti ma aracnidi, con otto zampe.
Le balene sono mammiferi che respirano aria attraverso lo sfiatatoio.
Alcuni pesci degli abissi producono luce grazie alla bioluminescenza.
Gli etologi studiano il comportamento degli animali nel loro ambiente naturale.
Le placche tettoniche si muovono di pochi centimetri all'anno.
I terremoti si verificano quando le rocce lungo una faglia si spostano improvvisamente.
I vulcani si formano dove il magma risale dal mantello verso la superficie.
La crosta terrestre è più sottile sotto gli oceani che sotto i continenti.
I geologi datano le rocce misurando il decadimento degli isotopi radioattivi.
Il clima della Terra è cambiato molte volte durante le ere glaciali.
L'atmosfera terrestre è composta soprattutto da azoto e ossigeno.
Le maree sono causate dall'attrazione gravitazionale della Luna.
Il metodo scientifico si basa sull'osservazione e sulla verifica sperimentale.
I risultati dovranno essere confermati da altri gruppi di ricerca indipendenti.
La matematica studia numeri, forme, strutture e relazioni.
Il teorema di Pitagora lega i lati di un triangolo rettangolo.
Il numero pi greco è il rapporto tra la circonferenza e il diametro.
L'Homo sapiens è comparso in Africa circa trecentomila anni fa.
Il magnetismo terrestre protegge il pianeta dal vento solare.
L'aurora boreale nasce dall'interazione tra particelle solari e atmosfera.
Le eclissi di Sole avvengono quando la Luna si interpone tra la Terra e il Sole.
Un anno luce è la distanza percorsa dalla luce in un anno.
La cometa è composta da ghiaccio, polvere e roccia.
Gli asteroidi orbitano soprattutto nella fascia tra Marte e Giove.
La NASA prevede di riportare gli astronauti sulla Luna.
Il radiotelescopio capta le onde radio emesse dalle galassie lontane.
I neuroni comunicano tra loro con segnali elettrici e chimici.
Le neuroscienze studiano come il cervello produce la memoria e le emozioni.
Le piante comunicano tra loro attraverso sostanze rilasciate dalle radici.
Le foreste di alghe ospitano una grande varietà di specie marine.
La biodiversità di un ecosistema si misura contando le specie presenti.
La fisica dei materiali studia le proprietà dei solidi e dei liquidi.
I superconduttori conducono elettricità senza resistenza a bassissime temperature.
La fusione nucleare è la reazione che alimenta le stelle.
Il microscopio elettronico permette di vedere strutture di pochi nanometri.
Il calcolo delle probabilità nacque dallo studio dei giochi d'azzardo.
Secondo gli studiosi, il fenomeno potrebbe spiegare l'origine della vita sulla Terra.
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
Le balene comunicano con canti che si sentono a centinaia di chilometri.
Il campo magnetico terrestre si inverte ogni qualche centinaio di migliaia di anni.
Le rocce sedimentarie si formano dall'accumulo di strati di sabbia e fango.
I primi esseri viventi sulla Terra erano organismi unicellulari.
La genetica studia come i caratteri vengono trasmessi dai genitori ai figli.
Gregor Mendel scoprì le leggi dell'ereditarietà incrociando piante di pisello.
Marie Curie scoprì il radio e il polonio e vinse due premi Nobel.
Secondo gli autori, servono altri dati per confermare l'ipotesi.
Le farfalle monarca migrano ogni anno dal Canada al Messico.
Il cervello dei polpi è distribuito in gran parte nei tentacoli.
I meteoriti sono frammenti di asteroidi caduti sulla superficie terrestre.
Gli animali più antichi conosciuti vivevano nei mari oltre cinquecento milioni di anni fa.
`,
    ambiente: `
Il riscaldamento globale è causato soprattutto dalle emissioni di gas serra.
L'accordo di Parigi punta a contenere l'aumento della temperatura entro un grado e mezzo.
La transizione ecologica richiede investimenti nelle energie rinnovabili.
Il parco eolico in mare produrrà energia pulita per duecentomila famiglie.
I pannelli fotovoltaici sul tetto riducono la bolletta e le emissioni.
Le centrali a carbone saranno chiuse entro il 2030.
Le ondate di calore sono sempre più frequenti e intense.
Lo scioglimento dei ghiacci artici fa salire il livello dei mari.
I ghiacciai delle Alpi potrebbero scomparire entro la fine del secolo.
Il dissesto idrogeologico minaccia migliaia di comuni italiani.
L'inquinamento atmosferico causa migliaia di morti premature ogni anno.
Le polveri sottili superano i limiti nelle città della pianura padana.
Il blocco del traffico è scattato per lo smog.
La qualità dell'aria è migliorata grazie alla riduzione del traffico.
La plastica nei mari forma isole galleggianti grandi come stati.
La raccolta differenziata permette di riciclare carta, vetro e plastica.
Il compostaggio trasforma i rifiuti organici in fertilizzante.
Il termovalorizzatore brucia i rifiuti e produce energia.
L'economia circolare punta a riutilizzare i materiali invece di buttarli.
Il riciclo dei rifiuti elettronici recupera metalli preziosi.
Lo spreco alimentare produce tonnellate di rifiuti ogni anno.
L'agricoltura biologica non usa pesticidi chimici di sintesi.
I pesticidi sono tra le cause della moria delle api.
Gli allevamenti intensivi contribuiscono alle emissioni di metano.
La biodiversità è minacciata dalla distruzione degli habitat.
Un milione di specie animali e vegetali rischia l'estinzione.
L'orso marsicano vive nel Parco nazionale d'Abruzzo.
Il ritorno del lupo divide ambientalisti e allevatori.
Le tartarughe marine sono tornate a nidificare sulle spiagge del Sud.
La riserva naturale protegge zone umide importanti per gli uccelli migratori.
Le aree marine protette tutelano i fondali e la pesca sostenibile.
La barriera corallina sbianca a causa dell'aumento della temperatura dell'acqua.
L'acqua potabile è una risorsa sempre più scarsa.
La rete idrica perde il quaranta per cento dell'acqua trasportata.
Le auto elettriche non producono emissioni allo scarico.
La mobilità sostenibile comprende biciclette, mezzi pubblici e car sharing.
La zona a traffico limitato riduce lo smog nel centro storico.
Le comunità energetiche permettono ai cittadini di condividere energia rinnovabile.
L'efficienza energetica degli edifici riduce i consumi.
La pompa di calore sostituisce la caldaia a gas.
L'idrogeno verde è prodotto con elettricità da fonti rinnovabili.
Il nucleare divide il dibattito sulla decarbonizzazione.
Gli ambientalisti si oppongono alla costruzione della nuova autostrada.
La bandiera blu premia le spiagge con acque pulite e servizi ecologici.
Il bosco urbano assorbe anidride carbonica e abbassa la temperatura.
La tassa sulle emissioni di carbonio spinge le imprese a inquinare meno.
Il mercato europeo delle emissioni fissa un prezzo per ogni tonnellata di CO2.
La neutralità climatica è l'obiettivo dell'Unione europea per il 2050.
Il clima mediterraneo sta diventando più arido.
Le specie invasive come il granchio blu minacciano gli ecosistemi locali.
Le dune di sabbia proteggono la costa dalle mareggiate.
Il suolo consumato in un anno equivale a settanta chilometri quadrati.
Le emissioni di gas serra dell'Italia sono calate del venti per cento dal 1990.
Il bollettino meteo annuncia un'estate tra le più calde mai registrate.
I dati dei satelliti mostrano la riduzione dei ghiacci marini.
L'ozono stratosferico protegge la Terra dai raggi ultravioletti.
Il buco dell'ozono si sta lentamente richiudendo.
Le energie fossili restano la prima fonte di energia nel mondo.
La bonifica del terreno contaminato costerà cinquanta milioni.
L'amianto va rimosso dagli edifici pubblici.
Gli orti urbani riportano il verde nei quartieri.
La fauna selvatica torna nelle città durante il lockdown.
I cinghiali sono sempre più numerosi nelle periferie.
Il clima che cambia costringe gli agricoltori a nuove colture.
L'acidificazione degli oceani danneggia molluschi e coralli.
Il risparmio energetico passa anche dallo spegnere le luci inutili.
Il riscaldamento degli oceani alimenta uragani più violenti.
Le foreste assorbono un terzo delle emissioni prodotte dall'uomo.
La festa dell'albero coinvolge le scuole nella piantumazione.
Il caldo estivo accelera la fusione dei ghiacciai anche in alta quota.
Il permafrost che si scioglie rende instabili le pareti rocciose delle Alpi.
I ghiacciai alpini hanno perso metà del loro volume in un secolo.
Le rilevazioni dei glaciologi confermano una perdita di ghiaccio senza precedenti.
Le coppie di falchi pellegrini nidificano di nuovo sui campanili della città.
Il ritorno della lontra nei fiumi è un segnale di acque più pulite.
Gli uccelli migratori trovano rifugio nelle zone umide protette.
Le farfalle sono in calo a causa dei pesticidi e della scomparsa dei prati.
I campioni d'acqua prelevati alla foce del fiume contengono microplastiche.
Gli scarichi industriali inquinano i fiumi e i laghi della pianura.
Le sostanze chimiche PFAS contaminano le falde acquifere di intere province.
La depurazione delle acque reflue è ancora insufficiente in molti comuni.
Gli sversamenti di petrolio in mare uccidono uccelli e pesci.
L'alta marea e le mareggiate erodono le spiagge del litorale.
Il livello del mare potrebbe salire di un metro entro la fine del secolo.
La temperatura media del Mediterraneo è aumentata di oltre un grado.
Gli orsi si avvicinano ai paesi in cerca di cibo, e la provincia studia nuove misure.
La popolazione di cervi è cresciuta troppo e danneggia i boschi.
Le foreste italiane sono cresciute negli ultimi decenni per l'abbandono dei campi.
Il bosco bruciato sarà ripiantato con specie autoctone.
Le piogge acide danneggiano foreste e monumenti.
La neve artificiale consuma molta acqua ed energia.
Gli inverni senza neve mettono in crisi l'ecosistema alpino.
`,
  },
};
