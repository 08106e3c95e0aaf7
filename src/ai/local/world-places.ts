/**
 * World gazetteer, places: foreign countries, regions, capitals and big
 * cities, and the adjectives of nationality, by how surely they put a story
 * abroad (3 surely, 2 likely, 1 often used at home too: "inglese" is also
 * the language, "cinese" also a shop in Prato). Names that are common
 * Italian words or Italian places (Porto, Colonia, Sofia, Mali, San Paolo,
 * Monaco) are left out; proper nouns match as written ("=perù" is not "pera").
 */
import type { WeightedTerms } from "./lexicon-index.js";

export const FOREIGN_COUNTRIES: WeightedTerms = [
  [3, `=francia, =germania, =spagna, =portogallo, regno unito, gran bretagna, =inghilterra, =scozia, =irlanda,
    paesi bassi, =olanda, =belgio, =lussemburgo, =svizzera, =austria, =polonia, =ungheria, =romania, =bulgaria,
    =grecia, =serbia, =croazia, =slovenia, =bosnia, =montenegro, =albania, macedonia del nord, =kosovo, =ucraina,
    =russia, =bielorussia, =moldavia, =lituania, =lettonia, =estonia, =finlandia, =svezia, =norvegia, =danimarca,
    =islanda, repubblica ceca, =cechia, =slovacchia, =cipro, =turchia, =georgia, =armenia, =azerbaigian, stati uniti,
    =canada, =messico, =guatemala, =honduras, el salvador, =nicaragua, costa rica, =panama, =cuba, =haiti,
    repubblica dominicana, =giamaica, =venezuela, =colombia, =ecuador, =perù, =bolivia, =cile, =uruguay, =paraguay,
    =brasile, =cina, =giappone, corea del sud, corea del nord, =taiwan, =mongolia, =india, =pakistan, =bangladesh,
    sri lanka, =nepal, =afghanistan, =iran, =iraq, =siria, =libano, =israele, =palestina, =giordania, arabia saudita,
    =yemen, =oman, emirati arabi, =emirati, =qatar, =kuwait, =bahrein, =kazakistan, =uzbekistan, =turkmenistan,
    =kirghizistan, =tagikistan, =myanmar, =birmania, =vietnam, =cambogia, =laos, =malaysia, =indonesia, =filippine,
    =egitto, =libia, =tunisia, =algeria, =marocco, =sudan, sud sudan, =etiopia, =eritrea, =somalia, =kenya, =uganda,
    =tanzania, =ruanda, =rwanda, =burundi, =congo, =nigeria, =ghana, =senegal, costa d'avorio, burkina faso, =ciad,
    =camerun, =gabon, =angola, =mozambico, =zambia, =zimbabwe, =sudafrica, =namibia, =botswana, =madagascar,
    =mauritania, sierra leone, =liberia, =benin, =australia, nuova zelanda, medio oriente, striscia di gaza, =gaza,
    =cisgiordania, =crimea, =donbass, =kashmir, =tibet, =xinjiang, =groenlandia, =sahel, =balcani, =caucaso,
    =scandinavia, =catalogna, =baviera, =california, =texas, =alaska`],
  [2, `=usa, =america, america latina, sud america, =argentina, =thailandia, =singapore, =malta, =niger, =guinea,
    =togo, =florida, hong kong, =africa, =asia, =siberia, =patagonia, =amazzonia, =bali, =andalusia`],
];

export const FOREIGN_CITIES: WeightedTerms = [
  [3, `=parigi, =berlino, =madrid, =lisbona, =londra, =dublino, =amsterdam, l'aia, =vienna, =berna, =zurigo,
    =varsavia, =budapest, =bucarest, =atene, =belgrado, =zagabria, =lubiana, =sarajevo, =tirana, =pristina, =kiev,
    =kyiv, =mosca, =minsk, =chisinau, =vilnius, =tallinn, =helsinki, =stoccolma, =oslo, =copenaghen, =reykjavik,
    =praga, =bratislava, =ankara, =istanbul, =tbilisi, =erevan, =baku, =washington, los angeles, =chicago,
    san francisco, =miami, =ottawa, =toronto, =montreal, città del messico, l'avana, =caracas, =bogotà, =quito, =lima,
    la paz, santiago del cile, buenos aires, =montevideo, =brasilia, rio de janeiro, =pechino, =shanghai, =tokyo,
    =seul, =pyongyang, =taipei, nuova delhi, new delhi, =mumbai, =islamabad, =karachi, =kabul, =teheran, =baghdad,
    =damasco, =aleppo, =beirut, =gerusalemme, tel aviv, =amman, =riad, =doha, abu dhabi, =bangkok, =hanoi, =giacarta,
    =manila, kuala lumpur, il cairo, =tripoli, =bengasi, =tunisi, =algeri, =rabat, =casablanca, =khartoum,
    addis abeba, =nairobi, =mogadiscio, =kinshasa, =lagos, =abuja, =dakar, =johannesburg, città del capo, =pretoria,
    =canberra, =sydney, =melbourne, =marsiglia, =lione, =siviglia, =amburgo, =francoforte, monaco di baviera,
    =edimburgo, =glasgow, =kharkiv, =odessa, =leopoli, =zaporizhzhia, =kherson, =mariupol, =donetsk, =luhansk, =kursk,
    =belgorod, san pietroburgo, =rafah, khan younis, =mosul, =kandahar, =lahore, =dacca, =yangon`],
  [2, `new york, =dubai, =nizza, =valencia, =bilbao, =ginevra, =strasburgo, =marrakech, cannes, =boston, =houston,
    =seattle, las vegas`],
  [1, `barcellona, bruxelles, =cairo`],
];

export const NATIONALITIES: WeightedTerms = [
  [3, `statunitense, israeliano, palestinese, ucraino, iraniano, siriano, libanese, iracheno, afghano, saudita,
    yemenita, sudanese, etiope, keniano, kenyota, sudafricano, peruviano, nordcoreano, sudcoreano, taiwanese,
    bielorusso, azero, kazako, birmano, emiratino, qatariota, kuwaitiano, congolese, ruandese, ugandese, tanzaniano,
    maliano, nigerino, ciadiano, camerunense, angolano, mozambicano, zimbabwese, namibiano, malgascio, mauritano,
    boliviano, paraguaiano, uruguaiano, haitiano, guatemalteco, honduregno, nicaraguense, salvadoregno, panamense,
    uzbeko, tagiko, turkmeno, kirghiso, mongolo, cambogiano, laotiano`],
  [2.5, `britannico, messicano, cileno, colombiano, venezuelano, canadese, australiano, neozelandese, coreano,
    pakistano, indonesiano, vietnamita, georgiano, armeno, bosniaco, kosovaro, montenegrino, slovacco, lituano,
    lettone, estone, finlandese, svedese, norvegese, danese, islandese, irlandese, belga, lussemburghese, cipriota,
    libico, egiziano, eritreo, somalo`],
  [2, `francese, tedesco, spagnolo, portoghese, olandese, svizzero, elvetico, austriaco, polacco, ungherese, bulgaro,
    serbo, croato, sloveno, =ceco, =ceca, =cechi, =ceche, moldavo, turco, americano, brasiliano, argentino, cubano,
    ecuadoriano, dominicano, giamaicano, giapponese, indiano, thailandese, nepalese, filippino, algerino, tunisino,
    marocchino, nigeriano, ghanese, ivoriano, scozzese, gallese, maltese, malese, singaporiano, ecuadoregno`],
  [1.5, `russo, greco, cinese, rumeno, romeno, albanese, senegalese, bengalese, arabo, africano, asiatico,
    sudamericano, latinoamericano, mediorientale`],
  [1, `inglese, occidentale, straniero`],
];
