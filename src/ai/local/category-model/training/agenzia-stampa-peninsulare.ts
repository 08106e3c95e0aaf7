/** Training text: wire copy, a dateline then the facts in one or two dense sentences (fictional agency, written for this repository). */
import type { TrainingSource } from "./source.js";

export const agenziaStampaPeninsulare: TrainingSource = {
  source: "Agenzia Stampa Peninsulare (lanci d'agenzia)",
  text: {
    tecnologia: `
(ASP) Milano, 4 mar - Il gruppo delle telecomunicazioni ha completato la migrazione della rete fissa alla fibra in altre 120 città, portando a 9 milioni le abitazioni raggiunte, ha comunicato la società.
(ASP) Roma, 11 apr - L'Agenzia per la cybersicurezza nazionale ha segnalato una vulnerabilità critica nei server di posta di numerose amministrazioni, invitando ad applicare subito la patch.
(ASP) Torino, 22 mag - Presentato il supercalcolatore del centro di ricerca, capace di 300 milioni di miliardi di operazioni al secondo, che sarà usato per addestrare modelli di intelligenza artificiale.
(ASP) Bruxelles, 6 giu - La Commissione ha chiesto alle grandi piattaforme digitali di spiegare come funzionano gli algoritmi di raccomandazione dei contenuti.
(ASP) Roma, 19 set - Il portale dei pagamenti della pubblica amministrazione è rimasto irraggiungibile per quattro ore per un guasto ai server, poi risolto.
(ASP) Milano, 2 ott - Il produttore di semiconduttori ha annunciato un nuovo stabilimento per chip di potenza destinati alle auto elettriche.
(ASP) Roma, 28 nov - Oltre il 70 per cento degli italiani usa lo smartphone per pagare, secondo l'osservatorio sui pagamenti digitali.
`,
    politica: `
(ASP) Roma, 3 feb - Il Consiglio dei ministri ha approvato il disegno di legge delega sulla riforma fiscale, che passa ora all'esame delle Camere, ha riferito Palazzo Chigi.
(ASP) Roma, 14 mar - Via libera dell'aula della Camera al decreto sulle liste d'attesa con 185 sì, 120 no e 3 astenuti; il testo passa al Senato.
(ASP) Roma, 9 apr - Il presidente della Repubblica ha ricevuto al Quirinale i presidenti dei gruppi parlamentari per le consultazioni.
(ASP) Napoli, 21 mag - Il presidente della Regione ha firmato il decreto di nomina della nuova giunta, con quattro assessori esterni.
(ASP) Roma, 7 lug - La commissione Affari costituzionali del Senato ha respinto gli emendamenti delle opposizioni alla riforma dell'autonomia.
(ASP) Roma, 30 set - Il ministro dell'Interno ha fissato le elezioni amministrative per il 26 maggio, con eventuale ballottaggio due settimane dopo.
(ASP) Roma, 12 dic - Il partito ha eletto il nuovo segretario nazionale al congresso, con il 58 per cento dei voti dei delegati.
(ASP) Firenze, 10 giu - Lo spoglio delle schede conferma la rielezione del sindaco al primo turno con il 54 per cento; affluenza al 58 per cento.
`,
    economia: `
(ASP) Roma, 1 mar - L'inflazione a febbraio è scesa all'1,2 per cento su base annua, dal 2,0 di gennaio, secondo la stima preliminare dell'Istat.
(ASP) Milano, 15 mar - Il gruppo bancario ha chiuso il 2024 con un utile netto di 6,1 miliardi e proporrà agli azionisti un dividendo in aumento.
(ASP) Francoforte, 11 apr - La Banca centrale europea ha lasciato invariati i tassi di interesse e ha rivisto al ribasso le stime di crescita dell'area euro.
(ASP) Roma, 3 giu - Il debito pubblico ha toccato un nuovo massimo ad aprile, secondo i dati della Banca d'Italia.
(ASP) Torino, 18 lug - L'azienda automobilistica ha firmato con i sindacati un accordo per 1.200 uscite volontarie incentivate nei prossimi due anni.
(ASP) Milano, 5 set - Lo spread tra Btp e Bund ha chiuso a 128 punti base, mentre il Ftse Mib ha guadagnato l'1,4 per cento.
(ASP) Roma, 20 ott - Le vendite al dettaglio sono calate dello 0,3 per cento ad agosto, con un calo più marcato per i beni alimentari, rileva l'Istat.
`,
    sport: `
(ASP) Roma, 2 feb - La Federcalcio ha comunicato la lista dei convocati per le amichevoli di marzo, con tre debuttanti in nazionale.
(ASP) Melbourne, 28 gen - Il tennista altoatesino ha vinto il torneo battendo in finale il russo in cinque set, primo italiano a riuscirci.
(ASP) Milano, 10 apr - Il giudice sportivo ha squalificato per tre giornate l'attaccante espulso domenica per proteste nei confronti dell'arbitro.
(ASP) Imola, 19 mag - Il pilota monegasco ha vinto il Gran Premio davanti ai due britannici, mentre la seconda Ferrari si è ritirata per un guasto.
(ASP) Parigi, 4 ago - L'Italia ha conquistato la medaglia d'oro nella staffetta quattro per cento stile libero ai Giochi olimpici.
(ASP) Torino, 30 ago - La società bianconera ha ufficializzato l'acquisto del centrocampista, che ha firmato un contratto quinquennale.
(ASP) Bologna, 15 nov - La squadra di basket ha esonerato l'allenatore dopo la quinta sconfitta consecutiva in campionato.
`,
    salute: `
(ASP) Roma, 12 gen - Sono 980 mila i casi di sindromi simil-influenzali registrati nell'ultima settimana, con l'incidenza più alta nei bambini sotto i cinque anni, secondo l'Istituto superiore di sanità.
(ASP) Roma, 22 feb - L'Agenzia italiana del farmaco ha approvato la rimborsabilità di un nuovo farmaco per l'emicrania cronica.
(ASP) Milano, 8 apr - Eseguito all'ospedale cittadino il primo trapianto di fegato da donatore a cuore fermo in un bambino di due anni.
(ASP) Roma, 17 mag - Il ministero della Salute ha diffuso le linee guida per la prevenzione delle malattie cardiovascolari nelle donne.
(ASP) Bari, 30 giu - Il 118 ha registrato un aumento del 25 per cento degli interventi per malori legati al caldo negli ultimi tre giorni.
(ASP) Roma, 14 nov - Un italiano su quattro rinuncia a visite mediche per i tempi d'attesa o per i costi, secondo il rapporto sul servizio sanitario.
`,
    scienza: `
(ASP) Roma, 20 gen - L'Agenzia spaziale italiana ha firmato l'accordo per fornire il modulo abitativo della futura stazione in orbita lunare.
(ASP) Ginevra, 5 mar - Gli esperimenti dell'acceleratore di particelle hanno registrato un decadimento raro del mesone, confermando il modello standard.
(ASP) Trieste, 14 apr - Un gruppo di biologi ha descritto su una rivista internazionale il genoma completo di una specie di corallo del Mediterraneo.
(ASP) Padova, 9 giu - Gli astronomi dell'osservatorio hanno misurato la distanza di una galassia lontana 12 miliardi di anni luce.
(ASP) Roma, 21 set - Il rover ha perforato il suolo marziano fino a due metri di profondità per cercare tracce di molecole organiche, comunica l'agenzia spaziale europea.
(ASP) Napoli, 3 dic - I vulcanologi hanno registrato un sollevamento del suolo di un centimetro al mese nella caldera dei Campi Flegrei.
`,
    cultura: `
(ASP) Roma, 6 feb - Il ministero della Cultura ha annunciato l'acquisto per le collezioni statali di un disegno di Leonardo finora in mani private.
(ASP) Venezia, 20 apr - Aperta al pubblico la Biennale d'arte, con 88 partecipazioni nazionali e oltre trecento artisti.
(ASP) Firenze, 15 mag - La galleria ha restaurato il tondo di Michelangelo, che torna visibile nella sala dopo sei mesi di lavori.
(ASP) Roma, 4 lug - Il premio letterario è andato al romanzo della scrittrice siciliana, che ha ottenuto 241 voti della giuria.
(ASP) Napoli, 12 set - Gli scavi del parco archeologico hanno riportato alla luce una domus con mosaici intatti, ha reso noto il direttore.
(ASP) Milano, 7 dic - Undici minuti di applausi per la prima della stagione d'opera, diretta dal maestro alla sua ultima inaugurazione.
`,
    cronaca: `
(ASP) Palermo, 13 gen - I carabinieri hanno arrestato 32 persone accusate di associazione mafiosa ed estorsione ai danni dei commercianti del quartiere.
(ASP) Milano, 27 feb - Un uomo di 41 anni è stato accoltellato la notte scorsa durante una lite in strada ed è ricoverato in gravi condizioni.
(ASP) Firenze, 10 apr - È di due morti e tre feriti il bilancio dell'esplosione avvenuta in un deposito di carburante alla periferia della città.
(ASP) Roma, 2 giu - La procura ha chiuso le indagini sul crollo del ponte, con 18 indagati per omicidio colposo plurimo.
(ASP) Genova, 23 ago - Un operaio di 55 anni è morto schiacciato da un carico in porto; i sindacati proclamano uno sciopero di otto ore.
(ASP) Bari, 9 ott - La polizia ha sequestrato due tonnellate di hashish nascoste in un camion sbarcato dal traghetto.
(ASP) Torino, 30 nov - Condannato a 16 anni l'automobilista che, ubriaco, investì e uccise due ragazzi sulle strisce pedonali.
`,
    ambiente: `
(ASP) Roma, 18 gen - Le emissioni italiane di gas serra sono calate del 6,5 per cento nel 2023, secondo l'inventario dell'istituto per la protezione ambientale.
(ASP) Bologna, 16 mag - La Regione ha dichiarato lo stato di emergenza per l'alluvione nelle province di Ravenna e Forlì, dove sono esondati 21 fiumi.
(ASP) Milano, 4 lug - Il ghiacciaio dell'Adamello ha perso nell'ultimo anno tre metri di spessore, secondo le misure del comitato glaciologico.
(ASP) Roma, 29 lug - Il consumo di suolo ha raggiunto 72 chilometri quadrati in un anno, il valore più alto dell'ultimo decennio.
(ASP) Dubai, 13 dic - La conferenza delle Nazioni Unite sul clima si è chiusa con un accordo che chiede la transizione dai combustibili fossili.
(ASP) Cagliari, 21 ago - Gli incendi hanno distrutto oltre duemila ettari di macchia mediterranea e bosco nell'entroterra, dove sono intervenuti sette canadair.
`,
    internazionale: `
(ASP) Kiev, 15 feb - Le forze russe hanno lanciato nella notte 40 droni e sei missili contro infrastrutture energetiche ucraine, ha riferito l'aeronautica di Kiev.
(ASP) Washington, 6 mar - Il Congresso degli Stati Uniti ha approvato il bilancio federale evitando per poche ore la chiusura delle attività di governo.
(ASP) Gerusalemme, 1 apr - Il governo israeliano ha approvato una tregua di sei settimane nella Striscia di Gaza in cambio della liberazione di ostaggi.
(ASP) Parigi, 9 giu - Il presidente francese ha sciolto l'Assemblea nazionale e convocato elezioni legislative anticipate dopo la sconfitta alle europee.
(ASP) Pechino, 25 ago - Il ministero degli Esteri cinese ha convocato l'ambasciatore giapponese per protestare contro lo sversamento in mare delle acque di Fukushima.
(ASP) Caracas, 29 lug - L'opposizione venezuelana ha denunciato brogli nelle presidenziali e chiesto un riconteggio dei voti.
(ASP) Bruxelles, 18 ott - I leader dei Ventisette hanno approvato il quattordicesimo pacchetto di sanzioni contro la Russia.
`,
    intrattenimento: `
(ASP) Sanremo, 10 feb - La cantante romana ha vinto il Festival con una ballata sulla maternità, davanti al rapper milanese e alla band pugliese.
(ASP) Los Angeles, 11 mar - Il film del regista irlandese ha vinto sette statuette nella notte degli Oscar, tra cui miglior film e miglior attore.
(ASP) Milano, 5 mag - Oltre 70 mila spettatori al concerto della rockstar a San Siro, prima delle tre date italiane del tour mondiale.
(ASP) Roma, 14 giu - La piattaforma di streaming ha annunciato la seconda stagione della serie italiana più vista dell'anno.
(ASP) Venezia, 7 set - Il Leone d'oro della Mostra del cinema è andato al film della regista spagnola, accolto da dieci minuti di applausi.
(ASP) Roma, 30 ott - Il conduttore tornerà in prima serata su Rai1 con un varietà del sabato sera in sei puntate.
`,
    viaggi: `
(ASP) Roma, 25 mar - Sono 13 milioni gli italiani in viaggio per Pasqua, con una spesa media di 340 euro a persona, stima l'associazione degli albergatori.
(ASP) Fiumicino, 2 lug - L'aeroporto ha registrato il record di 180 mila passeggeri in un giorno, con nuovi collegamenti diretti verso l'Asia.
(ASP) Venezia, 25 apr - È entrato in vigore il contributo d'accesso di cinque euro per i visitatori giornalieri del centro storico.
(ASP) Roma, 10 giu - Le Ferrovie hanno presentato l'orario estivo con nuovi treni diretti verso le località di mare della Puglia e della Calabria.
(ASP) Bolzano, 22 dic - Gli impianti sciistici dell'Alto Adige aprono con 90 per cento delle piste innevate e prenotazioni alberghiere in crescita.
(ASP) Napoli, 15 ago - Traghetti e aliscafi pieni per Capri e Ischia: oltre 40 mila passeggeri imbarcati nel giorno di Ferragosto.
`,
  },
};
