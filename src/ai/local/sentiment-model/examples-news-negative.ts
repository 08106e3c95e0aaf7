/**
 * News training examples labelled by the event (issue 26), negative ones: a
 * headline, often with its lead, in the registers of wire agencies, local
 * papers, sports results and press releases. Arrests, crimes, disasters and
 * accidents are negative even when no one was hurt or people were saved;
 * wins, cures, agreements and openings positive; announcements, schedules,
 * product launches, service pieces and previews neutral. One example a line.
 * Written for this repository.
 */

/** Negative events, also when nobody was hurt or people were saved. */
export const NEGATIVE_NEWS = `
Rapina in banca, arrestati i tre banditi: nessun ferito tra i clienti
Spacciava cocaina nel parco, arrestato un 30enne
In manette il pusher del quartiere, trovato con cinquanta dosi
Sgominata la banda dei furti nelle ville, sei arresti
Ladri in azione nel centro commerciale, presi dalla polizia dopo la fuga
Truffa agli anziani con il finto avvocato, arrestati due giovani
Catturato dopo dieci anni il latitante condannato per omicidio
Sequestrati due chili di eroina in un appartamento, arrestata una coppia
Arrestato per maltrattamenti in famiglia, la moglie lo aveva denunciato
Smantellata una rete di caporalato nelle campagne, braccianti sfruttati
Furto in un negozio di telefonia, denunciati due ragazzi
Operazione antimafia, trenta arresti e beni sequestrati
Blitz della polizia nel campo rom, scoperta merce rubata
Scippo in centro, la vittima è un'anziana di 80 anni
Vandali nella scuola elementare, aule distrutte durante la notte
Furto di rame lungo la ferrovia, treni in ritardo per ore
Auto rubate e smontate in un capannone, scoperta la centrale dei ricambi
Rissa in piazza tra giovani, un ferito e tre denunciati
Aggredisce la compagna in strada, fermato dai passanti e arrestato
Stalker arrestato dopo mesi di minacce alla ex
Evasione fiscale nelle palestre, sanzioni per un milione
Terremoto di magnitudo 4.1 nel Reatino, nessun ferito ma scuole chiuse per verifiche
Scossa di terremoto nella notte, paura e gente in strada: nessun danno grave
Incendio in un condominio, salvati dai vigili del fuoco gli inquilini dell'ultimo piano
Fiamme nel bosco, evacuate cento persone: nessuna vittima ma ettari distrutti
Alluvione nel Piemonte, famiglie salvate con i gommoni dai tetti delle case
Esondazione del fiume, strade allagate e scuole chiuse
Frana sulla statale, un'auto travolta: il conducente è illeso
Crolla un muro di contenimento, per fortuna nessuno passava in quel momento
Nubifragio in città, sottopassi allagati e alberi caduti
Grandinata distrugge i vigneti, raccolto perso in poche ore
Tromba d'aria sulla costa, danni agli stabilimenti balneari
Neve e gelo, paesi isolati e migliaia di utenze senza corrente
Ondata di caldo, ricoveri in aumento tra gli anziani
Incidente in autostrada, tre auto coinvolte: feriti lievi e lunghe code
Tamponamento a catena nella nebbia, dieci veicoli coinvolti
Auto fuori strada nella notte, grave un ventenne
Scontro tra un'auto e un autobus, sei passeggeri in ospedale
Ciclista investito da un camion, è in prognosi riservata
Treno deragliato nella notte, nessun ferito ma la linea resta chiusa
Aereo costretto all'atterraggio d'emergenza, passeggeri illesi ma tanta paura
Ascensore precipita in un palazzo, ferita una donna
Caduta da un'impalcatura, grave un operaio edile
Bimba cade dal balcone di casa, è ricoverata in gravi condizioni
Intossicati dal monossido in casa, salvata una famiglia di quattro persone
Fuga di gas in un ristorante, evacuati clienti e residenti
Esplosione in un laboratorio, due ricercatori ustionati
Nave da crociera si incaglia vicino al porto, passeggeri sbarcati con le scialuppe
Migranti soccorsi in mare dopo il naufragio, decine di dispersi
Ospedale evacuato dopo la scossa, pazienti trasferiti in altre strutture
Crepe nell'edificio dopo il sisma, scuola inagibile e studenti a casa
Chiude la storica pasticceria del centro dopo settant'anni
L'azienda di elettronica annuncia 300 licenziamenti
Crisi del tessile, cassa integrazione per mille lavoratori
Il gruppo chiude due stabilimenti in Italia, a rischio 800 posti
Aumentano i prezzi dei biglietti del treno regionale
Rincari sulle bollette dell'acqua dal primo gennaio
Il prezzo del caffè al bar sale ancora, tazzina a 1,50 euro
Inflazione in risalita, carrello della spesa più caro del 5%
Affitti sempre più cari nelle città universitarie
La Borsa chiude in forte calo, perse le banche
Produzione industriale in calo, soffrono auto e chimica
Export in frenata verso la Cina, calo del 10%
Disoccupazione in aumento al Sud
Fallisce la catena di negozi, duecento dipendenti a casa
Sciopero dei treni, pendolari bloccati e corse cancellate
Sciopero dei medici, rinviate migliaia di visite
Pronto soccorso in affanno, attese fino a dodici ore
Mancano gli infermieri, chiusi trenta posti letto
Casi di influenza in aumento, picco atteso a gennaio
Focolaio di salmonella in una mensa scolastica, venti bambini intossicati
Morbillo, aumentano i contagi tra i non vaccinati
Morto dopo il ricovero, la famiglia presenta un esposto
Il pilota si ritira al primo giro, gara da dimenticare
La Lazio cade in casa contro l'ultima in classifica
Sconfitta pesante per l'Inter in Champions, 3-0 a Madrid
Il Milan perde il derby e scivola al sesto posto
L'azzurro perde la finale al tie-break dopo tre ore di gioco
Crociato rotto per l'attaccante, stagione finita
L'allenatore esonerato dopo la quarta sconfitta consecutiva
La squadra retrocede in serie C dopo un campionato disastroso
Italia eliminata agli ottavi, addio al sogno della medaglia
Squalifica di dieci giornate per il giocatore che ha insultato l'arbitro
Scontri tra tifosi fuori dallo stadio, feriti due agenti
Attacco informatico alla Regione, servizi sanitari in tilt
Furto di dati personali, milioni di utenti esposti
Truffe online in aumento, la polizia postale lancia l'allarme
Il servizio di posta elettronica va in tilt per ore
Guerra, raid aerei sulla capitale: colpiti edifici civili
Attentato a un posto di blocco, uccisi quattro soldati
Colpo di stato nel paese africano, il presidente agli arresti
Terremoto in Afghanistan, villaggi rasi al suolo
Inondazioni in Pakistan, milioni di sfollati
Tensione al confine, i due eserciti si schierano
Proteste represse con la forza, decine di arresti nella capitale
Smog oltre i limiti, scatta il blocco delle auto più inquinanti
Morìa di api nelle campagne, colpa dei pesticidi secondo gli apicoltori
Il ghiacciaio perde metri ogni estate, allarme dei glaciologi
Rifiuti abbandonati nel bosco, sequestrata l'area
Chiazza di petrolio in mare, spiagge chiuse
Crolla una parte delle mura antiche dopo le piogge
Rubata una statua dal giardino del museo
Il cinema del paese chiude per sempre
Il concerto salta all'ultimo momento, rabbia dei fan
Addio alla scrittrice che raccontò il dopoguerra, aveva 94 anni
Picchiava la moglie davanti ai figli, allontanato da casa dal giudice
Sottraeva la pensione all'anziana madre, denunciato il figlio
Voti comprati con buoni spesa, indagati tre consiglieri comunali
Chiude il punto nascita dell'ospedale, le donne dovranno partorire altrove
Chiude l'ufficio postale del paese, gli anziani costretti a prendere il bus
Il reparto di cardiologia perde tre medici e riduce i posti letto
Penalizzazione di cinque punti per la società, la squadra scivola in zona retrocessione
Il portiere sbaglia e regala il pareggio agli avversari, squadra fischiata
Ladri acrobati svaligiano tre appartamenti al terzo piano
`;
