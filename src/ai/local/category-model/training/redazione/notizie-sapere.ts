/** Training text from the team's first lines (issue 14, split by register in issue 26): news sentences: events told in the past tense, one sentence each, knowledge (tecnologia, salute, scienza, ambiente). */
import type { TrainingSource } from "../source.js";

export const notizieSapere: TrainingSource = {
  source: "Redazione: frasi di notizia",
  text: {
    tecnologia: `
L'azienda americana ha presentato il nuovo smartphone con tre fotocamere e uno schermo più luminoso.
La console per videogiochi ha venduto dieci milioni di unità nel primo anno.
Il modello linguistico è stato addestrato su miliardi di parole prese da internet.
La startup ha sviluppato un software che riconosce i difetti nei prodotti industriali.
La casa automobilistica ha aggiornato via internet il software di tutte le vetture.
La piattaforma ha rimosso milioni di account falsi.
Gli hacker hanno sfruttato una vulnerabilità del software per entrare nei sistemi.
L'attacco informatico ha messo fuori uso i sistemi dell'ospedale per due giorni.
Gli sviluppatori hanno rilasciato la nuova versione del software open source.
Il programmatore ha scritto un'estensione per il browser.
L'azienda ha annunciato un computer quantistico con mille qubit.
L'operatore telefonico ha lanciato una nuova offerta con giga illimitati.
Il gestore ha annunciato lo spegnimento della rete 3G.
Il satellite per le telecomunicazioni è stato lanciato in orbita geostazionaria.
Il colosso tecnologico ha acquistato una società di videogiochi per settanta miliardi.
L'antitrust europeo ha multato il gigante del web per abuso di posizione dominante.
Il garante della privacy ha bloccato l'app per la raccolta illecita di dati personali.
Il lettore di libri elettronici ha uno schermo che non affatica la vista.
La fotocamera digitale ha sostituito quasi del tutto la pellicola.
Gli ingegneri hanno progettato un'antenna che si ripiega nello spazio.
Il nuovo modello di auto ha un cruscotto interamente digitale.
Il sito di commercio elettronico ha introdotto i pagamenti con il riconoscimento dell'impronta.
Il guasto ai server ha bloccato per ore posta elettronica e videochiamate.
Il servizio di videochiamate è stato usato da milioni di studenti durante la pandemia.
La piattaforma di streaming musicale ha cento milioni di brani in catalogo.
Il produttore cinese di telefoni ha superato i concorrenti nelle vendite in Europa.
La carenza di chip ha rallentato la produzione di automobili e console.
La tecnologia dei pannelli pieghevoli è arrivata anche sui computer portatili.
I preordini del telefono aprono venerdì sul sito del produttore.
Il produttore ha svelato il nuovo telefono pieghevole durante la presentazione annuale.
Samsung ha presentato la nuova gamma di smartphone Galaxy.
Microsoft ha rilasciato un aggiornamento di Windows che corregge alcune falle.
Google ha integrato il suo assistente nel motore di ricerca.
`,
    salute: `
Il ministero della Salute ha avviato la campagna di vaccinazione contro l'influenza stagionale.
Il paziente è stato operato d'urgenza per una peritonite.
I medici del reparto di cardiologia hanno impiantato un nuovo tipo di pacemaker.
L'epidemia si è diffusa rapidamente nei villaggi privi di acqua potabile.
La pandemia di coronavirus ha causato milioni di morti in tutto il mondo.
Il tasso di contagio è sceso grazie alle misure di distanziamento.
Il morbillo è tornato a diffondersi a causa del calo delle vaccinazioni.
L'ebola provoca febbre emorragica e ha un'alta mortalità.
Il farmaco è stato approvato dall'Agenzia europea per i medicinali.
La sperimentazione clinica ha coinvolto tremila pazienti in venti paesi.
L'infermiere ha misurato la pressione e la temperatura del malato.
L'oculista ha diagnosticato una cataratta all'occhio destro.
Il trapianto di rene ha salvato la vita della ragazza.
Il neonato è stato ricoverato in terapia intensiva neonatale.
L'Organizzazione mondiale della sanità ha lanciato l'allarme per l'aumento dei casi.
L'ospedale ha inaugurato una nuova sala operatoria robotica.
Il chirurgo ha usato un robot per rimuovere il tumore alla prostata.
L'ambulanza ha trasportato il ferito all'ospedale più vicino.
Le condizioni del malato sono migliorate e ha lasciato la terapia intensiva.
È stato dimesso dopo una settimana di ricovero.
L'epatite C oggi si cura con farmaci antivirali in poche settimane.
Il vaiolo è stato eradicato grazie alla vaccinazione di massa.
I ricercatori hanno sviluppato un test del sangue per diagnosticare il tumore al pancreas.
Il medico ha prescritto esami del sangue e un elettrocardiogramma.
Il paziente ha ricevuto una trasfusione di sangue dopo l'operazione.
Il bambino è stato curato per una grave disidratazione.
La donna è stata sottoposta a un intervento per rimuovere un calcolo renale.
Secondo i medici, le sue condizioni sono stabili ma ancora gravi.
Il focolaio è stato individuato in una scuola e i contatti sono stati isolati.
La diffusione della malattia è stata rallentata grazie alla vaccinazione.
Un medico ogni tre pazienti ha prescritto antibiotici senza necessità.
L'ospedale da campo ha curato centinaia di feriti e malati.
Le autorità sanitarie hanno confermato il primo caso del virus nel paese.
I medici hanno somministrato un farmaco sperimentale al paziente.
Il trattamento ha ridotto i sintomi nella maggior parte dei pazienti.
L'ospedale pediatrico ha aperto un ambulatorio per le malattie rare.
Gli esami hanno escluso la presenza di altre malattie.
I malati cronici hanno bisogno di cure continue e di assistenza a domicilio.
`,
    scienza: `
Gli astronomi hanno scoperto un pianeta roccioso nella zona abitabile di una stella vicina.
Giove è il pianeta più grande del sistema solare e ha decine di lune.
Marte ha due piccoli satelliti, Phobos e Deimos.
La sonda ha inviato a terra immagini ad alta risoluzione della superficie di Saturno.
L'astronauta ha trascorso sei mesi a bordo della Stazione spaziale internazionale.
Il razzo ha lanciato in orbita un telescopio per studiare la radiazione cosmica.
L'universo ha circa tredici miliardi e ottocento milioni di anni.
La teoria della relatività di Einstein ha cambiato il modo di pensare lo spazio e il tempo.
Il bosone di Higgs è stato osservato al CERN di Ginevra nel 2012.
Gli elettroni hanno carica negativa, i protoni positiva e i neutroni sono neutri.
Il suono non si propaga nel vuoto perché ha bisogno di un mezzo.
I paleontologi hanno trovato ossa fossili in una cava del Nord Italia.
I mammiferi allattano i piccoli e hanno il corpo coperto di peli.
Gli insetti hanno sei zampe e il corpo diviso in capo, torace e addome.
Il polpo ha tre cuori e il sangue blu.
I ricercatori hanno osservato che gli scimpanzé usano bastoncini per catturare le termiti.
Gli scienziati dell'università hanno pubblicato lo studio su una rivista scientifica internazionale.
La ricerca, finanziata dal Consiglio europeo della ricerca, ha coinvolto dieci laboratori.
Gli esperimenti di laboratorio hanno confermato l'ipotesi iniziale.
Il premio Nobel per la fisica è stato assegnato per lo studio degli attosecondi.
Il premio Nobel per la chimica è andato ai ricercatori che hanno sviluppato le batterie al litio.
L'antropologo ha studiato i resti di un ominide vissuto due milioni di anni fa.
Gli archeologi hanno datato i resti con il metodo del radiocarbonio.
Il rover ha trovato tracce di antichi laghi sul fondo di un cratere marziano.
L'Agenzia spaziale europea ha lanciato una missione per studiare le lune di Giove.
Lo studio ha dimostrato che i corvi sanno risolvere problemi complessi.
Una nuova specie di insetto è stata descritta dagli entomologi del museo di storia naturale.
Gli scienziati hanno ricostruito il clima del passato analizzando le carote di ghiaccio.
Gli oceanografi hanno mappato il fondale con un sonar.
L'esperimento ha prodotto più energia di quella usata per innescare la fusione.
I cristalli hanno una struttura ordinata e ripetuta degli atomi.
Le molecole organiche sono state trovate anche nelle meteoriti.
La scoperta è stata annunciata durante una conferenza stampa all'osservatorio.
I ricercatori hanno misurato la temperatura della superficie del pianeta con uno spettrometro.
Gli scienziati hanno usato un modello al computer per simulare la formazione dei pianeti.
Gli studiosi hanno analizzato i denti fossili per capire cosa mangiavano questi animali.
Lo scheletro quasi completo è stato scoperto da un gruppo di paleontologi in Argentina.
La specie si è adattata a vivere in grotte completamente buie.
La ricerca ha mostrato che il gene è attivo soltanto durante lo sviluppo dell'embrione.
I virus giganti scoperti nel permafrost hanno migliaia di geni.
Il vulcano sottomarino ha creato una nuova isola nel Pacifico.
L'esperimento ha dimostrato che le particelle possono essere collegate anche a grande distanza.
Gli scienziati hanno osservato per la prima volta il fenomeno in laboratorio.
Le osservazioni sono state fatte con un telescopio situato sulle Ande cilene.
La scoperta è stata pubblicata sulla rivista Science.
Il sistema solare si è formato circa quattro miliardi e mezzo di anni fa.
L'ossigeno dell'atmosfera è stato prodotto dagli organismi fotosintetici.
`,
    ambiente: `
L'anidride carbonica nell'atmosfera ha raggiunto il livello più alto da milioni di anni.
La conferenza sul clima delle Nazioni Unite si è chiusa con un accordo sui combustibili fossili.
L'energia solare ed eolica hanno superato il carbone nella produzione elettrica europea.
La deforestazione dell'Amazzonia ha raggiunto livelli record.
Gli incendi hanno bruciato migliaia di ettari di bosco in Sardegna.
La siccità ha messo in ginocchio l'agricoltura del Nord.
L'alluvione ha mostrato la fragilità del territorio e il consumo di suolo.
Le emissioni delle auto diesel sono state ridotte dalle nuove norme europee.
Le microplastiche sono state trovate nel sangue umano e nel ghiaccio antartico.
La discarica è stata chiusa dopo anni di proteste dei residenti.
Il WWF ha lanciato una campagna per salvare le tigri.
La specie è stata inserita nella lista rossa delle specie in pericolo.
La pesca eccessiva ha ridotto le popolazioni di tonno.
Il fiume è stato inquinato dagli scarichi di una fabbrica.
La moria di pesci nel lago è stata causata dalla mancanza di ossigeno.
La città ha aggiunto cinquanta chilometri di piste ciclabili.
Gli attivisti di Ultima Generazione hanno bloccato il raccordo anulare.
Greta Thunberg ha guidato i giovani dei Fridays for Future.
Legambiente ha pubblicato il rapporto sulle spiagge inquinate.
La Goletta verde ha analizzato le acque di trecento punti della costa.
La zanzara tigre si è diffusa con l'aumento delle temperature.
L'erosione costiera ha fatto sparire intere spiagge.
La compagnia petrolifera è stata accusata di greenwashing.
I rifiuti tossici sono stati sepolti illegalmente nella Terra dei fuochi.
Il parco regionale ha vietato la caccia in tutta l'area protetta.
La sostenibilità ambientale è entrata nei bilanci delle imprese.
I glaciologi hanno misurato una fusione record dei ghiacciai durante l'ultima estate.
Il ghiacciaio si è ritirato di centinaia di metri negli ultimi trent'anni.
Lo spessore del ghiaccio si è ridotto di diversi metri in una sola stagione calda.
Il progetto di reintroduzione ha riportato le cicogne a nidificare in pianura.
Il progetto di conservazione ha salvato il grifone dall'estinzione locale.
Lo studio ha trovato livelli elevati di pesticidi nelle acque sotterranee.
`,
  },
};
