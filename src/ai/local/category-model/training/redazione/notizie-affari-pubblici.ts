/** Training text from the team's first lines (issue 14, split by register in issue 26): news sentences: events told in the past tense, one sentence each, public affairs (politica, economia, cronaca, internazionale). */
import type { TrainingSource } from "../source.js";

export const notizieAffariPubblici: TrainingSource = {
  source: "Redazione: frasi di notizia",
  text: {
    politica: `
Il presidente del Consiglio ha presentato alla Camera il programma del nuovo governo.
Il governo ha ottenuto la fiducia al Senato con 115 voti favorevoli.
Il Consiglio dei ministri ha approvato il decreto legge sulla sicurezza.
Il ministro dell'economia ha illustrato in Parlamento la legge di bilancio.
Le opposizioni hanno abbandonato l'aula per protesta.
La commissione parlamentare ha votato gli emendamenti al testo.
La Camera dei deputati ha approvato la riforma in prima lettura.
Il Senato ha respinto la mozione di sfiducia contro il ministro.
Il presidente della Repubblica ha firmato il decreto e ha sciolto le Camere.
Il capo dello Stato ha conferito l'incarico di formare il governo.
Il premier ha annunciato le dimissioni dopo la crisi della maggioranza.
La crisi di governo si è aperta quando un partito ha ritirato il suo appoggio.
Il partito di maggioranza relativa ha vinto le elezioni politiche.
La coalizione di centrodestra ha ottenuto la maggioranza in entrambe le Camere.
Il leader del partito ha lanciato la campagna elettorale con un comizio in piazza.
I candidati si sono confrontati in un dibattito televisivo.
Gli elettori voteranno domenica e lunedì per rinnovare il consiglio regionale.
Il candidato sindaco ha vinto al primo turno con il cinquantacinque per cento.
L'astensione ha superato il cinquanta per cento degli aventi diritto.
Il referendum costituzionale è stato respinto dagli elettori.
La Costituzione italiana è entrata in vigore il primo gennaio 1948.
La Corte costituzionale ha dichiarato illegittima una parte della legge.
Le regioni hanno competenza legislativa in materia di sanità.
Il consiglio comunale ha approvato il bilancio di previsione.
La giunta regionale ha nominato il nuovo assessore ai trasporti.
Il sindaco ha firmato un'ordinanza contro l'alcol nelle strade del centro.
Il senatore ha lasciato il partito ed è passato al gruppo misto.
Il deputato ha presentato un'interrogazione parlamentare al ministro.
La segretaria del partito ha chiesto un congresso anticipato.
La direzione nazionale del partito ha approvato la linea del segretario.
Il ministro è stato accusato di conflitto di interessi.
La maggioranza si è divisa sul tema dell'autonomia delle regioni.
Il presidente del Senato ha convocato la conferenza dei capigruppo.
La legge è stata approvata definitivamente ed entrerà in vigore a gennaio.
Il governo ha impugnato la legge regionale davanti alla Corte.
I liberali e i socialdemocratici hanno formato un governo di coalizione.
Il cancelliere ha ottenuto la fiducia del Bundestag.
Il presidente degli Stati Uniti ha firmato un ordine esecutivo.
Il candidato repubblicano ha vinto le primarie in dieci stati.
Il primo ministro britannico ha indetto elezioni anticipate.
Il partito laburista ha conquistato la maggioranza alla Camera dei Comuni.
Il parlamento ha eletto il nuovo presidente dopo cinque votazioni.
Il presidente francese ha nominato un nuovo primo ministro.
Il politico ha fatto una lunga carriera come deputato e poi come ministro.
Il re ha giurato fedeltà alla costituzione davanti al parlamento.
Il partito ha raccolto le firme per presentare le liste in tutte le circoscrizioni.
Il ministro dell'istruzione ha presentato la riforma della scuola.
Il ministro della difesa ha riferito in commissione sull'invio di militari.
Il governo ha stanziato fondi per le regioni del Sud.
Il presidente della Regione ha chiesto più autonomia sulla sanità.
Il vicepremier ha attaccato gli alleati di governo.
Il partito ha espulso il consigliere per le sue dichiarazioni.
Il parlamentare europeo è stato eletto nella circoscrizione nord-ovest.
Il Parlamento europeo ha approvato la nuova direttiva con ampia maggioranza.
La presidente della Commissione europea è stata confermata per un secondo mandato.
I governatori delle regioni si sono riuniti in conferenza Stato-Regioni.
Il premier ha incontrato i sindacati a Palazzo Chigi.
Il Parlamento ha eletto i giudici della Corte costituzionale.
La proposta di legge di iniziativa popolare ha raccolto cinquantamila firme.
Il governo tecnico è stato guidato da un ex banchiere centrale.
La Democrazia cristiana è stata il partito più votato per quarant'anni.
Il ministro ha difeso in aula le scelte del governo sull'immigrazione.
Il presidente ha promulgato la legge dopo averla rinviata alle Camere.
Il voto segreto ha fatto mancare i numeri alla maggioranza.
I consiglieri regionali hanno approvato la legge sul consumo di suolo.
L'assemblea degli iscritti ha scelto la candidata alle primarie.
Il partito ha perso due punti e mezzo rispetto alle precedenti elezioni.
Il presidente ha nominato il nuovo capo del governo dopo le elezioni.
Il primo ministro ha ottenuto la fiducia del parlamento con una stretta maggioranza.
Il partito al governo ha perso la maggioranza nella camera bassa.
Il leader dell'opposizione ha accusato il governo di aver mentito agli elettori.
Il capo del governo ha rassegnato le dimissioni nelle mani del presidente.
Il ministro si è dimesso dopo essere stato coinvolto in uno scandalo.
Gli elettori hanno bocciato la riforma proposta dal governo.
Il voto ha premiato i partiti che chiedevano meno tasse.
Il parlamento ha approvato una legge che riduce il numero dei deputati.
Il partito ha candidato un ex sindaco della capitale.
I senatori hanno votato contro la proposta del governo.
Il governo ha presentato un disegno di legge per riformare le pensioni.
Il presidente ha promesso di ridurre il debito pubblico durante il suo mandato.
Il candidato ha vinto le elezioni con un ampio margine.
L'elezione del presidente si è decisa al secondo turno.
Il governatore dello stato ha annunciato la sua candidatura alla presidenza.
`,
    economia: `
La Banca centrale europea ha lasciato invariati i tassi di interesse.
L'inflazione nell'area euro è scesa al due per cento.
L'Istat ha rivisto al rialzo la stima della crescita del prodotto interno lordo.
Il debito pubblico ha superato i tremila miliardi di euro.
Lo spread tra titoli italiani e tedeschi è salito di venti punti base.
I rendimenti dei Btp sono tornati a salire dopo l'asta.
Piazza Affari ha chiuso la seduta in calo dell'uno per cento.
Il Ftse Mib ha guadagnato il due per cento trascinato dalle banche.
Wall Street ha aperto in rialzo dopo i dati sull'occupazione americana.
Il tasso di disoccupazione è sceso al sette per cento.
Il contratto nazionale dei lavoratori del commercio è stato rinnovato.
I sindacati hanno proclamato uno sciopero generale contro la manovra.
La cassa integrazione è stata prorogata per i lavoratori dello stabilimento.
L'azienda ha annunciato esuberi e la chiusura di due sedi.
L'assemblea degli azionisti ha approvato il bilancio e il dividendo.
Il gruppo ha registrato ricavi per quindici miliardi e un utile netto in crescita.
La banca ha chiuso il semestre con profitti record grazie ai tassi alti.
L'offerta pubblica di acquisto è stata lanciata a un prezzo superiore del venti per cento.
La società è stata quotata in Borsa con una capitalizzazione di due miliardi.
Il fondo di investimento ha acquisito la maggioranza della società.
La startup ha ottenuto un finanziamento da cinquanta milioni.
L'amministratore delegato ha presentato il piano industriale.
Il consiglio di amministrazione ha nominato il nuovo presidente.
Il prezzo della benzina ha superato i due euro al litro.
Il prezzo del gas naturale è sceso del trenta per cento.
Le famiglie hanno ridotto i consumi di beni non essenziali.
La fiducia dei consumatori è tornata a salire.
La recessione ha colpito soprattutto l'industria.
Le esportazioni italiane hanno raggiunto seicento miliardi di euro.
La bilancia commerciale è tornata in attivo.
L'Agenzia delle entrate ha recuperato venti miliardi di evasione fiscale.
L'Iva sui prodotti alimentari di base è stata ridotta.
Le imposte sul reddito sono state ridotte a tre aliquote.
Il bonus per le ristrutturazioni edilizie è stato ridimensionato.
L'Inps ha pagato gli assegni con un giorno di anticipo.
Le banche hanno ridotto i prestiti alle piccole imprese.
Il made in Italy della moda ha chiuso un anno record di vendite all'estero.
Il comparto agroalimentare ha esportato per sessanta miliardi.
L'euro si è rafforzato sul dollaro.
Il cambio euro dollaro è sceso sotto la parità.
Il prezzo dell'oro ha toccato il massimo storico.
Il petrolio è salito dopo il taglio della produzione deciso dall'Opec.
Il Fondo monetario internazionale ha rivisto le stime sulla crescita mondiale.
La Banca d'Italia ha pubblicato il bollettino economico.
La Consob ha aperto un'indagine sulle operazioni sospette in Borsa.
La Guardia di finanza ha scoperto una frode fiscale milionaria.
L'azienda ha dichiarato fallimento e i dipendenti hanno perso il lavoro.
Il supermercato ha aperto cinquanta nuovi punti vendita.
La catena di negozi ha chiuso l'anno con un aumento delle vendite online.
I saldi estivi partono il primo sabato di luglio.
La compagnia aerea ha chiuso il bilancio in perdita.
Il porto ha movimentato un milione di container.
I conti correnti hanno perso valore con l'inflazione.
Il sussidio di disoccupazione è stato esteso ai lavoratori stagionali.
L'economista ha spiegato che la domanda interna resta debole.
La multinazionale ha spostato la sede fiscale in Olanda.
Il marchio storico è stato venduto a un gruppo francese.
Il prezzo del grano è salito sui mercati internazionali.
L'aumento dei tassi ha raffreddato la domanda di mutui.
`,
    cronaca: `
I carabinieri hanno arrestato un uomo accusato di aver rapinato un ufficio postale.
La polizia ha fermato due giovani sorpresi a rubare in un appartamento.
Il ladro è stato bloccato dai passanti e consegnato agli agenti.
La squadra mobile ha sgominato una banda dedita ai furti in villa.
Un uomo è stato accoltellato durante una lite in un bar.
La vittima è stata colpita con un coltello ed è ricoverata in gravi condizioni.
L'omicidio è avvenuto nella notte in un appartamento della periferia.
Il presunto assassino è stato arrestato dopo una settimana di indagini.
La procura ha iscritto nel registro degli indagati il marito della donna.
Il femminicidio ha scosso l'intera comunità del paese.
Il giudice per le indagini preliminari ha convalidato il fermo.
L'imputato è stato condannato all'ergastolo in primo grado.
La Corte d'appello ha ridotto la pena a quindici anni.
Il processo si è aperto in tribunale con l'ascolto dei testimoni.
L'avvocato difensore ha chiesto l'assoluzione del suo assistito.
Il pubblico ministero ha chiesto vent'anni di reclusione.
La Cassazione ha confermato la condanna.
Un incidente stradale ha causato la morte di un motociclista.
L'auto è uscita di strada e si è ribaltata in un campo.
Lo scontro frontale tra due auto ha provocato tre feriti.
Il pedone è stato investito da un furgone mentre attraversava.
La polizia stradale ha eseguito i rilievi per ricostruire la dinamica.
L'incidente ha provocato lunghe code in tangenziale.
Un camion ha perso il carico in autostrada.
Un operaio è morto cadendo da un'impalcatura in un cantiere.
Le fiamme hanno distrutto un capannone di una ditta di trasporti.
L'incendio è partito dalla cucina e si è esteso al tetto.
Una fuga di gas ha provocato un'esplosione in una palazzina.
I soccorritori hanno estratto una donna viva dalle macerie.
Il crollo della palazzina ha causato due morti.
La palazzina è stata evacuata per il rischio di cedimenti.
Un bambino è stato salvato dall'annegamento dal bagnino.
Il soccorso alpino ha recuperato il corpo dell'alpinista.
L'elicottero del 118 ha trasportato il ferito in ospedale.
Un anziano è stato trovato morto in casa dopo giorni.
La donna è scomparsa da casa e i familiari hanno lanciato un appello.
La truffa del finto nipote ha colpito decine di anziani.
La guardia di finanza ha sequestrato merce contraffatta al porto.
I carabinieri hanno sequestrato una piantagione di marijuana.
Lo spacciatore è stato arrestato con cento dosi di eroina.
L'operazione antidroga ha portato a venti arresti.
La maxi operazione contro la camorra ha portato in carcere trenta persone.
Il boss mafioso è stato catturato dopo trent'anni di latitanza.
L'inchiesta sulla 'ndrangheta ha svelato infiltrazioni negli appalti.
Il furto in gioielleria è stato ripreso dalle telecamere di sorveglianza.
I ladri hanno fatto esplodere il bancomat nella notte.
Il furgone portavalori è stato assaltato da un commando armato.
Il cadavere è stato ritrovato nel fiume da un pescatore.
La polizia scientifica ha raccolto tracce di sangue nell'auto.
Il testimone ha riconosciuto l'aggressore in una foto.
La vittima ha denunciato l'ex compagno per stalking.
Il giovane è stato arrestato per maltrattamenti in famiglia.
Il sindaco è stato arrestato per corruzione negli appalti pubblici.
La nave è stata sequestrata nel porto per irregolarità.
Il maltempo ha allagato sottopassi e cantine in città.
La frana ha isolato una frazione del comune.
La scossa di terremoto è stata avvertita dalla popolazione, senza danni.
Il nubifragio ha fatto cadere alberi sulle auto parcheggiate.
La strada è stata chiusa per il crollo di un muro di contenimento.
Il bus di linea ha preso fuoco mentre era in servizio.
L'aggressione al capotreno ha portato all'arresto di un passeggero.
L'uomo ha sparato dal balcone ferendo un vicino.
Il cane ha azzannato un bambino al parco.
Il piccolo è stato ritrovato sano e salvo nel bosco.
La polizia locale ha sequestrato il ristorante per carenze igieniche.
Il carabiniere è stato ferito durante un inseguimento.
L'evaso è stato ripreso dopo tre giorni di fuga.
Il detenuto è morto in carcere.
La rivolta nel carcere è stata sedata dalla polizia penitenziaria.
Il vandalismo ha colpito le panchine del parco cittadino.
I writer hanno imbrattato il treno in sosta in stazione.
La ragazza è stata molestata sull'autobus.
Un'intossicazione alimentare ha colpito gli ospiti di un matrimonio.
Il monossido di carbonio di una stufa ha ucciso una coppia di anziani.
Il bambino è caduto dalla finestra ed è stato portato in ospedale.
La polizia ha denunciato il proprietario del locale per musica troppo alta di notte.
La salma è stata restituita ai familiari per il funerale.
Il paese si è stretto attorno alla famiglia della vittima.
`,
    internazionale: `
La guerra in Ucraina è entrata nel suo terzo anno.
L'esercito russo ha bombardato le infrastrutture energetiche ucraine.
Le truppe ucraine hanno riconquistato alcuni villaggi nella regione di Kharkiv.
Il conflitto tra Israele e Hamas ha causato migliaia di vittime civili a Gaza.
L'esercito israeliano ha lanciato un'operazione di terra nel sud della Striscia.
La guerra civile in Siria ha provocato milioni di profughi.
I talebani hanno ripreso il potere in Afghanistan nel 2021.
La giunta militare ha preso il potere con un colpo di Stato.
Il presidente deposto è stato arrestato dai militari.
Il Consiglio di sicurezza delle Nazioni Unite si è riunito d'urgenza.
Il segretario generale dell'ONU ha chiesto una tregua umanitaria.
L'Assemblea generale ha approvato una risoluzione di condanna.
La NATO ha rafforzato la presenza militare sul fianco orientale.
Il vertice del G7 si è concluso con una dichiarazione comune sulla Cina.
I leader europei si sono riuniti a Bruxelles per il Consiglio europeo.
L'Unione europea ha approvato un nuovo pacchetto di sanzioni contro Mosca.
Il ministro degli Esteri ha convocato l'ambasciatore per chiarimenti.
Washington e Pechino hanno ripreso il dialogo sul commercio.
La Corea del Nord ha lanciato un missile balistico nel mar del Giappone.
L'Iran ha arricchito l'uranio oltre i limiti dell'accordo.
Le proteste in Iran sono state represse con centinaia di arresti.
Il regime ha oscurato internet per fermare le manifestazioni.
Il presidente brasiliano ha incontrato i leader dei paesi amazzonici.
Il Messico ha schierato la guardia nazionale al confine settentrionale.
La nave della ong ha soccorso duecento persone al largo della Libia.
L'Alto commissariato per i rifugiati ha lanciato un appello per i fondi.
La Croce Rossa internazionale ha evacuato i feriti.
La Corte penale internazionale ha emesso un mandato di arresto.
Il tribunale dell'Aia ha giudicato i crimini di guerra nella ex Jugoslavia.
Il Regno Unito è uscito dall'Unione europea con la Brexit.
Il presidente americano ha incontrato il leader russo in un vertice bilaterale.
Il Papa ha chiesto la pace in Terra Santa.
Il gasdotto è stato sabotato nel mar Baltico.
Il Cremlino ha respinto le accuse di crimini di guerra.
Il presidente ucraino ha parlato al Congresso americano.
Gli Stati Uniti hanno inviato armi e munizioni a Kiev.
L'attacco terroristico è stato rivendicato dallo Stato islamico.
L'attentato all'aeroporto ha causato cinquanta morti.
Gli ostaggi sono stati liberati dopo mesi di prigionia.
Il giornalista è stato arrestato con l'accusa di spionaggio.
La frontiera tra i due paesi è stata chiusa dopo gli scontri.
L'embargo sulle armi è stato prorogato di un anno.
Il paese ha espulso venti diplomatici accusati di spionaggio.
Hong Kong è tornata alla Cina nel 1997.
Le elezioni in Turchia hanno confermato il presidente uscente.
Il governo di Tel Aviv ha approvato la riforma della giustizia tra le proteste.
Il vertice Ue-Africa ha discusso di migrazioni e sviluppo.
I paesi del Golfo hanno normalizzato i rapporti con Israele.
La Russia ha sospeso la partecipazione al trattato sulle armi nucleari.
La giunta birmana ha arrestato la leader democratica.
Il vertice dei BRICS ha accolto nuovi paesi membri.
La Commissione europea ha aperto una procedura contro l'Ungheria per lo stato di diritto.
La guerra commerciale tra Stati Uniti e Cina ha colpito le esportazioni.
I caccia hanno violato lo spazio aereo del paese vicino.
Le manovre militari congiunte si sono svolte nel mar Baltico.
`,
  },
};
