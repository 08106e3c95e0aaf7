/**
 * Section names as Italian (and English) publishers use them: in a feed item's
 * <category> terms, in the link's path (/sport/, /esteri/) and in feed names.
 * Multi-word terms are phrases; "=form" matches only that word.
 */
import type { Category } from "../../shared/constants.js";

/** Comma-separated section terms per category. */
export const SECTION_TERMS: Readonly<Record<Category, string>> = {
  sport: `sport, sports, calcio, serie a, serie b, champions league, europa league, calciomercato, tennis, formula 1, =f1,
    motogp, ciclismo, basket, pallavolo, volley, rugby, atletica, nuoto, sci, olimpiadi, golf, boxe, motori sport, tuttosport,
    gazzetta dello sport, =gazzetta, corriere dello sport, sportmediaset, skysport, football, soccer`,
  politica: `politica, politics, parlamento, governo, elezioni, partiti, quirinale, palazzo chigi, politica interna`,
  economia: `economia, economy, business, finanza, finance, mercati, borsa, lavoro, risparmio, fisco, tasse, imprese, aziende,
    money, soldi, consumatori, sole 24 ore, il sole 24 ore, milano finanza, =milanofinanza, affari, economia e finanza`,
  internazionale: `esteri, =estero, mondo, world, internazionale, international, internazionali, dal mondo, world news, =worldnews,
    europa, medio oriente, =americhe, asia, africa, =usa`,
  tecnologia: `tecnologia, tech, technology, hi tech, hitech, digitale, digital, informatica, internet, innovazione, gadget,
    smartphone, videogames, wired, hdblog, punto informatico, =dday, tom's hardware, cybersecurity, intelligenza artificiale`,
  salute: `salute, health, medicina, benessere, sanità, wellness, alimentazione, medicina e salute, salute e benessere, =sanita`,
  scienza: `scienza, scienze, science, spazio, space, astronomia, ricerca scientifica, le scienze, =focus, scienza e ricerca`,
  cultura: `cultura, culture, libri, books, arte, art, mostre, teatro, letteratura, storia, musei, cultura e spettacoli`,
  cronaca: `cronaca, cronache, cronaca nera, nera, giudiziaria, cronaca locale, cronaca di roma, cronaca di milano, incidenti, =crime`,
  ambiente: `ambiente, environment, green, clima, climate, natura, ecologia, sostenibilità, animali, =sostenibilita, =greenandblue`,
  intrattenimento: `spettacoli, spettacolo, entertainment, cinema, film, musica, music, tv, televisione, gossip, people, serie tv,
    show, celebrity, videogiochi, rockol, movieplayer, comingsoon, =vip`,
  viaggi: `viaggi, viaggiare, travel, turismo, tourism, vacanze, weekend, lonely planet, touring, =doveviaggi, itinerari`,
};
