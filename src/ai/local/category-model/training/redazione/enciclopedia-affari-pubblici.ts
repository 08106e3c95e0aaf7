/** Training text from the team's first lines (issue 14, split by register in issue 26): general statements: definitions, facts and descriptions in the present or historic past, public affairs (politica, economia, cronaca, internazionale). */
import type { TrainingSource } from "../source.js";

export const enciclopediaAffariPubblici: TrainingSource = {
  source: "Redazione: frasi enciclopediche",
  text: {
    politica: `
Il disegno di legge passa ora all'esame dell'altro ramo del Parlamento.
Le consultazioni al Quirinale sono durate tre giorni.
Il centrosinistra si presenta diviso alle elezioni regionali.
Lo spoglio delle schede è proseguito per tutta la notte.
Il ballottaggio si terrà tra due settimane.
La legge elettorale prevede un premio di maggioranza per la coalizione vincente.
Il sistema proporzionale assegna i seggi in base ai voti ottenuti da ogni lista.
La soglia di sbarramento è fissata al tre per cento.
La Repubblica italiana è una repubblica parlamentare.
Il Parlamento è formato dalla Camera dei deputati e dal Senato della Repubblica.
Il presidente della Repubblica è eletto dal Parlamento in seduta comune.
Il governo è composto dal presidente del Consiglio e dai ministri.
I sondaggi danno il partito al trenta per cento delle intenzioni di voto.
Il movimento politico è nato da una protesta contro i partiti tradizionali.
La riforma della giustizia prevede la separazione delle carriere dei magistrati.
Il premierato è la riforma che prevede l'elezione diretta del capo del governo.
Il voto di fiducia blocca gli emendamenti e accelera l'approvazione.
Il decreto deve essere convertito in legge entro sessanta giorni.
Il partito populista è cresciuto nei sondaggi dopo le proteste.
Il Congresso americano è diviso tra democratici e repubblicani.
Fu eletto sindaco della città per la prima volta nel 1993.
Il suo governo introdusse il suffragio universale.
La monarchia costituzionale affida il potere esecutivo a un governo eletto.
Le quote rosa garantiscono la presenza delle donne nelle liste elettorali.
Le elezioni europee si tengono ogni cinque anni.
Il dibattito sul salario minimo divide maggioranza e opposizione.
La legge sul fine vita è ferma in commissione da due anni.
La Prima Repubblica finì con lo scandalo di Tangentopoli.
L'opposizione accusa il governo di voler limitare la libertà di stampa.
La legge sulla cittadinanza prevede lo ius scholae.
Il nuovo presidente entrerà in carica a gennaio.
Il governo di coalizione è caduto dopo soli otto mesi.
Il presidente uscente non potrà candidarsi per un terzo mandato.
Il dibattito parlamentare sulla riforma è durato tre giorni.
`,
    economia: `
Il titolo della casa automobilistica è crollato in Borsa dopo i conti trimestrali.
Gli analisti prevedono un rallentamento dell'economia nel prossimo anno.
Gli occupati sono aumentati di centomila unità in un anno.
I salari reali sono diminuiti a causa dell'inflazione.
Il fatturato delle imprese manifatturiere è calato per il terzo mese.
La fusione tra le due banche creerà il terzo gruppo del paese.
Le bollette della luce aumenteranno nel prossimo trimestre.
Il costo della vita è cresciuto più degli stipendi.
Il carrello della spesa è rincarato del dieci per cento.
Il Pil è cresciuto dello zero virgola cinque per cento nel trimestre.
La produzione industriale è calata per il sesto mese consecutivo.
I dazi americani sulle merci europee pesano sulle imprese esportatrici.
Il mercato del lavoro resta debole nel Mezzogiorno.
Il reddito medio delle famiglie è inferiore a quello di dieci anni fa.
La legge di bilancio prevede il taglio delle tasse sul lavoro.
Il superbonus è costato allo Stato oltre cento miliardi.
Le pensioni minime saranno aumentate di dieci euro al mese.
L'età pensionabile è fissata a sessantasette anni.
I mutui a tasso fisso sono più convenienti di quelli variabili.
Il credito al consumo è cresciuto nonostante i tassi alti.
Il mercato immobiliare registra un aumento dei prezzi delle case nelle grandi città.
Gli affitti sono aumentati del quindici per cento in due anni.
Il settore del turismo vale il tredici per cento del prodotto interno lordo.
L'industria automobilistica affronta la transizione verso l'elettrico.
Le piccole e medie imprese sono la spina dorsale dell'economia italiana.
I mercati finanziari temono una nuova crisi del debito.
La crisi finanziaria del 2008 cominciò con i mutui subprime americani.
La Grande depressione del 1929 provocò milioni di disoccupati.
La crisi aziendale è sul tavolo del ministero delle imprese.
L'ex Ilva è al centro di una lunga vertenza sindacale.
Il commercio elettronico rappresenta ormai un quinto degli acquisti.
Le vendite al dettaglio sono calate a novembre.
Le imprese edili lamentano il caro materiali.
Il risparmio delle famiglie italiane è tra i più alti d'Europa.
Il Piano nazionale di ripresa e resilienza finanzia investimenti per duecento miliardi.
La crescita della produttività è ferma da vent'anni.
Gli investimenti esteri in Italia sono aumentati.
Il negozio di quartiere non regge la concorrenza dei grandi centri commerciali.
`,
    cronaca: `
Il conducente è fuggito senza prestare soccorso.
L'incidente sul lavoro è avvenuto in una fabbrica di mobili.
I vigili del fuoco sono intervenuti per un incendio in un condominio.
Un escursionista è disperso in montagna da due giorni.
Le ricerche del ragazzo scomparso sono proseguite per tutta la notte.
I truffatori si fingevano operatori della banca al telefono.
L'usura e l'estorsione colpiscono i commercianti del quartiere.
La rissa tra giovani davanti alla discoteca è finita con un ferito.
La baby gang è accusata di rapine ai danni di coetanei.
La rapina in banca è durata pochi minuti.
L'autopsia chiarirà le cause della morte.
Gli investigatori non escludono alcuna pista.
La maestra è indagata per maltrattamenti sui bambini dell'asilo.
Il medico è accusato di omicidio colposo per la morte della paziente.
L'inchiesta per tangenti coinvolge funzionari del comune.
Il treno è deragliato vicino alla stazione, nessun ferito grave.
La lite per un parcheggio è degenerata in una sparatoria.
`,
    internazionale: `
I negoziati per il cessate il fuoco sono mediati da Egitto e Qatar.
Il Libano teme un'escalation al confine con Israele.
Il Sudan è devastato da una guerra tra l'esercito e le milizie paramilitari.
Svezia e Finlandia sono entrate nell'Alleanza atlantica.
Il G20 riunisce le principali economie del mondo.
Le sanzioni colpiscono banche, oligarchi ed esportazioni di petrolio.
La visita di Stato del presidente cinese a Parigi è durata due giorni.
Il segretario di Stato americano è volato in Medio Oriente.
La tensione nello stretto di Taiwan preoccupa la comunità internazionale.
Il programma nucleare iraniano è al centro dei colloqui di Vienna.
L'opposizione venezuelana denuncia brogli nelle presidenziali.
Migliaia di migranti attraversano il Mediterraneo su barconi.
I profughi siriani in Turchia sono oltre tre milioni.
La carestia minaccia milioni di persone in Yemen.
Gli aiuti umanitari non riescono a entrare nelle zone assediate.
Il genocidio del Ruanda fece ottocentomila morti nel 1994.
La caduta del muro di Berlino nel 1989 segnò la fine della guerra fredda.
La guerra fredda contrappose per decenni Stati Uniti e Unione Sovietica.
La seconda guerra mondiale si concluse nel 1945.
L'Onu fu fondata nel 1945 per mantenere la pace tra le nazioni.
L'Unione europea conta ventisette stati membri.
L'accordo commerciale tra Unione europea e Mercosur divide gli agricoltori.
La diplomazia vaticana lavora per uno scambio di prigionieri.
I separatisti filorussi controllano parte del Donbass.
La Crimea fu annessa dalla Russia nel 2014.
Lo scambio di prigionieri è avvenuto al confine.
Le forze di pace dell'ONU pattugliano la linea di demarcazione.
L'India e il Pakistan si contendono la regione del Kashmir.
La Cina rivendica la sovranità su Taiwan.
La primavera araba rovesciò diversi regimi nel 2011.
In Libia si fronteggiano due governi rivali.
La missione europea nel Mediterraneo controlla l'embargo sulle armi.
Il disarmo nucleare è fermo da anni.
La crisi dei missili di Cuba portò il mondo sull'orlo di una guerra nucleare.
La dittatura militare in Argentina durò dal 1976 al 1983.
L'apartheid in Sudafrica finì con le elezioni del 1994.
Nelson Mandela divenne il primo presidente nero del Sudafrica.
Il Dalai Lama vive in esilio in India.
La minoranza uigura è perseguitata nello Xinjiang.
I Rohingya sono fuggiti dal Myanmar in Bangladesh.
`,
  },
};
