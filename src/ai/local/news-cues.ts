/**
 * The roles words play in how a news story reads, beyond their own polarity:
 * trends (up, down) and the quantities they move (bad ones like prices and
 * infections, good ones like jobs and exports), arrests (a harmful event
 * however it ends), remedies after a harm, rescues and relief, and the
 * procedural words of trials, timetables and announcements. Matched by light
 * stem, "=form" as written.
 */
import type { WeightedTerms } from "./lexicon-index.js";

/** Role bits; a word may carry several ("crescita" is a trend and a good quantity). */
export const ROLE = {
  up: 1,
  down: 2,
  /** A quantity whose rise is bad news (prices, infections, thefts). */
  bad: 4,
  /** A quantity whose rise is good news (jobs, exports, screenings). */
  good: 8,
  /** Police acting on a crime (arrests, seizures): the crime is the news, a harmful event. */
  act: 16,
  /** Relief beside a harm ("illesi", "per fortuna"): no good news when a harm is named. */
  relief: 32,
  /** Help after a harm: the harm named next is the occasion, not the news. */
  remedy: 128,
  /** Trials, timetables, fares, rules, programmes: news about a procedure. */
  procedural: 256,
  /** A verdict: a trial's news is its outcome, no longer its procedure. */
  outcome: 512,
  /** Someone found or saved: the plight in the same sentence is how the story began. */
  rescue: 1024,
  /** Lost, missing, trapped: the plight a rescue resolves. */
  plight: 2048,
} as const;

/** Terms by role bit, in the weighted-list format the lexicon index compiles. */
export const NEWS_CUES: WeightedTerms = [
  [ROLE.up, `aumento, aumenti, aumenta, aumentano, aumentato, aumentata, aumentati, aumentate, in aumento, cresce,
    =salire, torna a salire, tornano a salire, =risale, risalgono, rialza la testa, rialzano la testa,
    crescono, crescita, cresciuto, cresciuta, cresciuti, cresciute, in crescita, =sale, salgono, salito, salita,
    saliti, salite, rialzo, rialzi, balzo, impennata, boom, record, raddoppia, raddoppiano, raddoppiato, raddoppiati,
    raddoppiate, triplicati, triplica, picco, =vola, =volano, schizza, schizzano, lievita, lievitano, alle stelle,
    rincaro, rincari, supera, superano, corre, corrono, accelera, accelerano, ai massimi, massimi storici,
    più alta, più alto, più alti, più alte, più elevata, più elevato, più elevati, più elevate`],
  [ROLE.down, `calo, cala, calano, calato, calata, calati, calate, in calo, scende, scendono, sceso, scesa, scesi,
    scese, diminuisce, diminuiscono, diminuito, diminuita, diminuiti, diminuite, diminuzione, riduzione, ridotto,
    ridotta, ridotti, ridotte, riduce, riducono, dimezzati, dimezzato, dimezzata, dimezzate, dimezza, dimezzano,
    crollo, crollano, crolla, crollati, crollate, =giù, ai minimi, al minimo, minimo storico, minimi storici,
    flessione, frenata, =frena, =frenano, taglio, tagli, taglia, tagliano, tagliate, tagliati, contrazione, contrae,
    ribasso, ribassi, in discesa, rallenta, rallentano, rallentamento, azzerati, azzerate, azzera`],
  [ROLE.bad, `disoccupazione, disoccupati, inflazione, prezzi, prezzo, costi, costo, bollette, bolletta, tariffe,
    rata, rate, tassi, tasso, spread, rendimento, rendimenti, debito, debiti, deficit, affitti, affitto, =casi,
    contagi, ricoveri, ricoverati, morti, vittime, decessi, feriti, incidenti, infortuni, furti, rapine, truffe,
    reati, omicidi, femminicidi, crimini, emissioni, smog, inquinamento, polveri sottili, temperature, =caldo,
    povertà, poveri, liste d'attesa, attese, tempi di attesa, code, sfratti, fallimenti, licenziamenti, esuberi,
    =tempi, cassa integrazione, abbandono scolastico, evasione, consumo di suolo, incendi, perdite, rischio, rischi,
    cancellazioni, ritardi, disagi, suicidi, overdose, =tasse, pressione fiscale, accise, benzina, carburanti,
    gasolio, bollo, ticket, =iva, mortalità, incidenza, infezioni, malati, ammalati, =premi, polizza, polizze,
    denunce, bocciati, abbandoni, deforestazione, disboscamento, cuneo fiscale, imposte, imposta, aliquote, aliquota,
    =irpef, =imu, tassa, balzelli, concentrazione, concentrazioni, microplastiche, inquinanti, pesticidi`],
  [ROLE.good, `occupazione, occupati, posti di lavoro, assunzioni, =pil, export, esportazioni, vendite, fatturato,
    ricavi, =utili, profitti, turisti, presenze, visitatori, =arrivi, iscritti, iscrizioni, adesioni, adesione,
    partecipazione, nascite, natalità, raccolta differenziata, riciclo, investimenti, salari, stipendi, retribuzioni,
    redditi, potere d'acquisto, consumi, fiducia, produzione, donazioni, donatori, vaccinati, diagnosi precoci,
    screening, borsa, borse, indici, nidi, nidificazioni, esemplari, rinnovabili, risparmi, ascolti, spettatori,
    abbonati, lettori, passeggeri, immatricolazioni, crescita, economia, economie`],
  [ROLE.act, `arrestato, arrestata, arrestati, arrestate, arresto, arresti, arresta, arrestano, in manette, sgomina,
    sgominata, sgominato, sgominate, sgominati, smantella, smantellata, smantellato, smantellate, catturano, cattura,
    catturato, catturata, catturati, =fermato, =fermati, fermo convalidato, denunciato, denunciata, denunciati,
    denunciate, sequestrati, sequestrato, sequestrata, sequestrate, sequestro, smascherato, smascherata, smascherati,
    colpo al clan, duro colpo, sventato, sventata, sventati, perquisizione, perquisizioni, perquisiti, perquisito,
    ai domiciliari, agli arresti, indagato, indagata, indagati, indagate, in carcere, blitz, retata`],
  [ROLE.remedy, `per la ricostruzione, ricostruzione post, stanziati, stanziato, stanziate, stanziamento, =fondi, aiuti, ristori,
    risarcimento, risarcimenti, indennizzi, contributi, sostegno, sblocca, sbloccati, sbloccato, sbloccate,
    messa in sicurezza, bonifica`],
  [ROLE.procedural, `udienza, udienze, rinvio, rinviato, rinviata, rinviati, rinviate, slitta, slittano, slittamento,
    =fissata, =fissato, =fissate, =fissati, perizia, perizie, disposta la, disposto il, disposta l,
    incidente probatorio, calendario, orari, orario, come funziona, come fare, come richiedere, programma, cartellone,
    tariffe, tariffa, =bando, =bandi, =domande, scadenza, scadenze, modalità, istruzioni, iscrizioni, cosa cambia,
    cambiano le, cambiano gli, cambiano i, cambia la, cambia il, cambiano le regole, nuove regole, in vigore, entra in vigore, presentato, presentata, presentati, presentate, presentazione,
    convocato, convocata, audizione, audizioni, nomina, nominato, nominata, insediamento, riunione, tavolo tecnico,
    processo, divieto, divieti, vietato, vietata, vietati, obbligo, obbligatorio, obbligatoria, regole,
    regolamento, ordinanza, limitazioni, prenotazioni, importi, tabelle, come prenotare, misure, scattano le misure, scatta il divieto, scattano i divieti,
    scatta il blocco, blocco del traffico, blocchi del traffico, stop alle auto, stop ai diesel, decide, deciderà,
    decidono, si pronuncia, si pronuncerà, esamina, esaminerà, è ufficiale, in uscita, uscirà, in vendita, costerà,
    disponibile da, recensione, guida, consigli, come scegliere, cosa sapere, ecco come, ecco cosa, probabili formazioni,
    da fare, da vedere, da visitare,
    alla vigilia, conferenza stampa, convocati, convocazioni, sorteggio, anticipazioni, dove vederla, dove vedere,
    in diretta tv, chi può, come richiederlo, come richiederla, annuncia le date, le date del tour, bollettino,
    previsioni meteo, le previsioni, ricorso, ricorsi, colloqui, esercitazione, esercitazioni, simulazione,
    simulazioni, prova di evacuazione, prove di evacuazione, lettera di invito, lettere di invito, lettere d'invito,
    lettere in arrivo, inviti in arrivo, partono gli inviti`],
  // "treni in orario": on time, no timetable.
  [0, `in orario`],
  [ROLE.rescue, `salvato, salvata, salvati, salvate, tratto in salvo, tratta in salvo, tratti in salvo,
    messo in salvo, messi in salvo, ritrovato, ritrovata, ritrovati, ritrovate, rintracciato, rintracciata,
    rintracciati, estratto vivo, estratta viva, estratti vivi, recuperato vivo, recuperata viva, sta bene,
    stanno bene, lieto fine, raggiunto dai soccorritori, raggiunti dai soccorritori`],
  [ROLE.plight, `disperso, dispersa, dispersi, disperse, scomparso, scomparsa, scomparsi, bloccato, bloccata,
    bloccati, bloccate, intrappolato, intrappolata, intrappolati, isolato, isolati, naufraghi, in difficoltà, caduto,
    caduta, smarrito, smarrita, perso, persa, persi, ipotermia, infreddolito, infreddolita`],
  [ROLE.relief, `illeso, illesa, illesi, illese, incolume, incolumi, scampato pericolo, =fortuna, fortunatamente,
    fuori pericolo, in buone condizioni, buone condizioni, sollievo, tratti in salvo, tratto in salvo, tratta in salvo,
    messi in salvo, messo in salvo, in salvo, salvati, salvato, salvata, salvate, salvataggio, estratto vivo,
    estratta viva, estratti vivi, sta bene, stanno bene, se la cava, se la sono cavata, recuperata la refurtiva,
    recuperato il bottino, refurtiva restituita, restituita la refurtiva`],
  [ROLE.outcome, `condannato, condannata, condannati, condannate, ergastolo, assolto, assolta, assolti, assoluzione,
    anni di carcere, anni di reclusione, patteggiato, patteggia, prescrizione, scarcerato, scarcerata, pena, sentenza, misura cautelare, misure cautelari, custodia cautelare,
    arresti domiciliari`],
];
