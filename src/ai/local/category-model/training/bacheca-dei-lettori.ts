/** Training text: readers' posts on social networks, short and informal, with hashtags, mentions and emoji (fictional page, written for this repository). */
import type { TrainingSource } from "./source.js";

export const bachecaDeiLettori: TrainingSource = {
  source: "Bacheca dei lettori (post sui social)",
  text: {
    tecnologia: `
dopo l'aggiornamento il telefono non riconosce più le cuffie bluetooth. qualcuno ha una soluzione? 😤
Ho chiesto all'intelligenza artificiale di scrivermi la tesi e mi ha inventato metà delle fonti 😂 #AI
Finalmente è arrivata la fibra in paese! 900 mega in download, addio chiavetta 🚀
Il mio portatile ha dieci anni, ci metti un ssd e rinasce. Consiglio a tutti
Qualcuno sa se conviene il piano con giga illimitati o basta quello da cento? #offerte #telefonia
Mi hanno clonato l'account social, attenzione ai messaggi con link strani da parte mia 🙏
L'app della banca che si aggiorna proprio quando devi pagare alla cassa. Classico 🙄
Smartwatch nuovo: misura il sonno, i passi e mi ricorda di bere. Manca solo che cucini
`,
    politica: `
Ma questa legge di bilancio chi l'ha scritta? Tagli ovunque tranne che ai privilegi dei parlamentari #manovra
Sono andato a votare alle 7 di mattina, seggio deserto. Poi ci lamentiamo 🗳️
La ministra in tv ha detto tutto e il contrario di tutto in dieci minuti. Record
Opposizione non pervenuta anche oggi. Ma esiste ancora? #politica
Il mio comune ha cambiato tre assessori in un anno. Qualcuno ci capisce qualcosa?
Firmate il referendum, bastano due minuti con lo SPID! #referendum
Diretta dal consiglio comunale: due ore per decidere il nome di una rotonda 😅
Ogni governo promette di tagliare le tasse, nessuno lo fa. Sarà la volta buona? #governo
Ha vinto le elezioni chi ha fatto meno comizi, la campagna elettorale non serve più a niente 🤷
Complimenti al nuovo sindaco, anche se io ho votato l'altra lista #elezioni
`,
    economia: `
Spesa di oggi: 87 euro e la busta era mezza vuota. #carovita
Busta paga di gennaio più leggera di 40 euro, grazie addizionali regionali 🙃
Ho aperto la partita IVA a 25 anni, tra tasse e contributi mi resta poco o niente
Chi ha comprato casa nel 2022 con il tasso variabile ha capito tutto della vita 💸
I saldi ormai iniziano a novembre e finiscono a marzo, che senso ha?
Il mio piccolo negozio chiude dopo trent'anni. Affitto raddoppiato e clienti spariti 😢
Il conto corrente mi costa 12 euro al mese per non fare niente. Cambio banca domani
Offerte di lavoro a 800 euro al mese per 40 ore. Poi dicono che i giovani non vogliono lavorare #lavoro
`,
    sport: `
Gol al novantesimo e stadio che esplode 🔥⚽ che partita ragazzi
Questo allenatore deve andare via subito, zero idee e zero gioco #esonero
Jannik sei un fenomeno 🎾🇮🇹
Stamattina 10 km sul lungomare in 52 minuti, nuovo personale! 🏃‍♀️
Fantacalcio: ho schierato il portiere squalificato. Ultimo in classifica meritatamente
Che tappa oggi al Giro, salita finale da brividi 🚴
Il VAR ha rovinato il calcio, non si può più esultare in pace
Abbonamento allo stadio rinnovato anche quest'anno, curva sud sempre 💙
`,
    salute: `
Terzo giorno con la febbre, ho finito la tachipirina e il medico di base è in ferie 🤒
Chi ha fatto il vaccino antinfluenzale quest'anno? Io sì, solo un po' di dolore al braccio
Sei mesi di attesa per una visita dal dermatologo. Servizio sanitario 👏
Ho smesso di fumare da 100 giorni! Respiro meglio e ho risparmiato 500 euro 💪
Mal di schiena da scrivania, qualche esercizio che funziona davvero?
Pronto soccorso stanotte: sette ore per due punti sul dito. Personale gentilissimo ma stremato
Allergia ai pollini partita ufficialmente. Starnuti a raffica 🤧
Consiglio del nutrizionista: più legumi e meno carne rossa. Vediamo se ce la faccio
`,
    scienza: `
Stanotte si vede la cometa a occhio nudo verso nord-ovest, chi va a cercarla? ☄️
Il video del razzo che rientra e atterra in verticale non smetterà mai di stupirmi 🚀
Ho portato mio figlio al planetario, ora vuole fare l'astronauta
Lo sapevate che le formiche coltivano funghi? La biologia è pazzesca 🐜
Nuova foto del telescopio spaziale: quelle galassie sono lontane miliardi di anni luce 🤯
Mia nonna non crede che siamo andati sulla Luna. Ci ho provato con le foto dell'Apollo
Il documentario sui buchi neri di ieri sera è stato illuminante. Einstein aveva ragione
Esperimento in cucina con i bambini: il vulcano con bicarbonato e aceto 🌋 #scienzaperbambini
`,
    cultura: `
Finito di leggere il romanzo di cui parlano tutti. Onestamente sopravvalutato 📚
Mostra di Van Gogh a Roma: tre ore di fila ma ne valeva la pena
Chi ha consigli su classici russi da leggere quest'inverno? Ho già fatto Tolstoj
Visita guidata al duomo con salita sulle terrazze, emozione pura #arte
Il teatro della mia città ha un cartellone stupendo quest'anno, abbonamento fatto 🎭
Riletto Calvino dopo vent'anni e l'ho capito solo adesso
Serata di poesia in libreria, pochi ma buoni ✍️
Il restauro della cappella è finito, gli affreschi sembrano dipinti ieri
La mia libreria di fiducia chiude a fine mese, un pezzo di quartiere che se ne va 📚😢
`,
    cronaca: `
Sirene e lampeggianti sotto casa, pare ci sia stata una rapina alla tabaccheria 😨
Attenzione: finti tecnici del gas in giro per il quartiere, non aprite a nessuno!
Incidente sulla tangenziale, coda di tre chilometri. Evitate la zona #traffico
Hanno rubato di nuovo le biciclette dal cortile del condominio. Quarta volta quest'anno
Incendio in un capannone qui vicino, colonna di fumo nero visibile da tutta la città 🔥
Mia zia ha ricevuto una telefonata dal finto nipote che chiedeva soldi. Avvisate i vostri anziani
Spaccio in pieno giorno al parco giochi e nessuno interviene. Vergogna #degrado
Elicottero dei carabinieri sopra il paese da stamattina, stanno cercando qualcuno
`,
    ambiente: `
Fine ottobre e 27 gradi. Ma il clima non sta cambiando, eh 🙄 #climatechange
Sabato raccolta rifiuti in spiaggia con i volontari, chi si unisce? 🌊♻️
Il fiume dietro casa è in secca da due mesi, mai visto così
Ho installato i pannelli solari sul tetto, bolletta dimezzata e coscienza pulita ☀️
Ennesima discarica abusiva nel bosco, gente senza rispetto per la natura
Stamattina un capriolo in giardino 🦌 la natura si riprende i suoi spazi
Aria irrespirabile in città, polveri sottili alle stelle e le auto tutte in giro #smog
Borraccia sempre in borsa, zero bottiglie di plastica da un anno 💧
`,
    internazionale: `
Le immagini che arrivano da Gaza sono insopportabili. Quando finirà? 💔
Elezioni americane, notte insonne per vedere i risultati. Che ansia
Mio cugino vive a Kiev, stanotte di nuovo allarmi aerei. Pensiero per tutti loro 🇺🇦
La Francia cambia governo ogni sei mesi ormai
Che succede in Iran? Le notizie che arrivano sono pochissime
Vertice del G7 e come sempre tante foto e poche decisioni #G7
In Argentina l'inflazione al 200%, i miei parenti di Buenos Aires non sanno come arrivare a fine mese
Brexit è stata un disastro, lo dicono anche gli amici inglesi
`,
    intrattenimento: `
Stasera finale di Sanremo, pizza e divano e commenti cattivi 🎤🍕 #Sanremo
La nuova stagione della serie è una delusione, finale buttato via
Concerto di ieri sera pazzesco, ho perso la voce a forza di cantare 🎶
Il film di Natale al cinema con i bambini, due ore di risate
Chi vince il Grande Fratello secondo voi? Io tifo per la ragazza di Bari
Ho finito la serie coreana in un weekend, consigliatissima 🍿
La coppia del momento si è lasciata? Sui social non si seguono più 👀
Biglietti del tour esauriti in tre minuti, bagarini a 500 euro. Vergogna
`,
    viaggi: `
Appena atterrati a Lisbona, tram 28 e pastel de nata come prima cosa 🇵🇹
Consiglio spassionato: a Roma il Colosseo prenotatelo online o la fila non finisce più
Weekend in montagna, rifugio a 2000 metri e cielo stellato ✨ #montagna
Volo in ritardo di quattro ore, coincidenza persa. Qualcuno sa come chiedere il rimborso?
Interrail con gli amici: 12 città in 20 giorni, si parte! 🚆
Qualche consiglio su dove dormire a Napoli vicino al centro storico?
In viaggio con il camper lungo la costa della Sardegna, spiagge da sogno 🏖️
Valigia fatta in dieci minuti, tanto metà delle cose non le userò 😅 #vacanze
`,
  },
};
