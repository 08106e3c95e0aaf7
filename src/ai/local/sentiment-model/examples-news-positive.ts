/**
 * News training examples labelled by the event (issue 26), positive ones: a
 * headline, often with its lead, in the registers of wire agencies, local
 * papers, sports results and press releases. Arrests, crimes, disasters and
 * accidents are negative even when no one was hurt or people were saved;
 * wins, cures, agreements and openings positive; announcements, schedules,
 * product launches, service pieces and previews neutral. One example a line.
 * Written for this repository.
 */

/** Positive events. */
export const POSITIVE_NEWS = `
Il Torino supera la Lazio 2-0 e aggancia la zona europea
Basket, la Virtus espugna Istanbul e resta imbattuta in Eurolega
Il Cagliari batte il Genoa nello scontro salvezza, tre punti d'oro
Rimonta del Parma nel finale: da 0-2 a 3-2 contro l'Empoli
La Reggiana conquista la promozione in serie B davanti al suo pubblico
Pallavolo, Trento vince lo scudetto al quinto set
Sci di fondo, l'azzurra conquista la tappa di coppa del mondo in Val di Fiemme
Ciclismo, il veneto vince la classica e vola in testa alla classifica
Nuoto, tre ori per l'Italia nella prima giornata degli Europei in vasca corta
Atletica, la marciatrice pugliese è campionessa europea
Judo, argento e bronzo per gli azzurri al Grand Slam di Parigi
La Nazionale di pallanuoto femminile si qualifica per le Olimpiadi
Il pugile napoletano conquista il titolo europeo dei pesi medi
Motocross, il giovane pilota trentino è campione del mondo juniores
Tennis, l'azzurro batte il numero due del mondo e vola in semifinale
ROMA, 4 MAG - La Roma vince in casa contro il Monza e si riprende il quinto posto
Gol all'ultimo respiro, la Spal torna alla vittoria dopo due mesi
L'Italia del rugby batte la Scozia all'Olimpico, festa sugli spalti
Il Pil del Mezzogiorno cresce più del resto del paese per il secondo anno
Occupati ai massimi storici, il tasso di occupazione supera il 62%
Le esportazioni di macchinari verso gli Stati Uniti crescono del 14%
La Borsa di Milano guadagna il 2%, corrono i titoli bancari
Prezzi di frutta e verdura in calo dopo il raccolto abbondante
Il gruppo alimentare apre un nuovo stabilimento e assume 200 persone
Firmato l'accordo per la riconversione della centrale, nessun licenziamento
Riapre la fabbrica chiusa da due anni, richiamati al lavoro 150 operai
Il distretto della ceramica chiude l'anno con ordini in crescita
Aumentano le presenze turistiche nei borghi dell'Appennino
La compagnia ferroviaria assume mille macchinisti entro l'anno
Il rincaro dei mutui si ferma, le rate tornano a scendere
Il costo del gas scende ai minimi da tre anni, bollette più leggere
Tagliate le accise sul gasolio, il pieno costa meno
Cresce il potere d'acquisto delle famiglie dopo i rinnovi contrattuali
L'Istat certifica il calo dei prezzi al consumo per il terzo mese
Intesa tra Comune e sindacati, salvi i posti degli autisti dei bus
Accordo di pace firmato a Ginevra, finisce un conflitto durato dieci anni
Tregua raggiunta, i civili tornano nelle loro case
Rilasciato il cooperante italiano rapito in Sahel, è in buona salute
I due paesi riaprono le ambasciate dopo anni di gelo
L'Unione europea approva gli aiuti per le regioni colpite dall'alluvione
Stanziati 80 milioni per ricostruire le scuole dopo il sisma
Nuovo farmaco contro la leucemia approvato dall'agenzia europea
Intervento riuscito al cuore di un neonato, i medici: sta crescendo bene
Trapianto di mano riuscito a Monza, il paziente muove già le dita
Cala la mortalità per tumore al seno grazie agli screening
Vaccino antinfluenzale, adesione record tra gli anziani
L'ospedale inaugura la nuova terapia intensiva neonatale
Riaperto il pronto soccorso ristrutturato, più spazio e meno attese
Scoperta a Padova una molecola che blocca la crescita dei tumori
Giovane ricercatrice italiana vince il premio europeo per la fisica
Il museo archeologico riapre dopo il restauro con nuove sale
Inaugurata la biblioteca nel quartiere periferico, festa con i bambini
Premio letterario al giovane scrittore calabrese per il suo primo romanzo
Il documentario italiano vince il premio del pubblico a Berlino
Record di spettatori per la stagione del teatro comunale
Ritrovato un affresco del Quattrocento sotto l'intonaco della chiesa
Il borgo vince il titolo di capitale italiana della cultura
Completata la nuova ciclabile lungo il fiume, inaugurazione domenica
Apre il nuovo asilo nido comunale, sessanta posti per le famiglie
Finiti i lavori, riapre la stazione con ascensori e bagni nuovi
Il paese raccoglie fondi e regala un pulmino alla scuola
Donato un ecografo all'ospedale dalla famiglia di un ex paziente
Il cane antidroga in pensione adottato dal suo conduttore, festa in caserma
Ritrovato il bambino che si era perso al mare, riabbracciato dai genitori
Anziano scomparso da casa ritrovato dai volontari: sta bene
L'escursionista dispersa in valle trovata viva dai soccorritori all'alba
Nascono tre cuccioli di orso nel parco, la popolazione torna a crescere
Tornano le cicogne a nidificare in pianura dopo cinquant'anni
Il lago torna balneabile dopo la bonifica
Meno incidenti mortali sulle strade della provincia, il calo più forte da anni
Calano i furti in casa grazie al controllo di vicinato
Rapine dimezzate in un anno nel centro storico
Disoccupazione giovanile in calo di quattro punti
Liste d'attesa più brevi per le visite oculistiche
La banda ultralarga raggiunge tutte le frazioni di montagna
La startup di Torino chiude un round da 30 milioni e assume
Satellite italiano lanciato con successo, è in orbita
I ricercatori italiani creano un test che scopre l'Alzheimer con dieci anni d'anticipo
La piccola azienda di Macerata conquista il mercato giapponese
Il ristorante di montagna ottiene la prima stella Michelin
Il vino siciliano premiato come il migliore al concorso di Bruxelles
La scuola del quartiere vince il concorso nazionale di robotica
Arrivano venti nuovi medici al pronto soccorso, turni di nuovo coperti
Nuovo ambulatorio pediatrico in paese, visite senza andare in città
Il centro trapianti supera i mille interventi, un traguardo per la regione
Ricercatori di Bologna trovano un modo per riciclare le batterie al litio
Nasce il primo vaccino italiano contro la bronchiolite dei neonati
La fondazione dona dieci borse di studio agli studenti meritevoli
La ferrovia elettrificata arriva in valle, treni più veloci e puliti
Il portiere para un rigore al novantesimo e salva la vittoria
Il campione del mondo di scacchi è un ragazzo di Bari
Gli studenti italiani vincono le Olimpiadi internazionali di matematica
L'azienda di software quota le azioni in Borsa, debutto in rialzo
`;
