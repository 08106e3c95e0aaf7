/** Training text: a travel guide's practical pages, mostly on getting around and staying, with what a visitor sees and does there (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const guidaVagabonda: TrainingSource = {
  source: "Guida Vagabonda (guide di viaggio)",
  text: {
    viaggi: `
Dall'aeroporto al centro si arriva con la navetta che parte ogni venti minuti davanti agli arrivi; il biglietto si compra a bordo.
Come muoversi: il tram copre tutto il centro storico e il biglietto giornaliero conviene se si fanno più di tre corse.
Dove dormire: le pensioni intorno alla stazione sono le più economiche, mentre gli alberghi con vista sul porto costano il doppio.
Quando andare: la primavera e l'inizio dell'autunno sono le stagioni migliori, con giornate miti e meno folla.
Il traghetto per l'isola parte tre volte al giorno in estate e una sola volta in inverno, quindi controllate gli orari.
In due giorni si visitano il quartiere vecchio, il mercato coperto e la collina del castello.
Per chi viaggia con lo zaino, gli ostelli del quartiere universitario offrono letti in camerata e cucine in comune.
Il noleggio dello scooter è il modo più comodo per raggiungere le calette, ma le strade sono strette e ripide.
Il visto turistico si ottiene all'arrivo in aeroporto e vale trenta giorni.
I taxi non hanno il tassametro: concordate il prezzo prima di salire.
La carta turistica della città comprende i trasporti pubblici e l'ingresso scontato a dodici musei.
Il treno notturno collega la capitale alla costa in dieci ore, con cuccette da quattro posti.
Nei mesi di luglio e agosto conviene prenotare l'alloggio con almeno tre mesi di anticipo.
Il mercato del sabato mattina è il posto giusto per comprare spezie, tessuti e souvenir a prezzi trattabili.
Itinerario di una settimana: tre notti in città, due al lago e due nei villaggi di montagna.
L'ufficio informazioni turistiche in piazza distribuisce mappe dei sentieri e orari dei bus.
Prima della partenza fatevi vaccinare contro l'epatite A e il tifo e portate con voi un antimalarico.
In alta quota bevete molto, evitate l'alcol e salite gradualmente per prevenire il mal di montagna.
Nelle farmacie della capitale si trovano i farmaci più comuni, ma portate una scorta di quelli che prendete abitualmente.
Proteggetevi dalle punture di zanzara con repellenti e maniche lunghe, perché nella regione è presente la dengue.
`,
    cultura: `
La cattedrale conserva un ciclo di mosaici bizantini del dodicesimo secolo, tra i più belli del Mediterraneo.
Il museo archeologico espone i corredi delle tombe etrusche scoperte nella necropoli fuori città.
Nel palazzo ducale si visitano gli appartamenti affrescati e la biblioteca con i codici miniati.
Il teatro all'antica, costruito nel Cinquecento, ospita ancora concerti e rappresentazioni classiche.
La casa natale del poeta è oggi un museo con i suoi manoscritti e i mobili originali.
`,
    ambiente: `
Il parco naturale protegge una delle ultime foreste di querce da sughero della costa, dove nidificano aquile e falchi.
Nella riserva è vietato uscire dai sentieri per non disturbare i cervi nel periodo degli amori.
La laguna è una zona umida di importanza internazionale dove svernano migliaia di fenicotteri.
Le spiagge dell'isola sono protette: è vietato portare via sabbia, conchiglie e ciottoli.
`,
    sport: `
La stazione sciistica ha sessanta chilometri di piste, una scuola di sci e un anello per lo sci di fondo.
Gli appassionati di arrampicata trovano sulle falesie sopra il paese oltre trecento vie attrezzate.
Il lago è perfetto per il windsurf: il vento da sud soffia regolare ogni pomeriggio d'estate.
Il percorso in mountain bike intorno al massiccio è lungo ottanta chilometri e si fa in tre giorni.
`,
    intrattenimento: `
La sera il quartiere del porto si riempie di locali con musica dal vivo, soprattutto jazz e cantautori.
A luglio il festival della canzone porta in piazza concerti gratuiti ogni sera.
Il vecchio cinema all'aperto sulla spiaggia proietta film in lingua originale con sottotitoli.
`,
  },
};
