/** Negative training examples, one a line: tweet-style texts, then news headlines and leads. Written for this repository. */
export const NEGATIVE_EXAMPLES = `
@user ma vi rendete conto di cosa state dicendo? siete ridicoli
che schifo questo governo, ci hanno tolto tutto
vergogna! pagano sempre i soliti, i pensionati e i lavoratori
@user sei un incompetente, dimettiti
l'ennesima promessa non mantenuta, siamo stufi #politica
mi fa schifo come trattano i precari #labuonascuola
la buona scuola? una riforma che distrugge la scuola pubblica
#Renzi parla parla ma i problemi restano tutti lì
#Monti ha rovinato le famiglie italiane con l'Imu
governo di ladri e di incapaci, andatevene a casa
basta con questi politici corrotti, non ne possiamo più
@user ma come ti permetti? vergognati
ancora tagli alla sanità, ma dove andremo a finire
la scuola cade a pezzi e il ministro fa passerelle
insegnanti umiliati dall'ennesima riforma calata dall'alto
assunzioni promesse e mai arrivate, precari presi in giro
che tristezza vedere il parlamento ridotto così
sempre le stesse facce, sempre le stesse bugie
ma chi li ha votati questi? pazzesco
l'ennesima figuraccia internazionale del nostro premier
non ho parole, una vergogna nazionale
che pena il dibattito di stasera, solo urla
il solito politico che scappa davanti alle domande
@user bugiardo, l'hai detto tu la settimana scorsa
si alzano lo stipendio e tagliano le pensioni, schifosi
#Grillo urla e basta, nessuna proposta seria
hanno svenduto il paese alle banche
ennesima tassa, ennesima fregatura
le tasse aumentano e i servizi peggiorano, complimenti
bravi, continuate così che tra poco chiudiamo tutti 😡
grazie governo, adesso anche il bollo raddoppia. bravissimi proprio 👏
bella questa riforma, peccato che i precari restano a casa. che genio
ma certo, licenziamo gli insegnanti e assumiamo consulenti. geniale 🙄
oh che sorpresa, un altro scandalo. chi l'avrebbe mai detto
evviva, un altro lunedì di pioggia e traffico. adoro 🙃
perfetto, treno in ritardo e coincidenza persa. giornata splendida proprio
mi sono rotto di questa situazione
sono proprio giù oggi, niente va per il verso giusto
che giornata di merda
odio svegliarmi alle sei per un lavoro che non sopporto
sto malissimo, influenza e febbre alta 🤒
ho litigato con il mio ragazzo, sto da schifo 😢
mi manchi tanto nonno, non è giusto 💔
che tristezza, il mio cane è morto stamattina 😭
ansia a mille per l'esame di domani, non ho studiato niente
bocciato di nuovo all'esame di guida, sono un disastro
la mia squadra fa pena, retrocessione meritata
partita vergognosa, giocatori senza voglia #Milan
arbitro scandaloso, ci hanno rubato la partita
che delusione la Nazionale, eliminati da una squadra di dilettanti
l'allenatore deve andarsene subito, squadra allo sbando
abbiamo perso ancora, stagione buttata 😤
ma che film orribile, soldi buttati
serie noiosissima, ho mollato al secondo episodio
concerto annullato all'ultimo minuto senza rimborso, vergognosi
il servizio clienti mi ha tenuto in attesa un'ora per niente
pacco arrivato rotto, e nessuno risponde
internet non va da tre giorni e il gestore se ne frega
la bolletta del gas è impazzita, 400 euro! assurdo
l'ospedale mi ha dato appuntamento tra otto mesi. otto!
treno soppresso, bus sostitutivo in ritardo, odio i pendolari... anzi odio le ferrovie
traffico bloccato da un'ora, la città è invivibile
la metro è sempre rotta, che disagio
strade piene di buche e rifiuti ovunque, sindaco dove sei?
che caldo insopportabile, non si respira
ancora pioggia, basta! sono stufa di questo inverno
non trovo lavoro da un anno, sono disperato
mi hanno licenziato senza preavviso dopo dieci anni
affitto alle stelle e stipendio da fame, come si vive?
i giovani se ne vanno all'estero e nessuno fa niente
che brutta notizia, condoglianze alla famiglia
un'altra donna uccisa, quando finirà questa strage?
sconvolto dalle immagini dell'alluvione, terribile
povere vittime, una tragedia che si poteva evitare
paura per il terremoto stanotte, non ho chiuso occhio
l'ennesimo morto sul lavoro, basta!
il razzismo nei commenti mi fa vomitare
gente maleducata che butta le cartacce per terra, che schifo
ho perso le chiavi di casa, giornata da buttare
si è rotta la lavatrice, mancava solo questa
@user mi hai deluso, pensavo fossi diverso
@user la tua trasmissione è peggiorata tantissimo
@user smettila di dire cavolate
@user ma ti rendi conto delle stupidaggini che scrivi?
questo programma è pura spazzatura #tv
la televisione ormai è solo gossip e litigi
i talk show sono un circo, spengo
che squallore questa campagna elettorale
sempre peggio, non c'è più speranza per questo paese
siamo alla frutta, il paese è allo sbando
uno schifo come vengono trattati gli anziani
non si può aspettare due ore per un'ambulanza
poveri noi, ci meritiamo di peggio
che rabbia, hanno chiuso anche l'ultimo cinema del paese
non è possibile pagare così tanto per un servizio così scadente
il mio telefono nuovo è già rotto, fregatura
sono deluso e amareggiato
mi sento preso in giro
#sciopero ennesimo, siamo ostaggi dei sindacati
pessimo servizio, non ci torno più
cibo freddo e cameriere scortese, sconsigliato
il volo è in ritardo di cinque ore, odio questa compagnia
ladri, mi hanno addebitato costi mai autorizzati
che figura, il ministro non sa nemmeno di cosa parla
un disastro la gestione della pandemia
quest'anno scolastico è un incubo
classi pollaio e aule senza riscaldamento, la vergogna della scuola italiana
la Giannini non ha capito nulla della scuola
#labuonascuola è una presa in giro per docenti e studenti
il preside sceriffo? no grazie, riforma da bocciare
Renzi ha tradito gli insegnanti
povera scuola pubblica, smantellata pezzo per pezzo
che schifo la politica italiana
mai più un voto a questi traditori
la casta non cambia mai
mi vergogno di essere rappresentato da gente così
@user altro che cambiamento, è tutto come prima anzi peggio
i soliti furbetti, e noi paghiamo
Incidente stradale nella notte, muoiono due giovani
Schianto frontale sulla provinciale, un morto e quattro feriti
Motociclista perde la vita in uno scontro con un camion
Pedone travolto e ucciso da un'auto pirata
Tragedia sul lavoro: operaio schiacciato da un macchinario
Muore annegato un turista sulla spiaggia libera
Crolla una palazzina, si scava tra le macerie
Terremoto nel Centro Italia, vittime e danni gravissimi
Alluvione devasta il paese, case e negozi sommersi dal fango
Frana travolge un'auto, morto il conducente
Incendio in un appartamento, muore un anziano
Esplosione in fabbrica, tre operai feriti gravemente
Valanga sulle Alpi, tre sciatori dispersi
Nubifragio, strade allagate e famiglie evacuate
Tromba d'aria distrugge capannoni e serre
Ondata di maltempo, danni per milioni all'agricoltura
Siccità record, raccolti perduti e allevatori in ginocchio
Ucciso a coltellate dopo una lite in strada
Omicidio in famiglia, uomo uccide la moglie e si toglie la vita
Femminicidio, la vittima aveva denunciato il compagno
Rapina a mano armata in banca, cassiere ferito
Aggressione in centro, giovane picchiato da una banda
Violenza sessuale in stazione, la vittima è una studentessa
Spaccio davanti alle scuole, cresce la preoccupazione dei genitori
Furti negli appartamenti, paura nel quartiere
Truffa dei finti operatori, anziani derubati dei risparmi
Corruzione negli appalti, indagato il sindaco
Arrestato l'assessore accusato di tangenti
Naufragio al largo, salvati i passeggeri: tutti in buone condizioni
Estratto vivo dalle macerie dopo trenta ore, il paese conta i danni del terremoto
Arrestata la banda dei rapinatori, refurtiva restituita
Sgominata l'organizzazione di spacciatori, quindici arresti
Catturato il boss latitante, colpo al clan
Sventata una truffa agli anziani, arrestati i falsi tecnici
Scandalo in Regione, fondi pubblici usati per spese personali
Evasione fiscale milionaria, indagati gli amministratori
Bancarotta, centinaia di risparmiatori perdono tutto
Crac della banca, i correntisti temono per i loro soldi
Chiude la fabbrica, seicento lavoratori licenziati
Crisi dell'auto, cassa integrazione per tremila operai
Disoccupazione in aumento, persi 100mila posti di lavoro
Inflazione alle stelle, le famiglie rinunciano alla spesa
Prezzi in forte aumento, stangata sulle bollette
Rincari di luce e gas, le imprese rischiano di chiudere
Benzina alle stelle, nuovi aumenti alla pompa
Caro mutui, le rate crescono del 40%
Borsa a picco, bruciati miliardi in una seduta
Pil in calo, l'Italia torna in recessione
Debito pubblico record, allarme dell'Europa
Sanità al collasso, pronto soccorso presi d'assalto
Liste d'attesa infinite, pazienti costretti ad andare al privato
Mancano medici, chiude il reparto di ostetricia
Epidemia di influenza, ospedali in difficoltà
Aumentano i casi di tumore nella zona industriale
Allarme inquinamento, i livelli di smog oltre i limiti
Fiume inquinato, moria di pesci
Rifiuti in strada da settimane, emergenza igienica
Sciopero generale, trasporti paralizzati
Treni in ritardo e soppressi, pendolari furiosi
Caos negli aeroporti, migliaia di voli cancellati
Guasto alla rete elettrica, città al buio per ore
Acqua non potabile in dieci comuni
Guerra, bombe sulla città: decine di civili uccisi
Attentato in centro, strage tra i passanti
Naufragio di migranti, decine di morti in mare
Scontri al confine, salgono le vittime
Colpo di stato, arrestati i ministri del governo
Crisi diplomatica, rotti i rapporti tra i due paesi
Il governo cade, il paese nel caos
Bocciata la legge di bilancio, rischio di esercizio provvisorio
Scuola, mancano migliaia di insegnanti all'inizio dell'anno
Precari della scuola ancora senza stipendio
Protesta dei docenti contro la riforma, scuole chiuse
Crollo del controsoffitto in un'aula, feriti due studenti
Bullismo, ragazzo aggredito e deriso sui social
Sconfitta pesante per la Roma, tifosi in contestazione
La squadra retrocede in serie B dopo vent'anni
Eliminati al primo turno, delusione azzurra
Infortunio grave per il capitano, stagione finita
Squalificato per doping il campione olimpico
Scandalo scommesse nel calcio, indagati dieci giocatori
Il pilota italiano si ritira per un guasto, gara da dimenticare
Tennis, l'azzurro perde in finale dopo aver avuto tre match point
Morto il celebre cantante, lutto nel mondo della musica
Addio all'attore amato da generazioni, aveva 80 anni
Lutto in città per la scomparsa del giovane medico
È morta la donna ferita nell'incidente di domenica
Bambino investito davanti a scuola, è grave
Anziana trovata morta in casa dopo giorni
Escursionista precipita in un burrone e muore
Incendio nel bosco, distrutti ettari di macchia mediterranea
Crollo del ponte, la città resta divisa in due
Cantiere fermo da anni, opera incompiuta e soldi sprecati
Il museo chiude per mancanza di fondi
Tagli ai trasporti, soppresse venti linee di autobus
Aumenta la povertà, un bambino su cinque è povero
Boom di sfratti, famiglie in strada
Ondata di licenziamenti nel settore tessile
Turismo in crisi, alberghi vuoti e stagionali a casa
Allevamento abusivo, animali in condizioni terribili
Maltrattamenti in una casa di riposo, anziani picchiati
Cyberattacco ai servizi comunali, dati dei cittadini rubati
Incidente in miniera, decine di minatori intrappolati
Epidemia nel paese, centinaia di morti
Carestia nel Corno d'Africa, milioni di persone alla fame
Ucraina, missili sulle centrali: blackout e vittime
Gaza, bombardamenti sul campo profughi
Aumentano gli incidenti mortali sulle strade
Crescono i furti d'auto in provincia
Calano le nascite, scuole senza bambini
Crollano le vendite, i negozi chiudono
Il ministro si dimette travolto dallo scandalo
Condannato a vent'anni per l'omicidio del vicino
Sequestrata una discarica abusiva di amianto
Infiltrazioni mafiose, sciolto il consiglio comunale
Evade dal carcere un detenuto pericoloso
Sparatoria nella notte, un ferito grave
Attacco di un cane, bambina ferita al volto
Intossicazione alimentare al matrimonio, trenta invitati in ospedale
Legionella, due morti e il quartiere in allarme
Grandine e vento, danni alle auto e ai tetti
Ospedale in tilt, ambulanze bloccate fuori dal pronto soccorso
Dimissioni in massa dei medici di base, migliaia di pazienti senza dottore
Fuga di gas, evacuata una scuola: malori tra i bambini
Recessione tecnica in Germania, l'economia si contrae ancora
L'economia frena, produzione industriale in calo per il quinto mese
Nuovi dazi americani sulle merci europee, colpiti vino e formaggi
Guerra commerciale, le esportazioni crollano e le aziende tagliano
Il Fondo monetario taglia le stime di crescita, rischio stagnazione
Fallita la trattativa, i colloqui di pace si interrompono
Sanzioni contro il paese, scarseggiano cibo e medicine
Lancio fallito, il razzo esplode dopo il decollo
Annullato il festival per mancanza di fondi, delusione tra gli artisti
Turisti truffati in centro, conti salatissimi nei ristoranti
Overtourism, residenti esasperati da rumore e affitti brevi
Ondata di calore, anziani in pronto soccorso e blackout
Il ghiacciaio si è ridotto della metà, allarme degli scienziati
Inquinamento da plastica, spiagge invase dai rifiuti
Chiusa la storica libreria del centro, un'altra perdita per la città
Stipendi fermi e prezzi in salita, famiglie in difficoltà
Mutui più cari, crollano le compravendite di case
Il titolo crolla in Borsa dopo i conti in rosso
Perdite record per la compagnia aerea, a rischio mille posti
Gli ospedali da campo non bastano, situazione disperata nella regione
La disoccupazione sale al 9%, terzo aumento di fila
Spagna, cresce la disoccupazione giovanile: un ragazzo su tre senza lavoro
Dazi sull'acciaio, l'Europa colpita: a rischio migliaia di posti
Washington impone dazi sulle auto europee, Bruxelles protesta: decisione ingiustificata
niente ferie quest'anno :(
oggi proprio no :-(
il concerto è sold out e io senza biglietto :'(
ho rotto lo schermo del telefono 😭😭
domani si torna al lavoro 😩
ancora bloccata in tangenziale 😤
mi hanno cancellato la prenotazione 😡
il mio gatto sta male 😢
che nervi questa coda infinita 🤬
ennesimo rinvio dell'esame 😞
`;
