/** Hand-written Italian training text for "ambiente", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const ambiente = `
Il riscaldamento globale è causato soprattutto dalle emissioni di gas serra.
L'anidride carbonica nell'atmosfera ha raggiunto il livello più alto da milioni di anni.
L'accordo di Parigi punta a contenere l'aumento della temperatura entro un grado e mezzo.
La conferenza sul clima delle Nazioni Unite si è chiusa con un accordo sui combustibili fossili.
La transizione ecologica richiede investimenti nelle energie rinnovabili.
L'energia solare ed eolica hanno superato il carbone nella produzione elettrica europea.
Il parco eolico in mare produrrà energia pulita per duecentomila famiglie.
I pannelli fotovoltaici sul tetto riducono la bolletta e le emissioni.
Le centrali a carbone saranno chiuse entro il 2030.
La deforestazione dell'Amazzonia ha raggiunto livelli record.
Gli incendi hanno bruciato migliaia di ettari di bosco in Sardegna.
La siccità ha messo in ginocchio l'agricoltura del Nord.
Le ondate di calore sono sempre più frequenti e intense.
Lo scioglimento dei ghiacci artici fa salire il livello dei mari.
I ghiacciai delle Alpi potrebbero scomparire entro la fine del secolo.
L'alluvione ha mostrato la fragilità del territorio e il consumo di suolo.
Il dissesto idrogeologico minaccia migliaia di comuni italiani.
L'inquinamento atmosferico causa migliaia di morti premature ogni anno.
Le polveri sottili superano i limiti nelle città della pianura padana.
Il blocco del traffico è scattato per lo smog.
La qualità dell'aria è migliorata grazie alla riduzione del traffico.
Le emissioni delle auto diesel sono state ridotte dalle nuove norme europee.
La plastica nei mari forma isole galleggianti grandi come stati.
Le microplastiche sono state trovate nel sangue umano e nel ghiaccio antartico.
La raccolta differenziata permette di riciclare carta, vetro e plastica.
Il compostaggio trasforma i rifiuti organici in fertilizzante.
La discarica è stata chiusa dopo anni di proteste dei residenti.
Il termovalorizzatore brucia i rifiuti e produce energia.
L'economia circolare punta a riutilizzare i materiali invece di buttarli.
Il riciclo dei rifiuti elettronici recupera metalli preziosi.
Lo spreco alimentare produce tonnellate di rifiuti ogni anno.
L'agricoltura biologica non usa pesticidi chimici di sintesi.
I pesticidi sono tra le cause della moria delle api.
Gli allevamenti intensivi contribuiscono alle emissioni di metano.
La biodiversità è minacciata dalla distruzione degli habitat.
Un milione di specie animali e vegetali rischia l'estinzione.
Il WWF ha lanciato una campagna per salvare le tigri.
La specie è stata inserita nella lista rossa delle specie in pericolo.
L'orso marsicano vive nel Parco nazionale d'Abruzzo.
Il ritorno del lupo divide ambientalisti e allevatori.
Le tartarughe marine sono tornate a nidificare sulle spiagge del Sud.
La riserva naturale protegge zone umide importanti per gli uccelli migratori.
Le aree marine protette tutelano i fondali e la pesca sostenibile.
La barriera corallina sbianca a causa dell'aumento della temperatura dell'acqua.
La pesca eccessiva ha ridotto le popolazioni di tonno.
Il fiume è stato inquinato dagli scarichi di una fabbrica.
La moria di pesci nel lago è stata causata dalla mancanza di ossigeno.
L'acqua potabile è una risorsa sempre più scarsa.
La rete idrica perde il quaranta per cento dell'acqua trasportata.
Le auto elettriche non producono emissioni allo scarico.
La mobilità sostenibile comprende biciclette, mezzi pubblici e car sharing.
La città ha aggiunto cinquanta chilometri di piste ciclabili.
La zona a traffico limitato riduce lo smog nel centro storico.
Le comunità energetiche permettono ai cittadini di condividere energia rinnovabile.
L'efficienza energetica degli edifici riduce i consumi.
La pompa di calore sostituisce la caldaia a gas.
L'idrogeno verde è prodotto con elettricità da fonti rinnovabili.
Il nucleare divide il dibattito sulla decarbonizzazione.
Gli attivisti di Ultima Generazione hanno bloccato il raccordo anulare.
Greta Thunberg ha guidato i giovani dei Fridays for Future.
Gli ambientalisti si oppongono alla costruzione della nuova autostrada.
Legambiente ha pubblicato il rapporto sulle spiagge inquinate.
La Goletta verde ha analizzato le acque di trecento punti della costa.
La bandiera blu premia le spiagge con acque pulite e servizi ecologici.
Il bosco urbano assorbe anidride carbonica e abbassa la temperatura.
Piantare alberi in città aiuta a combattere le isole di calore.
La tassa sulle emissioni di carbonio spinge le imprese a inquinare meno.
Il mercato europeo delle emissioni fissa un prezzo per ogni tonnellata di CO2.
La neutralità climatica è l'obiettivo dell'Unione europea per il 2050.
Il clima mediterraneo sta diventando più arido.
Le specie invasive come il granchio blu minacciano gli ecosistemi locali.
La zanzara tigre si è diffusa con l'aumento delle temperature.
L'erosione costiera ha fatto sparire intere spiagge.
Le dune di sabbia proteggono la costa dalle mareggiate.
Il suolo consumato in un anno equivale a settanta chilometri quadrati.
Le emissioni di gas serra dell'Italia sono calate del venti per cento dal 1990.
Il bollettino meteo annuncia un'estate tra le più calde mai registrate.
I dati dei satelliti mostrano la riduzione dei ghiacci marini.
L'ozono stratosferico protegge la Terra dai raggi ultravioletti.
Il buco dell'ozono si sta lentamente richiudendo.
Le energie fossili restano la prima fonte di energia nel mondo.
La compagnia petrolifera è stata accusata di greenwashing.
La bonifica del terreno contaminato costerà cinquanta milioni.
I rifiuti tossici sono stati sepolti illegalmente nella Terra dei fuochi.
L'amianto va rimosso dagli edifici pubblici.
Gli orti urbani riportano il verde nei quartieri.
La fauna selvatica torna nelle città durante il lockdown.
I cinghiali sono sempre più numerosi nelle periferie.
Il parco regionale ha vietato la caccia in tutta l'area protetta.
Il clima che cambia costringe gli agricoltori a nuove colture.
L'acidificazione degli oceani danneggia molluschi e coralli.
Il risparmio energetico passa anche dallo spegnere le luci inutili.
Il riscaldamento degli oceani alimenta uragani più violenti.
Le foreste assorbono un terzo delle emissioni prodotte dall'uomo.
La sostenibilità ambientale è entrata nei bilanci delle imprese.
La festa dell'albero coinvolge le scuole nella piantumazione.
I glaciologi hanno misurato una fusione record dei ghiacciai durante l'ultima estate.
Il ghiacciaio si è ritirato di centinaia di metri negli ultimi trent'anni.
Lo spessore del ghiaccio si è ridotto di diversi metri in una sola stagione calda.
Il caldo estivo accelera la fusione dei ghiacciai anche in alta quota.
Il permafrost che si scioglie rende instabili le pareti rocciose delle Alpi.
I ghiacciai alpini hanno perso metà del loro volume in un secolo.
Le rilevazioni dei glaciologi confermano una perdita di ghiaccio senza precedenti.
Il progetto di reintroduzione ha riportato le cicogne a nidificare in pianura.
Le coppie di falchi pellegrini nidificano di nuovo sui campanili della città.
Il ritorno della lontra nei fiumi è un segnale di acque più pulite.
Il progetto di conservazione ha salvato il grifone dall'estinzione locale.
Gli uccelli migratori trovano rifugio nelle zone umide protette.
Le farfalle sono in calo a causa dei pesticidi e della scomparsa dei prati.
I campioni d'acqua prelevati alla foce del fiume contengono microplastiche.
Gli scarichi industriali inquinano i fiumi e i laghi della pianura.
Lo studio ha trovato livelli elevati di pesticidi nelle acque sotterranee.
Le sostanze chimiche PFAS contaminano le falde acquifere di intere province.
La depurazione delle acque reflue è ancora insufficiente in molti comuni.
Gli sversamenti di petrolio in mare uccidono uccelli e pesci.
L'alta marea e le mareggiate erodono le spiagge del litorale.
Il livello del mare potrebbe salire di un metro entro la fine del secolo.
La temperatura media del Mediterraneo è aumentata di oltre un grado.
Le specie aliene arrivate con le navi minacciano la fauna marina locale.
Gli orsi si avvicinano ai paesi in cerca di cibo, e la provincia studia nuove misure.
La popolazione di cervi è cresciuta troppo e danneggia i boschi.
Le foreste italiane sono cresciute negli ultimi decenni per l'abbandono dei campi.
Il bosco bruciato sarà ripiantato con specie autoctone.
Le piogge acide danneggiano foreste e monumenti.
La neve artificiale consuma molta acqua ed energia.
Gli inverni senza neve mettono in crisi l'ecosistema alpino.
`;
