/** Hand-written Italian training text for "politica", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const politica = `
Il presidente del Consiglio ha presentato alla Camera il programma del nuovo governo.
Il governo ha ottenuto la fiducia al Senato con 115 voti favorevoli.
Il Consiglio dei ministri ha approvato il decreto legge sulla sicurezza.
Il ministro dell'economia ha illustrato in Parlamento la legge di bilancio.
Le opposizioni hanno abbandonato l'aula per protesta.
La commissione parlamentare ha votato gli emendamenti al testo.
Il disegno di legge passa ora all'esame dell'altro ramo del Parlamento.
La Camera dei deputati ha approvato la riforma in prima lettura.
Il Senato ha respinto la mozione di sfiducia contro il ministro.
Il presidente della Repubblica ha firmato il decreto e ha sciolto le Camere.
Il capo dello Stato ha conferito l'incarico di formare il governo.
Le consultazioni al Quirinale sono durate tre giorni.
Il premier ha annunciato le dimissioni dopo la crisi della maggioranza.
La crisi di governo si è aperta quando un partito ha ritirato il suo appoggio.
Il partito di maggioranza relativa ha vinto le elezioni politiche.
La coalizione di centrodestra ha ottenuto la maggioranza in entrambe le Camere.
Il centrosinistra si presenta diviso alle elezioni regionali.
Il leader del partito ha lanciato la campagna elettorale con un comizio in piazza.
I candidati si sono confrontati in un dibattito televisivo.
Gli elettori voteranno domenica e lunedì per rinnovare il consiglio regionale.
Lo spoglio delle schede è proseguito per tutta la notte.
Il candidato sindaco ha vinto al primo turno con il cinquantacinque per cento.
Il ballottaggio si terrà tra due settimane.
L'astensione ha superato il cinquanta per cento degli aventi diritto.
La legge elettorale prevede un premio di maggioranza per la coalizione vincente.
Il sistema proporzionale assegna i seggi in base ai voti ottenuti da ogni lista.
La soglia di sbarramento è fissata al tre per cento.
Il referendum costituzionale è stato respinto dagli elettori.
La Costituzione italiana è entrata in vigore il primo gennaio 1948.
La Repubblica italiana è una repubblica parlamentare.
Il Parlamento è formato dalla Camera dei deputati e dal Senato della Repubblica.
Il presidente della Repubblica è eletto dal Parlamento in seduta comune.
Il governo è composto dal presidente del Consiglio e dai ministri.
La Corte costituzionale ha dichiarato illegittima una parte della legge.
Le regioni hanno competenza legislativa in materia di sanità.
Il consiglio comunale ha approvato il bilancio di previsione.
La giunta regionale ha nominato il nuovo assessore ai trasporti.
Il sindaco ha firmato un'ordinanza contro l'alcol nelle strade del centro.
Il senatore ha lasciato il partito ed è passato al gruppo misto.
Il deputato ha presentato un'interrogazione parlamentare al ministro.
La segretaria del partito ha chiesto un congresso anticipato.
La direzione nazionale del partito ha approvato la linea del segretario.
I sondaggi danno il partito al trenta per cento delle intenzioni di voto.
Il movimento politico è nato da una protesta contro i partiti tradizionali.
Il ministro è stato accusato di conflitto di interessi.
La maggioranza si è divisa sul tema dell'autonomia delle regioni.
La riforma della giustizia prevede la separazione delle carriere dei magistrati.
Il premierato è la riforma che prevede l'elezione diretta del capo del governo.
Il presidente del Senato ha convocato la conferenza dei capigruppo.
Il voto di fiducia blocca gli emendamenti e accelera l'approvazione.
La legge è stata approvata definitivamente ed entrerà in vigore a gennaio.
Il governo ha impugnato la legge regionale davanti alla Corte.
Il decreto deve essere convertito in legge entro sessanta giorni.
Il partito populista è cresciuto nei sondaggi dopo le proteste.
I liberali e i socialdemocratici hanno formato un governo di coalizione.
Il cancelliere ha ottenuto la fiducia del Bundestag.
Il presidente degli Stati Uniti ha firmato un ordine esecutivo.
Il Congresso americano è diviso tra democratici e repubblicani.
Il candidato repubblicano ha vinto le primarie in dieci stati.
Il primo ministro britannico ha indetto elezioni anticipate.
Il partito laburista ha conquistato la maggioranza alla Camera dei Comuni.
Il parlamento ha eletto il nuovo presidente dopo cinque votazioni.
Il presidente francese ha nominato un nuovo primo ministro.
Il politico ha fatto una lunga carriera come deputato e poi come ministro.
Fu eletto sindaco della città per la prima volta nel 1993.
Il suo governo introdusse il suffragio universale.
Il re ha giurato fedeltà alla costituzione davanti al parlamento.
La monarchia costituzionale affida il potere esecutivo a un governo eletto.
Il partito ha raccolto le firme per presentare le liste in tutte le circoscrizioni.
Le quote rosa garantiscono la presenza delle donne nelle liste elettorali.
Il ministro dell'istruzione ha presentato la riforma della scuola.
Il ministro della difesa ha riferito in commissione sull'invio di militari.
Il governo ha stanziato fondi per le regioni del Sud.
Il presidente della Regione ha chiesto più autonomia sulla sanità.
Il vicepremier ha attaccato gli alleati di governo.
Il partito ha espulso il consigliere per le sue dichiarazioni.
Il parlamentare europeo è stato eletto nella circoscrizione nord-ovest.
Le elezioni europee si tengono ogni cinque anni.
Il Parlamento europeo ha approvato la nuova direttiva con ampia maggioranza.
La presidente della Commissione europea è stata confermata per un secondo mandato.
I governatori delle regioni si sono riuniti in conferenza Stato-Regioni.
Il dibattito sul salario minimo divide maggioranza e opposizione.
Il premier ha incontrato i sindacati a Palazzo Chigi.
Il Parlamento ha eletto i giudici della Corte costituzionale.
La legge sul fine vita è ferma in commissione da due anni.
La proposta di legge di iniziativa popolare ha raccolto cinquantamila firme.
Il governo tecnico è stato guidato da un ex banchiere centrale.
La Prima Repubblica finì con lo scandalo di Tangentopoli.
La Democrazia cristiana è stata il partito più votato per quarant'anni.
L'opposizione accusa il governo di voler limitare la libertà di stampa.
Il ministro ha difeso in aula le scelte del governo sull'immigrazione.
Il presidente ha promulgato la legge dopo averla rinviata alle Camere.
Il voto segreto ha fatto mancare i numeri alla maggioranza.
La legge sulla cittadinanza prevede lo ius scholae.
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
Il nuovo presidente entrerà in carica a gennaio.
Il parlamento ha approvato una legge che riduce il numero dei deputati.
Il governo di coalizione è caduto dopo soli otto mesi.
Il partito ha candidato un ex sindaco della capitale.
Il presidente uscente non potrà candidarsi per un terzo mandato.
Il dibattito parlamentare sulla riforma è durato tre giorni.
I senatori hanno votato contro la proposta del governo.
Il governo ha presentato un disegno di legge per riformare le pensioni.
Il presidente ha promesso di ridurre il debito pubblico durante il suo mandato.
Il candidato ha vinto le elezioni con un ampio margine.
L'elezione del presidente si è decisa al secondo turno.
Il governatore dello stato ha annunciato la sua candidatura alla presidenza.
`;
