/**
 * Common given names (Italian first, then frequent foreign ones in Italian
 * news). A given name inside a run of capitals starts a new name:
 * "il ministro dell'Economia Giancarlo Giorgetti" names Giancarlo Giorgetti.
 */

export const FIRST_NAMES: ReadonlySet<string> = new Set(
  `
  adriana adriano agnese agostino alberto alba alessandra alessandro alessia alessio alfredo alice alda aldo alessandro
  amedeo andrea angela angelo anna annalisa antonella antonio arianna armando arturo assunta attilio aurora barbara
  beatrice benedetta benito bernardo bettino bianca bruno camilla carla carlo carlotta carmela carmen carmine carolina
  caterina cecilia cesare chiara claudia claudio clemente concetta corrado cristian cristiana cristina cristiano dalila
  damiano daniela daniele dario davide debora denis diana diego dino domenico donatella donato edoardo elena eleonora
  elisa elisabetta elly emanuela emanuele emilia emiliano emilio emma enrico enzo erika ernesto ettore eugenio ezio
  fabio fabrizio federica federico filippo fiorella flavia flavio francesca francesco franco gabriele gabriella gaetano
  gennaro giacomo giada giampaolo giancarlo gianfranco gianluca gianluigi gianni gianpiero gino giorgia giorgio giovanna
  giovanni girolamo giulia giuliana giuliano giulio giuseppe giuseppina graziano guglielmo guido ignazio ilaria irene
  italo ivan jacopo lamberto laura leonardo letizia lia liliana lina lino loredana lorella lorenzo luana luca lucia
  luciana luciano lucio luigi luisa maddalena manuel manuela marcella marcello marco margherita maria mariano marina
  mario marisa marta martina massimiliano massimo matilde matteo mattia maura maurizio mauro michela michele mirella
  mirko monica nadia nando nicola nicoletta nicolò noemi olga orazio ornella pamela paola paolo pasquale patrizia
  patrizio piero piera pier pierluigi piersilvio pietro raffaele raffaella renato riccardo rita roberta roberto rocco
  romano rosa rosalba rosanna rosaria rossella ruggero sabrina salvatore samuele sandra sandro sara serena sergio silvana
  silvia silvio simona simone sofia stefania stefano susanna teresa tiziana tiziano tommaso ugo umberto valentina
  valentino valeria valerio vanessa vasco veronica vincenzo virginia vittoria vittorio walter
  adam alexander ali andrew angela anthony barack benjamin bill boris carlos charles christine christopher cristiano
  daniel david donald elon emmanuel emily friedrich george gustavo hillary ibrahim jannik javier jean jeff jennifer joe
  john jorge josé joseph juan justin kamala karl keir kim kylian lionel mark marie markus max michael mohammed muhammad
  narendra nicolas novak olaf olena pedro pep peter pierre rafael recep richard robert roger sam sebastian stephen steve
  taylor thomas tim ursula viktor vladimir volodymyr william xi yulia zinedine carlos kaja keir sundar satya jensen
  `
    .split(/\s+/)
    .filter(Boolean),
);
