/** Training text from the team's first lines (issue 14, split by register in issue 26): practical advice: what to do, mostly for travellers and patients. */
import type { TrainingSource } from "../source.js";

export const consigli: TrainingSource = {
  source: "Redazione: consigli pratici",
  text: {
    tecnologia: `
Le password più usate sono ancora 123456 e password.
Gli esperti di cybersicurezza consigliano di aggiornare subito il sistema.
`,
    salute: `
La quarantena dura dieci giorni per chi è stato a contatto con un positivo.
La depressione è una malattia che si può curare con psicoterapia e farmaci.
Il dentista consiglia di lavare i denti tre volte al giorno.
Il parto cesareo è consigliato solo in caso di necessità.
La fisioterapia aiuta a recuperare il movimento dopo un infortunio.
Camminare ogni giorno aiuta a controllare il peso e la glicemia.
Ridurre il sale nella dieta aiuta a tenere sotto controllo la pressione arteriosa.
Chi soffre di ipertensione dovrebbe misurare regolarmente la pressione.
I bambini dovrebbero dormire almeno nove ore per notte.
Il medico ha consigliato riposo assoluto per due settimane.
`,
    ambiente: `
Piantare alberi in città aiuta a combattere le isole di calore.
Le specie aliene arrivate con le navi minacciano la fauna marina locale.
`,
    viaggi: `
Prima di prenotare il volo confrontate i prezzi di diverse compagnie e controllate le tasse aeroportuali.
Per risparmiare sull'alloggio si può scegliere un bed and breakfast o un ostello.
All'arrivo in aeroporto seguite le indicazioni per il ritiro bagagli e per la dogana.
Per i cittadini europei basta la carta d'identità valida per l'espatrio.
Il campeggio è vietato fuori dalle aree attrezzate, ma si può dormire nei rifugi.
Portate una borraccia, una torcia e un kit di primo soccorso durante le escursioni.
I turisti dovrebbero fare attenzione ai borseggiatori nelle zone affollate e sui mezzi pubblici.
Si può noleggiare un'auto all'aeroporto, ma in centro il parcheggio è difficile e costoso.
La traversata in traghetto dura una notte e si può prenotare una cabina.
Non bevete l'acqua del rubinetto e non mangiate verdure crude lavate con acqua non potabile.
Prima di partire per i tropici consultate il medico per le vaccinazioni consigliate.
Per superare il jet lag cercate di adattarvi subito agli orari locali.
Gli abitanti sono molto ospitali, ma è bene rispettare le usanze locali.
Nei luoghi di culto bisogna togliersi le scarpe ed evitare abiti scollati.
Ci sono molti ostelli nella capitale, ideali per chi viaggia da solo.
Per visitare la grotta è necessario prenotare la visita guidata.
L'autostop è diffuso nelle zone rurali, ma non è consigliabile di notte.
D'inverno i passi alpini possono essere chiusi per neve, quindi informatevi prima di partire.
Per chi viaggia con bambini, la spiaggia ha un fondale basso e sabbioso.
Di notte nel deserto la temperatura scende sotto lo zero, portate vestiti caldi.
Chi viaggia in camper trova aree di sosta attrezzate lungo la costa.
Nei paesi dove si guida a sinistra fate attenzione alle rotonde.
La guida turistica consiglia di visitare il quartiere ebraico e il castello.
La capitale si può visitare in tre giorni, ma per i dintorni serve almeno una settimana.
Conviene prenotare i biglietti del treno con anticipo per avere le tariffe più basse.
In caso di smarrimento del passaporto rivolgetevi al consolato.
Le vacanze in montagna sono ideali per chi cerca fresco e tranquillità.
Arrivate presto alla mattina per evitare le code alla biglietteria dei monumenti più famosi.
Quando visitate un paese straniero, informatevi prima sulle leggi e sulle usanze locali.
Se viaggiate da soli, lasciate a qualcuno a casa una copia del vostro itinerario.
Nei paesi caldi conviene visitare i siti all'aperto al mattino presto o nel tardo pomeriggio.
Un buon paio di scarpe comode è indispensabile per girare la città a piedi.
Chi viaggia con animali domestici deve avere il passaporto europeo dell'animale.
Nelle grandi città è facile trovare un taxi, ma di notte conviene chiamarlo per telefono.
Il ministero degli Esteri pubblica consigli aggiornati per chi viaggia all'estero.
Le zanzare sono numerose al tramonto, quindi portate un repellente.
Gli alberghi sulla spiaggia sono molto richiesti, prenotate mesi prima.
Per visitare il ghiacciaio serve una guida alpina e l'attrezzatura adatta.
In alta montagna l'aria è rarefatta ed è bene salire gradualmente per abituarsi all'altitudine.
Per chi ama la natura, la regione offre laghi, boschi e sentieri ben segnalati.
Chi ha poco tempo può limitarsi al centro storico, che si gira in mezza giornata.
Se perdete la coincidenza, la compagnia deve riprotezionarvi sul primo volo disponibile.
Un'assicurazione sanitaria è indispensabile nei paesi dove le cure sono molto costose.
I viaggiatori dovrebbero portare sempre con sé una piccola somma in valuta locale.
`,
  },
};
