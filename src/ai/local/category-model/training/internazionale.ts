/** Hand-written Italian training text for "internazionale", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const internazionale = `
La guerra in Ucraina è entrata nel suo terzo anno.
L'esercito russo ha bombardato le infrastrutture energetiche ucraine.
Le truppe ucraine hanno riconquistato alcuni villaggi nella regione di Kharkiv.
Il conflitto tra Israele e Hamas ha causato migliaia di vittime civili a Gaza.
I negoziati per il cessate il fuoco sono mediati da Egitto e Qatar.
L'esercito israeliano ha lanciato un'operazione di terra nel sud della Striscia.
Il Libano teme un'escalation al confine con Israele.
La guerra civile in Siria ha provocato milioni di profughi.
I talebani hanno ripreso il potere in Afghanistan nel 2021.
Il Sudan è devastato da una guerra tra l'esercito e le milizie paramilitari.
La giunta militare ha preso il potere con un colpo di Stato.
Il presidente deposto è stato arrestato dai militari.
Il Consiglio di sicurezza delle Nazioni Unite si è riunito d'urgenza.
Il segretario generale dell'ONU ha chiesto una tregua umanitaria.
L'Assemblea generale ha approvato una risoluzione di condanna.
La NATO ha rafforzato la presenza militare sul fianco orientale.
Svezia e Finlandia sono entrate nell'Alleanza atlantica.
Il vertice del G7 si è concluso con una dichiarazione comune sulla Cina.
Il G20 riunisce le principali economie del mondo.
I leader europei si sono riuniti a Bruxelles per il Consiglio europeo.
L'Unione europea ha approvato un nuovo pacchetto di sanzioni contro Mosca.
Le sanzioni colpiscono banche, oligarchi ed esportazioni di petrolio.
Il ministro degli Esteri ha convocato l'ambasciatore per chiarimenti.
La visita di Stato del presidente cinese a Parigi è durata due giorni.
Il segretario di Stato americano è volato in Medio Oriente.
Washington e Pechino hanno ripreso il dialogo sul commercio.
La tensione nello stretto di Taiwan preoccupa la comunità internazionale.
La Corea del Nord ha lanciato un missile balistico nel mar del Giappone.
Il programma nucleare iraniano è al centro dei colloqui di Vienna.
L'Iran ha arricchito l'uranio oltre i limiti dell'accordo.
Le proteste in Iran sono state represse con centinaia di arresti.
Il regime ha oscurato internet per fermare le manifestazioni.
L'opposizione venezuelana denuncia brogli nelle presidenziali.
Il presidente brasiliano ha incontrato i leader dei paesi amazzonici.
Il Messico ha schierato la guardia nazionale al confine settentrionale.
Migliaia di migranti attraversano il Mediterraneo su barconi.
La nave della ong ha soccorso duecento persone al largo della Libia.
I profughi siriani in Turchia sono oltre tre milioni.
L'Alto commissariato per i rifugiati ha lanciato un appello per i fondi.
La carestia minaccia milioni di persone in Yemen.
Gli aiuti umanitari non riescono a entrare nelle zone assediate.
La Croce Rossa internazionale ha evacuato i feriti.
La Corte penale internazionale ha emesso un mandato di arresto.
Il tribunale dell'Aia ha giudicato i crimini di guerra nella ex Jugoslavia.
Il genocidio del Ruanda fece ottocentomila morti nel 1994.
La caduta del muro di Berlino nel 1989 segnò la fine della guerra fredda.
La guerra fredda contrappose per decenni Stati Uniti e Unione Sovietica.
La seconda guerra mondiale si concluse nel 1945.
L'Onu fu fondata nel 1945 per mantenere la pace tra le nazioni.
L'Unione europea conta ventisette stati membri.
Il Regno Unito è uscito dall'Unione europea con la Brexit.
L'accordo commerciale tra Unione europea e Mercosur divide gli agricoltori.
Il presidente americano ha incontrato il leader russo in un vertice bilaterale.
La diplomazia vaticana lavora per uno scambio di prigionieri.
Il Papa ha chiesto la pace in Terra Santa.
Il gasdotto è stato sabotato nel mar Baltico.
I separatisti filorussi controllano parte del Donbass.
La Crimea fu annessa dalla Russia nel 2014.
Il Cremlino ha respinto le accuse di crimini di guerra.
Il presidente ucraino ha parlato al Congresso americano.
Gli Stati Uniti hanno inviato armi e munizioni a Kiev.
L'attacco terroristico è stato rivendicato dallo Stato islamico.
L'attentato all'aeroporto ha causato cinquanta morti.
Gli ostaggi sono stati liberati dopo mesi di prigionia.
Il giornalista è stato arrestato con l'accusa di spionaggio.
Lo scambio di prigionieri è avvenuto al confine.
La frontiera tra i due paesi è stata chiusa dopo gli scontri.
Le forze di pace dell'ONU pattugliano la linea di demarcazione.
L'embargo sulle armi è stato prorogato di un anno.
Il paese ha espulso venti diplomatici accusati di spionaggio.
L'India e il Pakistan si contendono la regione del Kashmir.
La Cina rivendica la sovranità su Taiwan.
Hong Kong è tornata alla Cina nel 1997.
Le elezioni in Turchia hanno confermato il presidente uscente.
Il governo di Tel Aviv ha approvato la riforma della giustizia tra le proteste.
La primavera araba rovesciò diversi regimi nel 2011.
In Libia si fronteggiano due governi rivali.
La missione europea nel Mediterraneo controlla l'embargo sulle armi.
Il vertice Ue-Africa ha discusso di migrazioni e sviluppo.
I paesi del Golfo hanno normalizzato i rapporti con Israele.
La Russia ha sospeso la partecipazione al trattato sulle armi nucleari.
Il disarmo nucleare è fermo da anni.
La crisi dei missili di Cuba portò il mondo sull'orlo di una guerra nucleare.
La dittatura militare in Argentina durò dal 1976 al 1983.
L'apartheid in Sudafrica finì con le elezioni del 1994.
Nelson Mandela divenne il primo presidente nero del Sudafrica.
Il Dalai Lama vive in esilio in India.
La minoranza uigura è perseguitata nello Xinjiang.
I Rohingya sono fuggiti dal Myanmar in Bangladesh.
La giunta birmana ha arrestato la leader democratica.
Il vertice dei BRICS ha accolto nuovi paesi membri.
La Commissione europea ha aperto una procedura contro l'Ungheria per lo stato di diritto.
La guerra commerciale tra Stati Uniti e Cina ha colpito le esportazioni.
I caccia hanno violato lo spazio aereo del paese vicino.
Le manovre militari congiunte si sono svolte nel mar Baltico.
`;
