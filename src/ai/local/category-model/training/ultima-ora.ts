/** Training text: a news app's push alerts, a few words each and no verb to spare (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const ultimaOra: TrainingSource = {
  source: "Ultim'ora Italia (notifiche push)",
  text: {
    tecnologia: `
Down globale dei social, app inaccessibili da un'ora
Nuovo iPhone, presentazione fissata per settembre
Furto di dati: esposti gli indirizzi email di trenta milioni di clienti
Intelligenza artificiale, l'Ue approva le nuove regole
Guasto alla rete mobile, chiamate impossibili in mezza Italia
`,
    politica: `
Governo, via libera al decreto in Consiglio dei ministri
Fiducia approvata al Senato con 104 sì
Si dimette il presidente della Regione
Legge elettorale, accordo nella maggioranza
Amministrative, affluenza in calo alle 12
Il premier al Quirinale per le consultazioni
Ballottaggio, il candidato civico vince con il 52 per cento
Primarie, la sfidante batte il segretario uscente
`,
    economia: `
Borsa, Milano apre in calo dell'1 per cento
Bce taglia i tassi di un quarto di punto
Carburanti, benzina sopra i due euro al litro
Istat: il Pil cresce dello 0,3 nel trimestre
Sciopero generale dei metalmeccanici venerdì
Bollette della luce giù del dieci per cento
`,
    sport: `
Gol al 93', la Roma vince il derby
Sinner campione, battuto Alcaraz in finale
Esonerato l'allenatore dopo la sconfitta di ieri
Formula 1, pole della Ferrari in Bahrein
Italvolley campione d'Europa
Ufficiale: il capitano rinnova fino al 2027
`,
    salute: `
Influenza, superati i dieci milioni di casi
Nuovo vaccino approvato dall'agenzia europea del farmaco
Allarme medici: pronto soccorso senza personale
Epidemia di morbillo, scuole in allerta
Sanità, stanziati tre miliardi per le liste d'attesa
`,
    scienza: `
Eclissi di Luna stanotte, visibile da tutta Italia
Lanciata la missione europea verso Giove
Scoperto un nuovo pianeta simile alla Terra
Nobel per la fisica a tre scienziati
Astronauta italiana in partenza per la stazione spaziale
`,
    cultura: `
Morto il grande scrittore, aveva 91 anni
Uffizi, domenica ingresso gratuito
Premio Strega, la cinquina dei finalisti
Ritrovato un Caravaggio rubato trent'anni fa
Scala, standing ovation per la prima
`,
    cronaca: `
Esplosione in una palazzina, due feriti
Scossa di terremoto avvertita a Napoli, nessun danno
Rapina a mano armata in gioielleria, caccia ai banditi
Incidente in autostrada, tre morti
Arrestato il presunto assassino della ragazza
Maltempo, ragazzo travolto dalla piena del torrente
`,
    ambiente: `
Caldo record, bollino rosso in venti città
Allerta rossa per piogge in Emilia-Romagna
Incendio boschivo, canadair in azione sul Vesuvio
Smog, blocco del traffico a Milano e Torino
Mar Mediterraneo a 30 gradi, mai così caldo
`,
    internazionale: `
Attacco con droni su Kiev, vittime civili
Elezioni negli Usa, si vota in tutti gli stati
Gaza, raggiunta una tregua di 48 ore
Il presidente francese scioglie il parlamento
Terremoto in Giappone, allerta tsunami
Colpo di stato in un paese africano, arrestato il presidente
`,
    intrattenimento: `
Sanremo, svelati i nomi dei big in gara
Morto l'attore simbolo della commedia italiana
La serie più vista dell'anno torna con la seconda stagione
Biglietti esauriti in un'ora per il tour negli stadi
Oscar, tutte le nomination
`,
    viaggi: `
Sciopero dei treni domenica, le fasce garantite
Voli cancellati per nebbia a Milano Linate
Esodo estivo, bollino nero sulle autostrade sabato
Nuovo treno diretto Milano-Monaco dall'estate
Traghetti, più corse per la Sardegna ad agosto
`,
  },
};
