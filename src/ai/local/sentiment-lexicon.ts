/**
 * Italian polarity lexicon for news: weights from -2.5 (strongly negative) to
 * +2, matched by light stem ("=form": that word only). Phrases of weight 0
 * neutralise the words inside them ("è successo" is not a success).
 */
import type { WeightedTerms } from "./lexicon-index.js";

export const SENTIMENT_TERMS: WeightedTerms = [
  [2, `trionfo, trionfa, trionfale, eccellente, eccellenza, eccellenze, straordinario, straordinaria, straordinari,
    eccezionale, eccezionali, meraviglioso, meravigliosa, splendido, splendida, magnifico, magnifica, capolavoro,
    capolavori, medaglia d'oro, felicità, gioia, entusiasmo, entusiasta, entusiasti, orgoglio, orgoglioso, orgogliosa,
    salvato, salvata, salvati, salvate, salvataggio, sollievo, ritrovato vivo, ritrovata viva, ritrovati vivi,
    sano e salvo, sana e salva, sani e salvi, mozzafiato, indimenticabile, indimenticabili, incantevole, imperdibile,
    tratto in salvo, tratti in salvo, guarito, guarita, guariti, guarigione, sold out, tutto esaurito,
    standing ovation, pace fatta, accordo raggiunto, obiettivo raggiunto, festeggia, festeggiano, festeggiamenti,
    =vince, =vincono, =vinto, vincitore, vincitrice, vincitori, vittoria, vittorie, vittorioso, campione del mondo,
    campioni del mondo, premiato, premiata, premiati`],
  [1.5, `successo, successi, premio, premi, premiazione`],
  [1, `in buone condizioni, buone condizioni, perfetto, perfetta, perfetti, perfette, suggestivo, suggestiva,
    affascinante, affascinanti, da non perdere, paradiso, rilassante, accogliente, piacevole, delizioso, gustoso,
    squisito, romantico, romantica, =bene, =meglio, buono, buona, buoni, buone, ottimo, ottima, ottimi, ottime,
    positivo, positiva, positivi, positive, migliore, migliori, miglioramento, miglioramenti, migliora, migliorano,
    migliorato, migliorata, progresso, progressi, innovazione, innovazioni, innovativo, innovativa, innovativi,
    inaugurato, inaugurata, inaugurati, inaugurazione, inaugura, crescita, cresce, crescono, cresciuto, cresciuta,
    felice, felici, festa, feste, celebra, celebrano, celebrazione, celebrazioni, soddisfazione, soddisfatto,
    soddisfatti, soddisfatta, speranza, speranze, opportunità, vantaggio, vantaggi, beneficio, benefici, vantaggioso,
    risparmio, risparmi, sicuro, sicura, rinascita, ripresa, rilancio, solidarietà, donazione, donazioni, generosità,
    generoso, generosa, volontari, volontariato, pace, liberato, liberata, liberati, liberazione, sano, sana, sani,
    bellezza, bello, bella, belli, belle, brillante, brillanti, geniale, conquista, conquistato, conquistata,
    campione, campioni, campionessa, primato, qualificato, qualificata, qualificazione, promosso, promossa, promossi,
    applausi, applauso, sorriso, sorrisi, amore, amicizia, affetto, ringrazia, ringraziamento, qualità, efficace,
    efficaci, efficacia, efficiente, gratis, gratuito, gratuita, gratuiti, gratuite, exploit, traguardo, traguardi,
    realizzato, realizzata, completato, completata, riapre, riaperto, riaperta, riapertura, assunzioni,
    nuovi posti di lavoro, elogio, elogia, elogi, plauso, riuscito, riuscita, favorevole, favorevoli, sereno, serena,
    serenità, tranquillo, tranquilla, armonia, gentile, gentilezza, coraggio, coraggioso, coraggiosa, eroe, eroi,
    eroina, eroico, eroica, ammirazione, emozionante, emozionanti, spettacolare, spettacolari, acclamato, acclamata,
    benessere, salvezza, prosperità, rialzo, rialzi, guadagno, guadagni, guadagna, in crescita, boom di,
    utili in crescita, apprezzato, apprezzata, apprezzamento, valorizzazione, valorizzare, rinnovato, potenziato,
    rafforzato, rafforza, fiduciosi, ottimismo, ottimista, ottimisti, vincente, vincenti, fortuna, fortunato,
    fortunatamente, finalmente, bravo, brava, bravi, talentuoso, creatività, creativo, cura efficace, nuova cura,
    nuova terapia, nuovo farmaco, nuovo vaccino, svolta positiva, passo avanti, intesa raggiunta, raddoppia, miglior,
    primo posto, record`],
  [0.5, `bronzo, oro, argento, crescente, interessante, utile, facile, semplice, apre, sorpresa, sorprendente,
    emozione, emozioni, collaborazione, dialogo, aiuto, aiuti, sostegno, tutela, protezione, accordo, sviluppo,
    investimento, investimenti, fiducia, scoperta, scoperte, sicuro, sicura, stabile, stabili, stabilità, sostenibile`],
  [0, `è successo, era successo, sia successo, fosse successo, sarebbe successo, quanto successo, cosa succede,
    cosa è successo, fine del mondo, premio di maggioranza, campione statistico, campioni biologici`],
  [-0.5, `rischia, rischiano, eliminato, eliminata, eliminazione, rischio, rischi, malattia, malattie, virus, contagi,
    contagio, problema, problemi, critica, critiche, stop, difficile, difficili, tensione, tensioni, incertezza,
    dubbi, dubbio, ritardo, ritardi, rincaro, =tasse, debito, deficit, multa, multe, divieto, divieti, chiusura,
    chiuso, chiusa, sospeso, sospesa, sospensione, profughi, sanzioni, allerta, indagato, indagata, accusa`],
  [-1, `cassa integrazione, sfascio, derubato, derubata, derubati, rubato, rubata, rubati, tumore, tumori, cancro,
    =male, =peggio, negativo, negativa, negativi, negative, peggiore, peggiori, peggiora, peggiorano, peggioramento,
    cattivo, cattiva, brutto, brutta, grave, gravi, incidente, incidenti, crisi, scontri, scontro, protesta, proteste,
    sciopero, scioperi, polemica, polemiche, scandalo, scandali, pericolo, pericoli, pericoloso, pericolosa, allarme,
    emergenza, emergenze, paura, paure, timore, timori, preoccupazione, preoccupazioni, preoccupa, preoccupato,
    preoccupati, preoccupante, danno, =danni, danneggiato, danneggiata, perdita, perdite, perde, perdono, perso,
    persa, sconfitta, sconfitte, sconfitto, battuto, battuta, retrocessione, calo, cala, calano, diminuzione, ribasso,
    ribassi, flessione, recessione, inflazione, disoccupazione, licenziamenti, licenziato, licenziati, esuberi,
    rincari, disagi, disagio, caos, difficoltà, criticato, criticata, accusato, accusata, accuse, denuncia,
    denunciato, denunciata, furto, furti, truffa, truffe, frode, frodi, arresto, arrestato, arrestata, arrestati,
    condannato, condannata, condanna, condanne, sequestro, sequestrato, infortunio, infortunato, infortunata, guasto,
    guasti, blackout, black out, bloccato, bloccata, blocco, bocciato, bocciata, bocciatura, respinto, respinta,
    fallito, fallita, fallimento, fallisce, epidemia, pandemia, dolore, dolori, sofferenza, soffre, soffrono, povertà,
    fame, degrado, abbandono, abbandonato, abbandonata, solitudine, rabbia, indignazione, sdegno, vergogna,
    vergognoso, inaccettabile, allarmante, instabilità, minaccia, minacce, minacciato, minacciata, violazione,
    violazioni, lite, litigio, rissa, insulti, insulto, odio, razzismo, discriminazione, bullismo, sfratto,
    crollo dei prezzi, calo delle vendite, ko, deluso, delusa, delusione, delusioni, amarezza, lacrime, piange,
    piangono, triste, tristezza, purtroppo, errore, errori, sbaglio, inefficiente, spreco, sprechi, evasione, evasori,
    abusivo, abusivi, illegale, illegali, vietato, vietata, mancanza, carenza, carenze, caro energia, caro prezzi,
    sfollati, evacuati, evacuazione, disperso, dispersi, scomparso, scomparsa, ostaggi, prigionieri, sanzione,
    siccità, maltempo, inquinamento, smog, frana, frane, alluvione, grandinata, nubifragio`],
  [-1.5, `ferito, ferita, feriti, ferite, attacco, attacchi, conflitto`],
  [-2, `morto, morta, morti, morte, muore, muoiono, morire, deceduto, deceduta, decesso, decessi, vittima, vittime,
    ucciso, uccisa, uccisi, uccide, uccidono, omicidio, omicidi, femminicidio, strage, stragi, massacro, schianto,
    tragedia, tragedie, tragico, tragica, dramma, drammatico, drammatica, guerra, guerre, bombardamento,
    bombardamenti, bombe, esplosione, attentato, attentati, terrorismo, terrorista, terroristi, violenza, violenze,
    violento, violenta, aggressione, aggressioni, aggredito, aggredita, rapina, rapine, corruzione, estorsione,
    terrore, panico, distrutto, distrutta, distruzione, devastato, devastata, devastante, crollo, crolla, crollato,
    crollata, incendio, incendi, rogo, fiamme, terremoto, lutto, cordoglio, funerale, funerali, disperazione,
    catastrofe, disastro, disastri, collasso, bancarotta, default, suicidio, overdose, mafia, camorra, ndrangheta,
    abusi, abuso, molestie, stupro, maltrattamenti, carestia, invasione, crudele, brutale, orrore, orribile,
    terribile, pessimo, pessima, annegato, annegata, naufragio, affondato, crisi umanitaria, emergenza sanitaria,
    allerta rossa, colpi di pistola, sparatoria, accoltellato, accoltellata, morto sul lavoro, morti sul lavoro,
    senza vita, in fin di vita, gravissimo, gravissima, gravissimi`],
];

/** Words that flip and dampen the polarity of the next few words ("non è un successo"). */
export const NEGATORS: ReadonlySet<string> = new Set([
  "non", "nessun", "nessuno", "nessuna", "mai", "né", "senza", "nemmeno", "neanche", "neppure", "niente", "nulla", "zero",
]);

/** Words that strengthen the next polar word ("molto grave"). */
export const INTENSIFIERS: ReadonlyMap<string, number> = new Map([
  ["molto", 1.5], ["estremamente", 1.8], ["particolarmente", 1.5], ["davvero", 1.4], ["assai", 1.4], ["decisamente", 1.5],
  ["fortemente", 1.5], ["profondamente", 1.6], ["enormemente", 1.7], ["altamente", 1.5], ["incredibilmente", 1.7],
  ["super", 1.4], ["ultra", 1.4], ["tantissimo", 1.6], ["grande", 1.3], ["grandi", 1.3], ["enorme", 1.5], ["vero", 1.2],
  ["pesante", 1.4], ["pesanti", 1.4], ["totale", 1.3], ["assoluto", 1.3], ["straordinariamente", 1.7], ["troppo", 1.3],
]);

/** Words that turn the harm after them into good news ("riduce il rischio", "lotta al tumore"). */
export const REDUCERS: ReadonlySet<string> = new Set([
  "riduce", "riducono", "ridurre", "ridotto", "ridotta", "riduzione", "diminuisce", "diminuiscono", "diminuire", "meno",
  "abbatte", "abbattere", "sconfigge", "sconfiggere", "combatte", "combattere", "contrasta", "contrastare", "contrasto",
  "previene", "prevenire", "prevenzione", "evita", "evitare", "evitato", "scongiura", "scongiurato", "scongiurare",
  "cura", "cure", "curare", "lotta", "contro", "antimafia",
]);
