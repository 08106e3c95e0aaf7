/** Training text: press releases from companies, hospitals, clubs, museums and associations, in their formal register (fictional senders, written for this repository). */
import type { TrainingSource } from "./source.js";

export const comunicatiStampa: TrainingSource = {
  source: "Comunicati stampa (aziende, enti, associazioni)",
  text: {
    tecnologia: `
Nexora annuncia la disponibilità della nuova piattaforma cloud per le piccole e medie imprese, con archiviazione cifrata e backup automatico dei dati.
La società comunica che il nuovo processore garantisce prestazioni superiori del trenta per cento con un consumo energetico ridotto.
Con il lancio dell'applicazione, i clienti potranno gestire contratti, bollette e assistenza direttamente dallo smartphone.
Siamo lieti di presentare la terza generazione del nostro assistente vocale, ora in grado di comprendere i dialetti italiani.
L'azienda informa che a seguito di un incidente informatico alcuni servizi online resteranno sospesi in via precauzionale.
Il nuovo modello di router wifi supporta lo standard più recente e copre fino a duecento metri quadrati.
`,
    politica: `
Il gruppo consiliare comunica di aver depositato una mozione per chiedere la revoca della delibera sulla riorganizzazione degli uffici comunali.
La segreteria regionale del partito annuncia la candidatura del consigliere uscente alle prossime elezioni regionali.
Il senatore esprime soddisfazione per l'approvazione dell'emendamento che destina nuove risorse ai piccoli comuni.
Il coordinamento provinciale della lista civica invita i cittadini all'assemblea pubblica sul programma elettorale.
L'ufficio stampa della Presidenza della Regione comunica che la giunta ha approvato il disegno di legge sul riordino delle province.
Il deputato annuncia un'interrogazione parlamentare al ministro sulla chiusura del tribunale.
`,
    economia: `
Il Consiglio di amministrazione ha approvato i risultati del primo semestre, con ricavi in crescita del nove per cento e un margine operativo di 42 milioni.
La società comunica l'acquisizione del cento per cento di un'azienda concorrente, operazione che rafforza la presenza sul mercato tedesco.
L'assemblea degli azionisti ha deliberato la distribuzione di un dividendo di 0,35 euro per azione.
L'azienda annuncia un piano di investimenti da 120 milioni e l'assunzione di trecento persone nei prossimi tre anni.
Confcommercio stima per le festività una spesa media di 190 euro a famiglia per i regali, in lieve aumento sull'anno precedente.
Il gruppo ha firmato con le organizzazioni sindacali l'accordo sul premio di risultato per i dipendenti degli stabilimenti italiani.
La cooperativa agricola ha chiuso l'esercizio con un fatturato record grazie alle esportazioni di olio extravergine.
`,
    sport: `
La società comunica di aver raggiunto l'accordo con il calciatore per il rinnovo del contratto fino al 30 giugno 2028.
Il club informa che l'allenatore è stato sollevato dall'incarico e ringrazia il tecnico per il lavoro svolto.
La Federazione comunica le convocazioni per il raduno della nazionale femminile in vista delle qualificazioni europee.
Lo staff medico della società comunica che il giocatore ha riportato una distorsione alla caviglia e sarà rivalutato tra dieci giorni.
La campagna abbonamenti per la nuova stagione partirà lunedì, con prezzi agevolati per gli under 18 in curva.
Il comitato organizzatore della maratona comunica che le iscrizioni hanno superato quota diecimila atleti.
`,
    salute: `
L'Azienda sanitaria comunica che dal primo ottobre è attivo il nuovo ambulatorio per lo scompenso cardiaco presso il presidio ospedaliero.
L'ospedale informa che per lavori di ristrutturazione il punto prelievi sarà trasferito al piano terra del padiglione B.
La Fondazione promuove una giornata di visite gratuite per la prevenzione dei tumori della pelle.
L'Ordine dei medici esprime preoccupazione per la carenza di personale nei pronto soccorso della provincia.
L'azienda farmaceutica annuncia i risultati positivi dello studio clinico di fase tre sul nuovo farmaco contro l'artrite reumatoide.
La campagna di vaccinazione contro l'herpes zoster è rivolta agli over 65 e ai pazienti fragili, che possono prenotare in farmacia.
`,
    scienza: `
L'Istituto nazionale di fisica annuncia la pubblicazione dei primi risultati dell'esperimento sotterraneo dedicato alla materia oscura.
L'università comunica che un gruppo di ricerca del dipartimento di biologia ha individuato il gene responsabile della resistenza al freddo in una pianta alpina.
Il satellite realizzato dal consorzio di aziende e università è stato lanciato con successo e ha inviato i primi segnali a terra.
Il museo di scienze naturali presenta il nuovo laboratorio di paleontologia aperto alle scuole.
Il Consiglio nazionale delle ricerche informa che la nave oceanografica è partita per la campagna di studio nei mari antartici.
`,
    cultura: `
La Fondazione annuncia il programma della nuova stagione teatrale, con venti spettacoli di prosa e cinque produzioni originali.
Il museo civico comunica che dal 10 marzo la collezione di pittura dell'Ottocento sarà di nuovo visitabile dopo il riallestimento.
La casa editrice è lieta di annunciare l'uscita del nuovo romanzo dell'autrice, già tradotto in dodici lingue.
La biblioteca nazionale ha completato la digitalizzazione di tremila manoscritti medievali, consultabili online gratuitamente.
Il festival di musica antica presenta un cartellone di trenta concerti in chiese e palazzi storici della regione.
La Soprintendenza comunica la conclusione del restauro della facciata della cattedrale.
`,
    cronaca: `
La Questura comunica che gli agenti della squadra mobile hanno arrestato due uomini ritenuti responsabili di una serie di furti in abitazione.
Il Comando provinciale dei vigili del fuoco informa che nella notte sono stati effettuati ventidue interventi per alberi caduti e allagamenti.
La Procura della Repubblica rende noto che le indagini hanno permesso di individuare l'autore dell'aggressione avvenuta in stazione.
I carabinieri raccomandano agli anziani di non aprire la porta a sconosciuti che si presentano come dipendenti di enti pubblici.
La Polizia locale comunica che l'autista del furgone coinvolto nell'incidente è risultato positivo all'alcoltest ed è stato denunciato.
La Guardia di finanza ha scoperto un'evasione fiscale da cinque milioni e denunciato i titolari di tre società di comodo.
`,
    ambiente: `
Legambiente presenta il rapporto annuale sulla qualità dell'aria nei capoluoghi, che registra ancora sforamenti delle polveri sottili in diciotto città.
La società di gestione dei rifiuti comunica che la raccolta differenziata ha raggiunto il 74 per cento nei comuni serviti.
L'ente parco informa che per la stagione riproduttiva dei rapaci alcuni sentieri resteranno chiusi fino a luglio.
Il WWF lancia la campagna per la protezione delle tartarughe marine che nidificano sulle spiagge del Sud.
L'azienda energetica ha inaugurato un impianto fotovoltaico da venti megawatt su terreni agricoli abbandonati.
Il consorzio di bonifica invita gli agricoltori a ridurre i prelievi d'acqua a causa della siccità.
`,
    internazionale: `
L'Alto rappresentante dell'Unione europea condanna l'attacco contro la sede della missione umanitaria e chiede un'indagine indipendente.
L'ambasciata comunica che i connazionali presenti nel paese sono invitati a lasciarlo con i voli commerciali ancora disponibili.
L'organizzazione umanitaria annuncia l'invio di cinquanta tonnellate di aiuti alimentari alla popolazione colpita dalla guerra civile.
Il ministero degli Esteri informa che il ministro parteciperà alla riunione dei ministri degli Esteri della NATO a Washington.
L'Alto commissariato delle Nazioni Unite per i rifugiati stima in due milioni le persone fuggite dal paese dall'inizio del conflitto.
`,
    intrattenimento: `
La casa discografica annuncia l'uscita del nuovo singolo dell'artista, che anticipa l'album in arrivo in primavera.
Il promoter comunica che, a grande richiesta, si aggiunge una seconda data del concerto all'arena.
La rete televisiva presenta il palinsesto autunnale, con il ritorno del quiz preserale e due nuove fiction.
La produzione informa che le riprese del film si svolgeranno in Sicilia da aprile a giugno e cerca comparse.
Il parco divertimenti annuncia l'apertura della nuova montagna russa, la più alta d'Italia.
La piattaforma annuncia che la nuova serie comica sarà disponibile dal 15 novembre in tutti i paesi.
`,
    viaggi: `
La compagnia aerea annuncia tre nuove rotte estive da Napoli verso le isole greche, con voli due volte a settimana.
L'ente del turismo regionale presenta la campagna di promozione dei cammini e dei borghi dell'entroterra.
La società ferroviaria comunica che dal 15 giugno saranno attivi i treni diretti per le località balneari della costa adriatica.
Il consorzio degli albergatori registra per agosto un tasso di occupazione delle camere del 92 per cento.
L'aeroporto informa i passeggeri che, per lavori sulla pista, alcuni voli notturni saranno dirottati sullo scalo vicino.
La compagnia di navigazione ha aperto le prenotazioni per i traghetti estivi con sconti per chi viaggia con l'auto.
`,
  },
};
