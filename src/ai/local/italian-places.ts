/**
 * Signs that a story happens in Italy: regions, provincial capitals and
 * institutions that exist only here (carabinieri, questura). A crime or
 * election story with many foreign clues and none of these is foreign news.
 * Words that are also common nouns ("fermo", "potenza", "marche") are left out.
 */

export const ITALIAN_PLACES = `lombardia, piemonte, veneto, liguria, emilia, romagna, emilia-romagna, toscana, umbria, lazio,
  abruzzo, molise, campania, puglia, basilicata, calabria, sicilia, sardegna, trentino, alto adige, friuli, valle d'aosta,
  roma, milano, napoli, torino, palermo, genova, bologna, firenze, bari, catania, venezia, verona, messina, padova, trieste,
  brescia, =prato, taranto, parma, modena, reggio emilia, reggio calabria, perugia, livorno, ravenna, cagliari, foggia,
  rimini, salerno, ferrara, sassari, monza, siracusa, pescara, bergamo, forlì, trento, vicenza, terni, bolzano,
  novara, piacenza, ancona, andria, udine, arezzo, cesena, lecce, pesaro, barletta, la spezia, l'aquila, pisa, caserta,
  varese, treviso, pistoia, lucca, asti, cuneo, =como, cremona, brindisi, grosseto, trapani, ragusa, agrigento, catanzaro,
  cosenza, crotone, vibo valentia, caltanissetta, enna, nuoro, oristano, olbia, avellino, benevento, campobasso, isernia,
  chieti, teramo, frosinone, rieti, viterbo, macerata, ascoli piceno, urbino, siena, massa, carrara, savona, imperia,
  aosta, biella, vercelli, verbania, sondrio, lecco, lodi, mantova, pavia, belluno, rovigo, gorizia, pordenone, matera,
  carabinieri, questura, questore, vigili del fuoco, guardia di finanza, polizia locale, polizia di stato, =118, =asl,
  protezione civile, procura della repubblica, prefettura, =tar, consiglio di stato`;
