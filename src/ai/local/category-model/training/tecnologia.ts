/** Hand-written Italian training text for "tecnologia", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const tecnologia = `
L'azienda americana ha presentato il nuovo smartphone con tre fotocamere e uno schermo più luminoso.
Il sistema operativo riceverà aggiornamenti di sicurezza per altri cinque anni.
L'aggiornamento software corregge un bug che faceva scaricare la batteria.
Il computer portatile è dotato di un processore a otto core e sedici gigabyte di memoria.
Il tablet può essere usato con una penna digitale per disegnare e prendere appunti.
Gli smartwatch misurano il battito cardiaco e contano i passi.
Le cuffie senza fili cancellano il rumore esterno.
La console per videogiochi ha venduto dieci milioni di unità nel primo anno.
Il microchip contiene miliardi di transistor su pochi millimetri quadrati.
I semiconduttori sono alla base di tutta l'elettronica moderna.
Il produttore taiwanese di chip costruirà una nuova fabbrica negli Stati Uniti.
L'intelligenza artificiale generativa può creare testi, immagini e musica.
Il chatbot risponde alle domande degli utenti in decine di lingue.
Gli algoritmi di apprendimento automatico imparano dai dati senza regole scritte a mano.
Le reti neurali artificiali sono ispirate al funzionamento del cervello.
Il modello linguistico è stato addestrato su miliardi di parole prese da internet.
La startup ha sviluppato un software che riconosce i difetti nei prodotti industriali.
Il robot aspirapolvere mappa la casa e pulisce da solo.
Le auto a guida autonoma usano sensori, telecamere e radar.
L'auto elettrica si ricarica in mezz'ora alle colonnine rapide.
La casa automobilistica ha aggiornato via internet il software di tutte le vetture.
La connessione in fibra ottica arriva a un gigabit al secondo.
Il 5G permette di collegare milioni di dispositivi nello stesso chilometro quadrato.
Il router wi-fi di nuova generazione riduce le interferenze.
Internet nacque da una rete militare americana negli anni Sessanta.
Il World Wide Web fu inventato da Tim Berners-Lee al CERN.
Il motore di ricerca indicizza miliardi di pagine web.
Il browser blocca i cookie di terze parti per proteggere la privacy.
Il social network conta tre miliardi di utenti attivi ogni mese.
La piattaforma ha rimosso milioni di account falsi.
L'app di messaggistica introduce la crittografia end-to-end per tutte le chat.
Gli utenti possono scaricare l'applicazione gratuitamente dagli store.
L'abbonamento al servizio cloud offre due terabyte di spazio di archiviazione.
I dati vengono salvati su server distribuiti in diversi data center.
Il data center consuma tanta elettricità quanto una piccola città.
Gli hacker hanno sfruttato una vulnerabilità del software per entrare nei sistemi.
Il ransomware cifra i file e chiede un riscatto in criptovaluta.
L'attacco informatico ha messo fuori uso i sistemi dell'ospedale per due giorni.
La sicurezza informatica è diventata una priorità per aziende e governi.
L'autenticazione a due fattori protegge gli account dai furti di password.
Il phishing usa email false per rubare le credenziali.
La blockchain è un registro digitale distribuito e difficile da modificare.
Il bitcoin è la prima criptovaluta, creata nel 2009.
Il linguaggio di programmazione Python è molto usato nella scienza dei dati.
Gli sviluppatori hanno rilasciato la nuova versione del software open source.
Il codice è pubblicato su una piattaforma dove chiunque può contribuire.
Il programmatore ha scritto un'estensione per il browser.
La stampa 3D permette di produrre pezzi di ricambio su richiesta.
Il drone per le consegne trasporta pacchi fino a due chili.
I visori per la realtà aumentata sovrappongono immagini digitali al mondo reale.
Il metaverso è un insieme di mondi virtuali in cui gli utenti interagiscono tramite avatar.
I computer quantistici usano i qubit invece dei bit tradizionali.
L'azienda ha annunciato un computer quantistico con mille qubit.
La memoria flash conserva i dati anche senza corrente.
Il disco a stato solido è più veloce del vecchio disco rigido.
La batteria agli ioni di litio alimenta telefoni, portatili e auto elettriche.
Il caricatore universale USB-C diventa obbligatorio in Europa.
Il televisore OLED offre neri profondi e colori brillanti.
Lo streaming video occupa la maggior parte del traffico internet.
L'operatore telefonico ha lanciato una nuova offerta con giga illimitati.
Il gestore ha annunciato lo spegnimento della rete 3G.
Il satellite per le telecomunicazioni è stato lanciato in orbita geostazionaria.
La costellazione di satelliti porta internet nelle zone remote.
Il colosso tecnologico ha acquistato una società di videogiochi per settanta miliardi.
Le grandi aziende della Silicon Valley investono miliardi nell'intelligenza artificiale.
L'antitrust europeo ha multato il gigante del web per abuso di posizione dominante.
Il regolamento europeo sull'intelligenza artificiale classifica i sistemi in base al rischio.
La legge sui servizi digitali obbliga le piattaforme a rimuovere i contenuti illegali.
Il garante della privacy ha bloccato l'app per la raccolta illecita di dati personali.
Il riconoscimento facciale è usato per sbloccare i telefoni.
L'assistente vocale accende le luci e regola il termostato.
La domotica permette di controllare la casa dallo smartphone.
Internet delle cose collega elettrodomestici, sensori e automobili alla rete.
Il lettore di libri elettronici ha uno schermo che non affatica la vista.
La fotocamera digitale ha sostituito quasi del tutto la pellicola.
Il primo telefono cellulare fu presentato nel 1973 e pesava più di un chilo.
Il transistor fu inventato nei laboratori Bell nel 1947.
Il personal computer si diffuse nelle case negli anni Ottanta.
Il microprocessore integra in un solo chip l'unità di calcolo del computer.
Il linguaggio binario usa solo due cifre, zero e uno.
Gli ingegneri hanno progettato un'antenna che si ripiega nello spazio.
Il nuovo modello di auto ha un cruscotto interamente digitale.
Il sito di commercio elettronico ha introdotto i pagamenti con il riconoscimento dell'impronta.
Il portafoglio digitale conserva carte di credito e biglietti sul telefono.
Le password più usate sono ancora 123456 e password.
Il guasto ai server ha bloccato per ore posta elettronica e videochiamate.
Il servizio di videochiamate è stato usato da milioni di studenti durante la pandemia.
La piattaforma di streaming musicale ha cento milioni di brani in catalogo.
Gli utenti si lamentano della pubblicità sempre più invadente nelle app.
Il produttore cinese di telefoni ha superato i concorrenti nelle vendite in Europa.
La carenza di chip ha rallentato la produzione di automobili e console.
Il vecchio modello non riceverà più aggiornamenti di sicurezza.
L'ingegnere informatico lavora allo sviluppo di sistemi di visione artificiale.
Il software di traduzione automatica è migliorato molto grazie alle reti neurali.
La tecnologia dei pannelli pieghevoli è arrivata anche sui computer portatili.
La fibra raggiungerà entro due anni tutte le aree bianche del paese.
Gli esperti di cybersicurezza consigliano di aggiornare subito il sistema.
La nuova versione dell'app consuma meno batteria e occupa meno memoria.
Il chip neurale del telefono accelera le funzioni di intelligenza artificiale.
Il nuovo iPhone arriva nei negozi a settembre con prezzi a partire da mille euro.
I preordini del telefono aprono venerdì sul sito del produttore.
Il produttore ha svelato il nuovo telefono pieghevole durante la presentazione annuale.
La nuova versione di Android introduce funzioni di intelligenza artificiale.
Il visore di Apple costa oltre tremila euro.
Samsung ha presentato la nuova gamma di smartphone Galaxy.
Microsoft ha rilasciato un aggiornamento di Windows che corregge alcune falle.
Google ha integrato il suo assistente nel motore di ricerca.
Il nuovo processore di Intel è più veloce del venti per cento.
Le recensioni del nuovo portatile lodano la durata della batteria.
`;
