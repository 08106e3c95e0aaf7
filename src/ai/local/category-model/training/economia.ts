/** Hand-written Italian training text for "economia", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const economia = `
La Banca centrale europea ha lasciato invariati i tassi di interesse.
L'inflazione nell'area euro è scesa al due per cento.
L'Istat ha rivisto al rialzo la stima della crescita del prodotto interno lordo.
Il debito pubblico ha superato i tremila miliardi di euro.
Lo spread tra titoli italiani e tedeschi è salito di venti punti base.
I rendimenti dei Btp sono tornati a salire dopo l'asta.
Piazza Affari ha chiuso la seduta in calo dell'uno per cento.
Il Ftse Mib ha guadagnato il due per cento trascinato dalle banche.
Wall Street ha aperto in rialzo dopo i dati sull'occupazione americana.
Il titolo della casa automobilistica è crollato in Borsa dopo i conti trimestrali.
Gli analisti prevedono un rallentamento dell'economia nel prossimo anno.
Il tasso di disoccupazione è sceso al sette per cento.
Gli occupati sono aumentati di centomila unità in un anno.
I salari reali sono diminuiti a causa dell'inflazione.
Il contratto nazionale dei lavoratori del commercio è stato rinnovato.
I sindacati hanno proclamato uno sciopero generale contro la manovra.
La cassa integrazione è stata prorogata per i lavoratori dello stabilimento.
L'azienda ha annunciato esuberi e la chiusura di due sedi.
L'assemblea degli azionisti ha approvato il bilancio e il dividendo.
Il gruppo ha registrato ricavi per quindici miliardi e un utile netto in crescita.
Il fatturato delle imprese manifatturiere è calato per il terzo mese.
La banca ha chiuso il semestre con profitti record grazie ai tassi alti.
La fusione tra le due banche creerà il terzo gruppo del paese.
L'offerta pubblica di acquisto è stata lanciata a un prezzo superiore del venti per cento.
La società è stata quotata in Borsa con una capitalizzazione di due miliardi.
Il fondo di investimento ha acquisito la maggioranza della società.
La startup ha ottenuto un finanziamento da cinquanta milioni.
L'amministratore delegato ha presentato il piano industriale.
Il consiglio di amministrazione ha nominato il nuovo presidente.
Il prezzo della benzina ha superato i due euro al litro.
Il prezzo del gas naturale è sceso del trenta per cento.
Le bollette della luce aumenteranno nel prossimo trimestre.
Il costo della vita è cresciuto più degli stipendi.
Il carrello della spesa è rincarato del dieci per cento.
Le famiglie hanno ridotto i consumi di beni non essenziali.
La fiducia dei consumatori è tornata a salire.
Il Pil è cresciuto dello zero virgola cinque per cento nel trimestre.
La recessione ha colpito soprattutto l'industria.
La produzione industriale è calata per il sesto mese consecutivo.
Le esportazioni italiane hanno raggiunto seicento miliardi di euro.
La bilancia commerciale è tornata in attivo.
I dazi americani sulle merci europee pesano sulle imprese esportatrici.
Il mercato del lavoro resta debole nel Mezzogiorno.
Il reddito medio delle famiglie è inferiore a quello di dieci anni fa.
La legge di bilancio prevede il taglio delle tasse sul lavoro.
L'Agenzia delle entrate ha recuperato venti miliardi di evasione fiscale.
L'Iva sui prodotti alimentari di base è stata ridotta.
Le imposte sul reddito sono state ridotte a tre aliquote.
Il bonus per le ristrutturazioni edilizie è stato ridimensionato.
Il superbonus è costato allo Stato oltre cento miliardi.
Le pensioni minime saranno aumentate di dieci euro al mese.
L'età pensionabile è fissata a sessantasette anni.
L'Inps ha pagato gli assegni con un giorno di anticipo.
I mutui a tasso fisso sono più convenienti di quelli variabili.
Le banche hanno ridotto i prestiti alle piccole imprese.
Il credito al consumo è cresciuto nonostante i tassi alti.
Il mercato immobiliare registra un aumento dei prezzi delle case nelle grandi città.
Gli affitti sono aumentati del quindici per cento in due anni.
Il settore del turismo vale il tredici per cento del prodotto interno lordo.
Il made in Italy della moda ha chiuso un anno record di vendite all'estero.
L'industria automobilistica affronta la transizione verso l'elettrico.
Il comparto agroalimentare ha esportato per sessanta miliardi.
Le piccole e medie imprese sono la spina dorsale dell'economia italiana.
L'euro si è rafforzato sul dollaro.
Il cambio euro dollaro è sceso sotto la parità.
Il prezzo dell'oro ha toccato il massimo storico.
Il petrolio è salito dopo il taglio della produzione deciso dall'Opec.
I mercati finanziari temono una nuova crisi del debito.
La crisi finanziaria del 2008 cominciò con i mutui subprime americani.
La Grande depressione del 1929 provocò milioni di disoccupati.
Il Fondo monetario internazionale ha rivisto le stime sulla crescita mondiale.
La Banca d'Italia ha pubblicato il bollettino economico.
La Consob ha aperto un'indagine sulle operazioni sospette in Borsa.
La Guardia di finanza ha scoperto una frode fiscale milionaria.
L'azienda ha dichiarato fallimento e i dipendenti hanno perso il lavoro.
La crisi aziendale è sul tavolo del ministero delle imprese.
L'ex Ilva è al centro di una lunga vertenza sindacale.
Il supermercato ha aperto cinquanta nuovi punti vendita.
La catena di negozi ha chiuso l'anno con un aumento delle vendite online.
Il commercio elettronico rappresenta ormai un quinto degli acquisti.
I saldi estivi partono il primo sabato di luglio.
Le vendite al dettaglio sono calate a novembre.
La compagnia aerea ha chiuso il bilancio in perdita.
Il porto ha movimentato un milione di container.
Le imprese edili lamentano il caro materiali.
Il risparmio delle famiglie italiane è tra i più alti d'Europa.
I conti correnti hanno perso valore con l'inflazione.
Il Piano nazionale di ripresa e resilienza finanzia investimenti per duecento miliardi.
Il sussidio di disoccupazione è stato esteso ai lavoratori stagionali.
L'economista ha spiegato che la domanda interna resta debole.
La crescita della produttività è ferma da vent'anni.
Gli investimenti esteri in Italia sono aumentati.
La multinazionale ha spostato la sede fiscale in Olanda.
Il marchio storico è stato venduto a un gruppo francese.
Il prezzo del grano è salito sui mercati internazionali.
L'aumento dei tassi ha raffreddato la domanda di mutui.
Il negozio di quartiere non regge la concorrenza dei grandi centri commerciali.
`;
