/** Training text: headlines alone, as a national daily prints them (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const corrierePeninsulare: TrainingSource = {
  source: "Il Corriere Peninsulare (titoli)",
  text: {
    tecnologia: `
Intelligenza artificiale, il nuovo modello scrive codice meglio dei programmatori junior
Smartphone, il sensore da 200 megapixel arriva sulla fascia media
Blackout del servizio di posta elettronica: utenti bloccati per sei ore
Auto elettriche, la ricarica rapida scende a dieci minuti
Attacco ransomware all'azienda sanitaria: sistemi informatici fermi
Il visore per la realtà mista costa meno della metà del rivale
Banda ultralarga, un comune su tre ancora senza connessione veloce
Aggiornamento di sicurezza urgente per i browser: come installarlo
Il robot aspirapolvere che riconosce i calzini sul pavimento
Cloud, il colosso americano apre un data center vicino a Milano
`,
    politica: `
Manovra, la maggioranza trova l'intesa sulle pensioni
Premierato, il testo passa al Senato tra le proteste
Il segretario del partito: alle europee correremo da soli
Legge elettorale, spunta il premio di maggioranza al 40 per cento
Crisi in giunta regionale, l'assessore lascia e attacca il governatore
Fiducia alla Camera sul decreto sicurezza, l'opposizione esce dall'aula
Il capo dello Stato firma la legge ma invia una lettera ai presidenti delle Camere
Ballottaggi, il centrosinistra vince in quattro capoluoghi su sei
Riforma della giustizia, il ministro incontra i magistrati
Sondaggi, il primo partito perde terreno e cresce l'astensione
Regionali, vittoria netta della coalizione di governo: l'opposizione riconosce il risultato
Dopo la sconfitta elettorale il leader lascia la guida del partito
`,
    economia: `
Borsa, Piazza Affari chiude in rialzo trainata dai titoli bancari
Bce, i tassi restano fermi al quattro per cento
Istat, la disoccupazione scende al minimo da quindici anni
Bollette, da gennaio rincari del gas per le famiglie
Fusione tra le due banche, nasce il terzo gruppo del paese
Il gruppo dell'auto annuncia cassa integrazione per tremila dipendenti
Mutui, le rate tornano a scendere dopo due anni
Export record per il vino italiano negli Stati Uniti
Superbonus, il conto per lo Stato supera i cento miliardi
Contratto dei metalmeccanici, firmato l'accordo: 280 euro in più
`,
    sport: `
Serie A, la capolista cade a Bergamo e il campionato si riapre
Champions, notte magica a San Siro: italiane ai quarti
Sinner vola in semifinale agli Australian Open
Ferrari, doppietta a Monza davanti ai tifosi
Il ct convoca tre esordienti per le qualificazioni mondiali
Giro d'Italia, fuga vincente sulle Dolomiti
Mercato, il bomber argentino firma fino al 2028
Nuoto, record del mondo nei cento rana
Basket, la Virtus espugna il campo della capolista
Olimpiadi invernali, oro azzurro nello slalom gigante
`,
    salute: `
Influenza, picco di casi atteso a gennaio: i consigli dei medici
Tumori, la nuova terapia riduce le recidive del quaranta per cento
Liste d'attesa, il piano del ministero per accorciare i tempi
Pronto soccorso al collasso, mancano cinquemila medici
Vaccino contro l'Rsv, via libera per gli over 60
Alzheimer, un esame del sangue per la diagnosi precoce
Caldo, boom di accessi in ospedale tra gli anziani
Obesità infantile, un bambino su tre è in sovrappeso
Farmaci carenti in farmacia, l'elenco dell'agenzia del farmaco
Sonno, chi dorme meno di sei ore rischia di più il cuore
`,
    scienza: `
La sonda raggiunge l'asteroide e raccoglie campioni di roccia
Fisica, osservata per la prima volta una particella prevista da decenni
Scoperta una nuova specie di rana nelle foreste del Borneo
Il telescopio James Webb trova acqua nell'atmosfera di un pianeta lontano
Paleontologia, in Patagonia il dinosauro più grande mai trovato
Genetica, corretto un difetto del DNA con una forbice molecolare
Nobel per la chimica a tre ricercatori per le molecole su misura
Eclissi totale di Sole, milioni con il naso all'insù
Fusione nucleare, passo avanti nel laboratorio californiano
Marte, il rover trova tracce di un antico lago
`,
    cultura: `
Musei, gli Uffizi superano i cinque milioni di visitatori
Premio Strega, vince il romanzo sulla famiglia del Sud
Restituita all'Italia una statua romana trafugata negli anni Settanta
Biennale d'arte, apre la mostra internazionale ai Giardini
Addio al grande poeta che raccontò la guerra e l'esilio
La Scala apre la stagione con il Don Carlo di Verdi
Pompei, negli scavi una stanza affrescata intatta
Caravaggio, un quadro ritrovato in una collezione privata
Fiera del libro, cresce la lettura tra i giovani
Il Colosseo di notte, visite guidate fino a ottobre
`,
    cronaca: `
Rapina in banca nel centro di Torino, presi i due banditi
Incidente sulla A1, tre morti nello scontro tra un tir e un'auto
Femminicidio nel Bresciano, arrestato il marito
Maxi operazione antidroga, ottanta arresti in tre regioni
Crolla una palazzina, estratti vivi due anziani dalle macerie
Incendio in una fabbrica di vernici, nube nera sulla città
Bimbo dimenticato in auto, salvato dai passanti
Truffa sui bonus edilizi, sequestri per trenta milioni
Morto sul lavoro un operaio di 23 anni, cade dal ponteggio
Processo per la strage, la corte conferma l'ergastolo
`,
    ambiente: `
Clima, il 2024 è stato l'anno più caldo mai registrato
Ghiacciai alpini, la Marmolada perde un altro metro di spessore
Smog, superati i limiti di polveri sottili in venti città
Plastica monouso, da luglio stop a piatti e posate
Siccità, in Sicilia razionata l'acqua in cento comuni
Orsi in Trentino, il piano di gestione divide la provincia
Rinnovabili, il solare supera il gas nella produzione elettrica
Raccolta differenziata, la media nazionale sfiora il settanta per cento
Alluvione, il fiume esonda e allaga i campi della pianura
Conferenza sul clima, accordo per triplicare le rinnovabili
`,
    internazionale: `
Ucraina, raid russo su Kiev nella notte
Elezioni americane, il candidato repubblicano vince in Florida
Medio Oriente, tregua di tre giorni per gli aiuti umanitari
Francia, il governo cade sulla legge di bilancio
Germania, il cancelliere chiede il voto di fiducia
Cina e Stati Uniti, vertice sui dazi a San Francisco
Brasile, il presidente firma il piano contro la deforestazione
Regno Unito, il premier annuncia elezioni anticipate a luglio
India al voto, novecento milioni di elettori alle urne
Onu, l'assemblea chiede il cessate il fuoco immediato
`,
    intrattenimento: `
Sanremo, ecco i trenta big in gara al Festival
Il cantante annuncia il tour negli stadi per l'estate
Oscar, il film italiano entra nella cinquina
Serie tv, la quarta stagione batte ogni record di visualizzazioni
Il conduttore lascia la Rai e passa a una piattaforma di streaming
Grande Fratello, il vincitore è il concorrente più votato dal pubblico
Festival di Venezia, in concorso tre film italiani
L'attrice e il calciatore, la storia d'amore finisce dopo cinque anni
Il rapper incide un album con l'orchestra sinfonica
Box office, il cinepanettone domina le feste
`,
    viaggi: `
Vacanze di Natale, le mete più prenotate dagli italiani
Voli low cost, le nuove rotte estive da Bergamo e Bari
Treni, il Frecciarossa collega Roma e Parigi in undici ore
Borghi più belli d'Italia, cinque nuove bandiere arancioni
Overtourism, Venezia raddoppia il ticket d'ingresso
Crociere, le navi tornano a Genova con record di passeggeri
Ponte di Pasqua, boom di prenotazioni negli agriturismi
Giappone, lo yen debole fa volare il turismo italiano
Montagna d'estate, i rifugi più belli delle Dolomiti
Passaporto, come ottenerlo in tempo per le vacanze
`,
  },
};
