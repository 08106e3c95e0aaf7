/** Training text: an entertainment weekly's items on television, film, music and celebrities, with its books, arts, travel and wellness pages (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const stelleESchermi: TrainingSource = {
  source: "Stelle & Schermi (rivista di spettacolo)",
  text: {
    intrattenimento: `
Esclusivo: la conduttrice del quiz preserale aspetta il secondo figlio, lo annuncia in diretta.
Dietro le quinte del talent: i giudici litigano per la squadra dei cantanti più giovani.
Il bello della fiction del martedì racconta gli anni difficili prima del successo.
Ascolti tv: il varietà del sabato batte la partita con il 28 per cento di share.
Il cantautore romano torna con un album di inediti registrato in un casale in campagna.
Paparazzati in barca a Capri il calciatore e la modella: è amore?
La band di ragazzi scoperta su internet ha riempito il palazzetto in dieci minuti.
Il regista premio Oscar sceglie un'attrice esordiente per il suo nuovo film.
L'influencer più seguita d'Italia lancia un podcast sulle relazioni di coppia.
La soap spagnola chiude dopo dodici anni: le anticipazioni dell'ultima puntata.
Il rapper ha annullato il concerto per un problema alla voce, i fan furiosi sui social.
Cinema, le uscite del weekend: una commedia natalizia, un thriller e un cartone animato.
Il presentatore compie settant'anni e festeggia con una puntata speciale del suo show.
La cantante lirica prestata al pop vince il disco di platino.
Il gossip dell'estate: la coppia di attori si è separata dopo il festival del cinema.
Reality: entrano nella casa due nuovi concorrenti, un cuoco e una ex velina.
Il videoclip del tormentone estivo ha superato cento milioni di visualizzazioni.
Serie tv, la terza stagione del medical drama arriva in autunno con nuovi personaggi.
`,
    cultura: `
Libri della settimana: il nuovo romanzo della scrittrice napoletana racconta un'amicizia lunga cinquant'anni.
Mostre: a Milano le fotografie in bianco e nero del grande reporter del dopoguerra.
A teatro: la compagnia porta in scena una tragedia greca in versione contemporanea.
Il saggio dello storico ricostruisce la vita quotidiana nella Roma imperiale.
`,
    viaggi: `
Weekend: tre idee per una fuga romantica tra i borghi della Toscana, con cena e notte in agriturismo.
Vacanze low cost: come trovare il volo giusto e dormire in centro spendendo poco.
Le spiagge più belle della Sardegna da raggiungere in barca, con gli orari dei traghetti.
`,
    salute: `
Il dermatologo risponde: la crema solare va rimessa ogni due ore e dopo ogni bagno.
Il nutrizionista spiega perché saltare la colazione non aiuta a dimagrire.
`,
  },
};
