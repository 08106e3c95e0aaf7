/**
 * Signs that a story happens in Italy: regions, provincial capitals,
 * institutions, parties, leaders and companies that exist only here. Weighed
 * against the world gazetteer, they tell a story abroad (internazionale) from
 * an Italian one that mentions a foreign place. Words that are also common
 * nouns ("fermo", "potenza", "marche") are left out.
 */
import type { WeightedTerms } from "./lexicon-index.js";

export const ITALIAN_MARKERS: WeightedTerms = [
  [3, `=lombardia, =piemonte, =veneto, =liguria, =emilia, =romagna, emilia-romagna, =toscana, =umbria, =lazio,
    =abruzzo, =molise, =campania, =puglia, =basilicata, =calabria, =sicilia, =sardegna, =trentino, alto adige,
    =friuli, valle d'aosta, =roma, =milano, =napoli, =torino, =palermo, =genova, =bologna, =firenze, =bari, =catania,
    =venezia, =verona, =messina, =padova, =trieste, =brescia, =prato, =taranto, =parma, =modena, reggio emilia,
    reggio calabria, =perugia, =livorno, =ravenna, =cagliari, =foggia, =rimini, =salerno, =ferrara, =sassari, =monza,
    =siracusa, =pescara, =bergamo, =forlì, =trento, =vicenza, =terni, =bolzano, =novara, =piacenza, =ancona, =andria,
    =udine, =arezzo, =cesena, =lecce, =pesaro, =barletta, la spezia, =l'aquila, =pisa, =caserta, =varese, =treviso,
    =pistoia, =lucca, =asti, =cuneo, =como, =cremona, =brindisi, =grosseto, =trapani, =ragusa, =agrigento, =catanzaro,
    =cosenza, =crotone, vibo valentia, =caltanissetta, =enna, =nuoro, =oristano, =olbia, =avellino, =benevento,
    =campobasso, =isernia, =chieti, =teramo, =frosinone, =rieti, =viterbo, =macerata, ascoli piceno, =urbino, =siena,
    =carrara, =savona, =imperia, =aosta, =biella, =vercelli, =verbania, =sondrio, =lecco, =lodi, =mantova, =pavia,
    =belluno, =rovigo, =gorizia, =pordenone, =matera, carabinieri, questura, questore, guardia di finanza,
    polizia locale, polizia municipale, polizia di stato, =118, =asl, prefettura, =tar, consiglio di stato,
    soccorso alpino, corte dei conti, cassazione, palazzo chigi, montecitorio, palazzo madama, quirinale, viminale,
    camera dei deputati, governo meloni, fratelli d'italia, =fdi, =pd, partito democratico, =lega, leghista,
    forza italia, =m5s, movimento 5 stelle, movimento cinque stelle, italia viva, =avs, più europa, noi moderati,
    =meloni, =schlein, =salvini, =renzi, =calenda, mattarella, crosetto, piantedosi, =nordio, giorgetti, valditara,
    lollobrigida, santanchè, fratoianni, bonelli, casellati, =zaia, parlamento italiano, legge di bilancio,
    decreto legge, =ddl, =dpcm, premierato, autonomia differenziata, elezioni regionali, regionali, comunali, =istat,
    banca d'italia, bankitalia, =consob, piazza affari, borsa di milano, ftse mib, =btp, =mef, =mimit, =inps, =inail,
    agenzia delle entrate, confindustria, =cgil, =cisl, =uil, coldiretti, confcommercio, confesercenti,
    confartigianato, codacons, federconsumatori, =arera, made in italy, =aifa, istituto superiore di sanità, =iss,
    =ssn, servizio sanitario nazionale, =agenas, =ispra, =ingv, =cnr, =gip, =gup, riesame, prefetto`],
  [2, `protezione civile, vigili del fuoco, procura della repubblica, =enel, =eni, stellantis, =fiat, fincantieri,
    poste italiane, unicredit, intesa sanpaolo, mediobanca, monte dei paschi, =mps, banco bpm, pirelli, luxottica,
    barilla, ferrero, lavazza, autostrade per l'italia, =anas, trenitalia, =rfi, ita airways, =snam, =terna, =saipem,
    =a2a, =tajani, =conte, =arpa, =italia, =italiano, =italiana, =italiani, =italiane, =tricolore`],
  [1.5, `=procura, =pm, pubblico ministero`],
  [1, `sindaco, sindaca, =comune, regione, =provincia, =azzurri, =azzurro, =azzurra`],
];
