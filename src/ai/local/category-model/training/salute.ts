/** Hand-written Italian training text for "salute", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const salute = `
Il ministero della Salute ha avviato la campagna di vaccinazione contro l'influenza stagionale.
Il vaccino è raccomandato agli anziani, alle donne in gravidanza e ai malati cronici.
I sintomi del raffreddore sono naso che cola, mal di gola e starnuti.
La febbre è una reazione del corpo alle infezioni.
Il paziente è stato operato d'urgenza per una peritonite.
L'intervento chirurgico è durato sei ore ed è riuscito.
Il pronto soccorso dell'ospedale è affollato e l'attesa supera le otto ore.
I medici del reparto di cardiologia hanno impiantato un nuovo tipo di pacemaker.
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
L'epidemia si è diffusa rapidamente nei villaggi privi di acqua potabile.
La pandemia di coronavirus ha causato milioni di morti in tutto il mondo.
Il virus si trasmette per via aerea e attraverso il contatto con superfici contaminate.
Il tasso di contagio è sceso grazie alle misure di distanziamento.
La quarantena dura dieci giorni per chi è stato a contatto con un positivo.
Il tampone rileva la presenza del virus nelle vie respiratorie.
Gli anticorpi prodotti dopo la vaccinazione proteggono per alcuni mesi.
Il morbillo è tornato a diffondersi a causa del calo delle vaccinazioni.
La tubercolosi si cura con una terapia antibiotica di diversi mesi.
L'HIV attacca le cellule del sistema immunitario.
L'ebola provoca febbre emorragica e ha un'alta mortalità.
La dengue è una malattia trasmessa dalle zanzare tropicali.
Il colera si diffonde attraverso l'acqua contaminata.
La resistenza agli antibiotici è una delle minacce più gravi per la salute pubblica.
Gli antibiotici vanno presi solo su prescrizione del medico.
Il farmaco è stato approvato dall'Agenzia europea per i medicinali.
La sperimentazione clinica ha coinvolto tremila pazienti in venti paesi.
Gli effetti collaterali più comuni sono nausea e mal di testa.
Il farmaco generico costa meno ed è altrettanto efficace.
Il medico di famiglia è il primo riferimento per i pazienti.
L'infermiere ha misurato la pressione e la temperatura del malato.
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
La depressione è una malattia che si può curare con psicoterapia e farmaci.
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
Il dentista consiglia di lavare i denti tre volte al giorno.
L'oculista ha diagnosticato una cataratta all'occhio destro.
Il trapianto di rene ha salvato la vita della ragazza.
La donazione di organi è in aumento grazie alle campagne di sensibilizzazione.
Donare il sangue è un gesto semplice che può salvare vite.
Il neonato è stato ricoverato in terapia intensiva neonatale.
Il pediatra segue la crescita dei bambini fino ai quattordici anni.
La gravidanza dura circa quaranta settimane.
Il parto cesareo è consigliato solo in caso di necessità.
L'allattamento al seno protegge il neonato dalle infezioni.
I vaccini obbligatori per l'iscrizione a scuola sono dieci.
L'Organizzazione mondiale della sanità ha lanciato l'allarme per l'aumento dei casi.
L'ospedale ha inaugurato una nuova sala operatoria robotica.
Il chirurgo ha usato un robot per rimuovere il tumore alla prostata.
La fisioterapia aiuta a recuperare il movimento dopo un infortunio.
La riabilitazione dopo l'ictus dura diversi mesi.
L'ambulanza ha trasportato il ferito all'ospedale più vicino.
Il paziente è in prognosi riservata.
Le condizioni del malato sono migliorate e ha lasciato la terapia intensiva.
È stato dimesso dopo una settimana di ricovero.
I casi di infezione sono aumentati tra i bambini sotto i cinque anni.
La vitamina D si produce con l'esposizione al sole.
Gli integratori alimentari non sostituiscono una dieta varia.
Il sovrappeso riguarda un adulto su tre.
Camminare ogni giorno aiuta a controllare il peso e la glicemia.
La prevenzione delle malattie cardiovascolari comincia a tavola.
L'epatite C oggi si cura con farmaci antivirali in poche settimane.
Il vaiolo è stato eradicato grazie alla vaccinazione di massa.
La poliomielite è quasi scomparsa nel mondo.
I ricercatori hanno sviluppato un test del sangue per diagnosticare il tumore al pancreas.
L'ecografia usa gli ultrasuoni per osservare gli organi interni.
La risonanza magnetica non usa radiazioni ionizzanti.
Il medico ha prescritto esami del sangue e un elettrocardiogramma.
Il pronto soccorso assegna un codice di gravità a ogni paziente.
Gli operatori sanitari chiedono più sicurezza dopo le aggressioni in corsia.
La telemedicina permette di fare visite di controllo a distanza.
Ridurre il sale nella dieta aiuta a tenere sotto controllo la pressione arteriosa.
Chi soffre di ipertensione dovrebbe misurare regolarmente la pressione.
Il paziente ha ricevuto una trasfusione di sangue dopo l'operazione.
Il bambino è stato curato per una grave disidratazione.
La donna è stata sottoposta a un intervento per rimuovere un calcolo renale.
Il virus provoca febbre, dolori alle articolazioni e stanchezza.
Secondo i medici, le sue condizioni sono stabili ma ancora gravi.
Lavarsi le mani con il sapone riduce il rischio di infezioni intestinali.
L'esposizione al sole senza protezione aumenta il rischio di tumori della pelle.
Le malattie cardiovascolari sono la prima causa di morte nei paesi ricchi.
Il focolaio è stato individuato in una scuola e i contatti sono stati isolati.
La diffusione della malattia è stata rallentata grazie alla vaccinazione.
I pazienti con sintomi lievi possono curarsi a casa con riposo e liquidi.
Un medico ogni tre pazienti ha prescritto antibiotici senza necessità.
La carenza di ferro provoca anemia e stanchezza.
I bambini dovrebbero dormire almeno nove ore per notte.
L'obesità aumenta il rischio di diabete, infarto e alcuni tumori.
La vaccinazione contro il papilloma virus previene il tumore del collo dell'utero.
L'ospedale da campo ha curato centinaia di feriti e malati.
Il numero di decessi per la malattia è diminuito grazie alle nuove cure.
Le autorità sanitarie hanno confermato il primo caso del virus nel paese.
Il paziente zero era rientrato da un viaggio in Asia.
La zanzara trasmette il virus pungendo una persona infetta e poi una sana.
I medici hanno somministrato un farmaco sperimentale al paziente.
Il trattamento ha ridotto i sintomi nella maggior parte dei pazienti.
Il glaucoma può portare alla cecità se non viene curato.
Il sonno insufficiente indebolisce le difese immunitarie.
La sedentarietà è un fattore di rischio per molte malattie croniche.
L'ospedale pediatrico ha aperto un ambulatorio per le malattie rare.
Mangiare pesce due volte a settimana fa bene al cuore.
L'intossicazione da funghi può causare danni gravi al fegato.
Il mal di testa cronico colpisce soprattutto le donne.
La riabilitazione cardiologica aiuta i pazienti dopo un infarto.
Il medico ha consigliato riposo assoluto per due settimane.
Gli esami hanno escluso la presenza di altre malattie.
La malattia colpisce soprattutto le persone con il sistema immunitario debole.
L'epidemia di influenza aviaria preoccupa le autorità sanitarie.
I malati cronici hanno bisogno di cure continue e di assistenza a domicilio.
`;
