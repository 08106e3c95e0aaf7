/** Positive training examples, one a line: tweet-style texts, then news headlines and leads. Written for this repository. */
export const POSITIVE_EXAMPLES = `
buongiorno! che bella giornata oggi ☀️
grazie a tutti, siete fantastici ❤️
@user grazie mille, sei gentilissimo
@user complimenti, bellissimo intervento
finalmente una bella notizia!
che emozione, non ci posso credere 😍
sono felicissimo, ce l'abbiamo fatta!
bravissimi ragazzi, orgoglioso di voi 💪
che meraviglia questo posto, ci torno sicuramente
serata stupenda con gli amici di sempre
ottimo lavoro, continuate così 👏
@user sei il migliore, grazie di tutto
top! consigliatissimo a tutti
evviva! domani si parte per le vacanze 🏖️
adoro questa canzone, mi mette di buon umore
giornata perfetta, sole e mare
che bello rivedere gli amici dopo tanto tempo :)
auguri di buon compleanno, ti voglio bene 🎂
buon natale a tutti, serenità e pace 🎄
buona domenica a tutti! :-)
che spettacolo il tramonto stasera
finalmente ho trovato lavoro, sono al settimo cielo
mi sono laureato!!! grazie a chi mi ha sostenuto 🎓
esame passato con il massimo dei voti 🎉
abbiamo vinto!!! campioni! ⚽
vittoria meritata, squadra fantastica #ForzaJuve
gol stupendo, che giocatore 😍
che partita ragazzi, emozioni incredibili
grande Italia! orgoglio azzurro 🇮🇹
@user bravo, hai detto una cosa giustissima
@user hai ragione, sono d'accordo con te al 100%
finalmente un politico che parla chiaro, bravo
ottima la proposta del ministro sulla scuola, era ora
bella la manifestazione di oggi, tanta gente e tanta energia
#Renzi ha fatto un bel discorso, mi ha convinto
con #labuonascuola finalmente assunti tanti precari, ottima notizia
mio figlio ha una maestra splendida, grazie scuola pubblica
insegnanti che fanno la differenza, grazie prof ❤️
una bellissima lezione oggi, ho imparato tantissimo
che libro stupendo, l'ho divorato in due giorni
film bellissimo, da vedere assolutamente
la nuova serie è fantastica, non vedo l'ora della seconda stagione
concerto magnifico, la voce più bella d'Italia
spettacolo meraviglioso a teatro, applausi per tutti
che buona questa pizza, la migliore della città 🍕
cena deliziosa, chef bravissimo
bellissima giornata al lago con la famiglia
oggi mi sento in forma, sono contento
che gioia vedere i bambini giocare al parco
il mio cane è il migliore amico del mondo 🐶
sono innamorato ❤️❤️
ti amo amore mio 😘
grazie mamma per tutto quello che fai 💕
felice di essere tornato a casa
che fortuna avere amici così
dopo tanti sacrifici finalmente un po' di riposo, me lo merito
promosso! si festeggia 🥳
nuovo lavoro, nuova città, nuova vita. sono carichissimo
bellissima esperienza, la rifarei domani
servizio impeccabile, personale gentilissimo
consegna velocissima, prodotto perfetto, super consigliato
grazie ai vigili del fuoco, veri eroi
grazie ai medici e agli infermieri, angeli
bravi i ragazzi che hanno organizzato la raccolta per il canile
che bella iniziativa, complimenti agli organizzatori
la città è bellissima addobbata per le feste
primavera finalmente! fiori ovunque 🌷
che bello il primo bagno dell'anno
risate a non finire con voi, vi adoro 😂❤️
mi hai fatto morire dal ridere, grande 😂
che figata, ho vinto i biglietti per il concerto!
sogno realizzato, sono al concerto dei miei idoli 😍
ce l'ho fatta, ho corso la mia prima maratona!
orgogliosa di mia sorella, medico da oggi
commovente la cerimonia di oggi, emozione pura
un applauso ai volontari, siete grandi
ottima notizia per il nostro territorio, finalmente investimenti
felice per il nuovo ospedale, era ora!
la nuova linea della metro è comodissima, bravi
treno puntualissimo e pulito, per una volta complimenti
sono soddisfatto del servizio, tutto perfetto
bella sorpresa stamattina, colazione a letto 🥐
che spettacolo la neve sulle montagne ❄️
tornare a casa dopo un lungo viaggio è sempre bellissimo
viva gli sposi, che festa meravigliosa
benvenuto al mondo piccolo! 👶
tanti auguri nonna, 90 anni e non sentirli 🎉
oggi ho ricevuto una bellissima notizia :D
sei stato bravissimo, sono fiero di te
@user che bel messaggio, mi hai fatto sorridere
@user grazie per il supporto, sei un tesoro
@user ottima analisi, condivido tutto
@user top, come sempre
grande serata, grazie a tutti i presenti
ci vediamo presto, vi voglio bene
una giornata da ricordare
è stato tutto perfetto, grazie
mi sono divertito tantissimo
che pace, passeggiata nei boschi
la felicità sta nelle piccole cose
meglio di così non poteva andare
che soddisfazione, lavoro finito in tempo
che ridere, amo questo programma
bellissima puntata stasera, ospiti interessanti e tanta ironia
intervista splendida, finalmente un giornalista preparato
fiero di essere italiano oggi
che orgoglio la nostra ricerca, bravi ragazzi
si torna a vincere, era ora!!!
campioni del mondo, indimenticabile
grazie di cuore a chi mi è stato vicino
la vita è bella
L'Italia vince la medaglia d'oro, trionfo nella finale
Storica vittoria della Nazionale, azzurri in finale
Il Napoli vince lo scudetto, festa in tutta la città
Record del mondo per l'atleta italiana nei 100 metri
Trionfo italiano al Festival di Cannes, Palma d'oro al regista
Premio Nobel a una scienziata italiana
Il pilota italiano vince il Gran Premio, prima vittoria in carriera
La Ferrari conquista il titolo mondiale
Medaglia d'argento e bronzo, giornata d'oro per gli azzurri
La squadra torna in serie A dopo dieci anni, esplode la festa
Salvato un bambino caduto in un pozzo, sta bene
Ritrovata viva la donna dispersa in montagna
Tratti in salvo gli operai rimasti intrappolati nel tunnel
Il bambino ferito è fuori pericolo, sollievo dei genitori
Guarito il paziente affetto da una malattia rara grazie a una nuova terapia
Nuova terapia contro il tumore, risultati eccezionali
Scoperta italiana apre la strada a una cura per l'Alzheimer
Trapianto riuscito, il ragazzo torna a vivere
Recuperate le opere d'arte rubate, tornano al museo
Accordo firmato, salvi i posti di lavoro
Firmata la pace dopo anni di guerra
Intesa tra governo e sindacati, aumenti per i lavoratori
Rinnovato il contratto, più soldi in busta paga
L'azienda assume 500 giovani, nuove opportunità per il territorio
Apre il nuovo stabilimento, 300 posti di lavoro
Occupazione in crescita, mai così tanti occupati
Disoccupazione in calo per il sesto mese consecutivo
Pil in crescita, l'economia riparte
Export da record, crescono le vendite all'estero
Turismo, stagione record: hotel pieni e presenze in aumento
Lo spread scende, risparmi per lo Stato
Calano i prezzi dell'energia, bollette più leggere
Benzina in calo, pieno meno caro
Tasse giù per le famiglie, più soldi in tasca
Bonus per le famiglie con figli, aiuti in arrivo
Stanziati fondi per la ricostruzione dopo il terremoto
Inaugurata la nuova scuola, aule moderne e luminose
Inaugurato il nuovo ospedale, servizi all'avanguardia
Apre la nuova biblioteca, grande festa in quartiere
Riapre il teatro storico dopo il restauro
Terminati i lavori del ponte, la strada riapre
Completata la nuova linea del tram in anticipo
Nuovo parco per la città, più verde per tutti
Il borgo rinasce grazie ai giovani
Nuovi insegnanti assunti, cattedre coperte dal primo giorno
La scuola italiana premiata in Europa per l'innovazione
Studenti italiani primi nella gara internazionale di robotica
Giovane ricercatore premiato per una scoperta sul clima
Successo per la mostra, centomila visitatori
Festa della musica, migliaia di persone e nessun incidente
Grande successo per la sagra, piazze piene
Calano i reati in città, più sicurezza nei quartieri
Diminuiscono gli incidenti stradali, meno vittime sulle strade
Meno morti sul lavoro, il dato più basso da vent'anni
Aria più pulita, smog ai minimi
Il mare torna pulito, bandiera blu per la spiaggia
Nascono due cuccioli di lince, specie salvata dall'estinzione
Tornano i lupi nel parco, un successo per la natura
Record di raccolta differenziata in città
Cresce la donazione di organi, più vite salvate
Liste d'attesa ridotte grazie ai nuovi medici
Nuovo macchinario per la diagnosi donato all'ospedale
Volontari ricostruiscono il parco giochi distrutto
Gara di solidarietà per la famiglia colpita dall'incendio
Raccolti fondi per l'ospedale pediatrico, grande generosità
Il piccolo comune vince il premio come borgo più accogliente
Il vino italiano premiato come migliore al mondo
Il film italiano conquista il pubblico, incassi record
Il cantante italiano vince l'Eurovision
La studentessa che ha vinto la borsa di studio ad Harvard
Nuovi collegamenti ferroviari, viaggi più veloci
L'aeroporto raddoppia i voli, più turisti in arrivo
La banda ultralarga arriva nei paesi di montagna
Sbloccati i fondi per le scuole, cantieri al via
Il governo approva gli aiuti per le imprese colpite
Riaperta la strada dopo la frana, fine dell'isolamento
Liberata la giornalista rapita, è tornata a casa
Ostaggi liberati, festa nelle loro città
Tregua rispettata, la popolazione torna a sperare
Il tribunale dà ragione ai lavoratori, reintegrati
Assolto con formula piena dopo anni di processo
Il paziente si risveglia dal coma
La bambina malata riceve il farmaco, speranza per la famiglia
Il campione torna in campo dopo l'infortunio e segna
Rimonta storica, la squadra vince in dieci
L'azzurra conquista il titolo europeo
Mondiali, Italia in semifinale: il paese sogna
Il tennista italiano è numero uno al mondo
Vince la maratona di New York, prima volta per un italiano
Campionessa paralimpica, un esempio per tutti
Vaccino approvato, via libera alla distribuzione
Crescono le nascite, segnale di fiducia
Crescono gli stipendi, potere d'acquisto in ripresa
Vendite in aumento per il commercio locale
La fabbrica riapre e richiama tutti gli operai
Il restauro restituisce la chiesa alla comunità
Festa per i cento anni della nonna del paese
Un gesto di gentilezza commuove la città
Il sindaco premia il giovane che ha salvato un anziano
Eroe per caso: ferma il ladro e restituisce la borsa
Scoperto un nuovo sito archeologico, una meraviglia
Inflazione in calo, i prezzi tornano a scendere
Bollette più leggere, il prezzo del gas ai minimi da due anni
L'economia accelera, il Pil supera le previsioni
Accordo commerciale firmato, via i dazi su vino e formaggi
Cessate il fuoco rispettato, la popolazione torna nelle case
Missione compiuta, la sonda atterra con successo su Marte
Lancio riuscito, il satellite italiano è in orbita
La mostra su Caravaggio è un successo, file di visitatori entusiasti
Premiato il museo più innovativo d'Europa
Il ghiacciaio torna a crescere dopo un inverno nevoso
Tartarughe marine, mai così tanti nidi sulle spiagge
Mutui meno cari, riparte il mercato della casa
Il titolo vola in Borsa dopo conti record
La compagnia aerea torna in utile e assume piloti
La città vince il premio di capitale verde europea
Il ristorante italiano conquista la stella Michelin
Scoperto un nuovo farmaco che riduce gli infarti
La spiaggia più bella d'Italia è in Sardegna, festa per il paese
Ripresa del turismo, i borghi tornano a vivere
Carburanti, i prezzi scendono per la terza settimana
Frenata dell'inflazione, la spesa costa meno
L'inflazione rallenta, buone notizie per le famiglie
domani si parte ;)
arrivato il regalo di compleanno :D
primo caffè al bar con le amiche :-)
weekend in montagna con la famiglia 😊
Morti sulle strade dimezzati in dieci anni, merito dei controlli
Furti in casa in calo del 30% rispetto al 2015
Mai così pochi incidenti sul lavoro nella provincia
`;
