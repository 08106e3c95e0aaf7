/**
 * World gazetteer, people and institutions: foreign leaders, governments,
 * parliaments, parties and international bodies. Weights as in
 * world-places.ts; the European Union's bodies weigh little, since Brussels
 * is as much Italian politics and economy as foreign news.
 */
import type { WeightedTerms } from "./lexicon-index.js";

export const FOREIGN_LEADERS: WeightedTerms = [
  [3, `=trump, =biden, =obama, =putin, =zelensky, =zelenski, =zelenska, =macron, =merz, =scholz, =starmer, =sunak,
    =farage, le pen, =bardella, =mélenchon, =melenchon, =lecornu, =bayrou, =barnier, =lavrov, =peskov, =medvedev,
    =shoigu, =rubio, =vance, =hegseth, =witkoff, =netanyahu, =erdogan, =orban, =orbán, =tusk, =nawrocki, =sánchez,
    =feijóo, =mitsotakis, =lukashenko, =aliyev, =pashinyan, =vucic, =vučić, =kadyrov, =navalny, =guterres, =rutte,
    =stoltenberg, xi jinping, li qiang, kim jong un, =khamenei, =pezeshkian, =assad, =sinwar, =haniyeh, =nasrallah,
    abu mazen, bin salman, =al-sisi, =haftar, =dbeibah, =saied, =maduro, =milei, =lula, =boric, =bukele, =noboa,
    =sheinbaum, =trudeau, =carney, =ishiba, =kishida, =takaichi, narendra modi, =ramaphosa, =tinubu, =frederiksen,
    =wilders, =weidel, =zaluzhny, =syrskyi, =yermak, =prigozhin, =jolani, =al-sharaa, =raisi, mohammed bin salman`],
  [2, `=harris, =kallas, von der leyen, =sanchez, =petro, =ruto, =abiy, =yoon, =zapatero, =clinton, =blinken, =kennedy`],
];

export const FOREIGN_INSTITUTIONS: WeightedTerms = [
  [3, `casa bianca, =cremlino, =eliseo, downing street, =bundestag, =bundesrat, =knesset, =duma, =pentagono,
    dipartimento di stato, congresso americano, congresso degli stati uniti, senato americano,
    camera dei rappresentanti, =fbi, =onu, nazioni unite, consiglio di sicurezza, assemblea generale dell'onu,
    alleanza atlantica, la nato, della nato, alla nato, dalla nato, nella nato, sulla nato, vertice nato,
    alleati nato, paesi nato, =unicef, =unhcr, =unrwa, corte penale internazionale, corte internazionale di giustizia,
    =aiea, =brics, unione africana, lega araba, =asean, =hamas, =hezbollah, =houthi, =isis, =talebani, =idf, =mossad,
    =cdu, =csu, =spd, =afd, rassemblement national, =likud, =fidesz, =psoe, =tories, =tory, =labour, =laburisti,
    partito comunista cinese, partito repubblicano americano, assemblea nazionale francese, casa rosada,
    croce rossa internazionale, mezzaluna rossa, capo della casa bianca, presidente americano, presidente russo,
    presidente ucraino, presidente francese, presidente cinese, presidente turco, cancelliere tedesco,
    premier britannico, premier israeliano, premier spagnolo, premier ungherese, premier polacco, premier giapponese,
    premier indiano`],
  [2, `medici senza frontiere, amnesty, human rights watch, save the children, assemblea nazionale, corte suprema,
    consiglio europeo, ordine esecutivo, =presidenziali, elezioni legislative, =repubblicani, =cia`],
  [1.5, `=g7, =g20, =opec, =fao, =oms, organizzazione mondiale della sanità`],
  [1, `=ue, unione europea, commissione europea, parlamento europeo, =europarlamento, =eurodeputati`],
];
