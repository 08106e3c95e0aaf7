/** Training text: a southern local paper's short news items, one or two sentences each on small inland towns (fictional publisher and towns, written for this repository). */
import type { TrainingSource } from "./source.js";

export const sentinellaDelSannio: TrainingSource = {
  source: "La Sentinella del Sannio (brevi locali)",
  text: {
    tecnologia: `
Pietralta, le scuole medie ricevono quaranta tablet e una lavagna interattiva per ogni aula.
Roccavalle, nella sala del municipio un corso gratuito per imparare a usare lo smartphone e le app della pubblica amministrazione.
San Marco dei Colli, attivata la rete wifi pubblica in piazza e nella villa comunale.
Un ingegnere di Pietralta ha brevettato un sensore che avvisa il contadino quando il terreno ha bisogno d'acqua.
`,
    politica: `
Roccavalle, il sindaco azzera la giunta e nomina tre nuovi assessori.
Pietralta, la minoranza chiede un consiglio comunale straordinario sulla chiusura dell'ufficio postale.
San Marco dei Colli, eletto il nuovo presidente del consiglio comunale con i voti di maggioranza e opposizione.
La Provincia approva il piano di manutenzione delle strade interne, protestano i sindaci dell'Alto Sannio.
Roccavalle, l'ex sindaco annuncia la sua candidatura al consiglio regionale.
Elezioni comunali a Pietralta: affluenza al 61 per cento, vince la lista del sindaco uscente.
`,
    economia: `
Pietralta, il caseificio sociale premiato per la sua mozzarella apre un punto vendita a Milano.
Roccavalle, la crisi del grano duro: prezzi sotto i costi di produzione, gli agricoltori in assemblea.
San Marco dei Colli, la cantina cooperativa esporta il suo aglianico in Canada e Giappone.
Chiude la banca in paese, resterà solo lo sportello bancomat.
Bando della Camera di commercio per le imprese giovani: contributi fino a trentamila euro.
Pietralta, la fiera del bestiame torna dopo tre anni con duecento espositori.
`,
    sport: `
Pietralta, la squadra di calcio vince il campionato di Prima categoria e sale in Promozione.
Roccavalle, inaugurato il campo di calcetto in erba sintetica dietro la scuola.
Corsa podistica di San Marco dei Colli, trecento partecipanti sui dieci chilometri.
Il giovane pugile di Roccavalle conquista il titolo regionale dei pesi leggeri.
Pietralta, torneo di bocce per gli anziani del centro sociale: vincono i padroni di casa.
`,
    salute: `
Roccavalle, il poliambulatorio riapre con cardiologia e ginecologia due giorni a settimana.
Pietralta, donazione di sangue domenica mattina nella sede dell'associazione.
San Marco dei Colli, un defibrillatore in piazza grazie alla raccolta fondi dei commercianti.
L'ospedale di Roccavalle perde il punto nascita, le partorienti dovranno andare in città.
Pietralta, il medico di famiglia va in pensione e mille pazienti restano senza assistenza.
`,
    scienza: `
San Marco dei Colli, il liceo vince le olimpiadi nazionali di astronomia.
Nelle cave di Pietralta trovate le impronte di un dinosauro vissuto 110 milioni di anni fa.
Roccavalle, gli studenti costruiscono una stazione meteorologica e pubblicano i dati online.
Un ricercatore di Pietralta tra gli autori dello studio sulle onde gravitazionali.
`,
    cultura: `
Pietralta, riapre il museo della civiltà contadina con una sala dedicata alla tessitura.
Roccavalle, il premio di poesia dialettale arriva alla ventesima edizione.
San Marco dei Colli, presentato in biblioteca il libro sulla storia del castello normanno.
Restaurato il portale romanico della chiesa madre di Roccavalle.
Pietralta, il coro parrocchiale canta la messa di Pergolesi nella cattedrale.
Pietralta, apre una libreria con caffè letterario nel vecchio forno del paese.
`,
    cronaca: `
Roccavalle, auto fuori strada nella notte: due giovani feriti, uno è grave.
Pietralta, furto di rame nella cabina elettrica, paese al buio per ore.
San Marco dei Colli, incendio in un fienile: salvati gli animali.
Truffa dell'assicurazione online, denunciato un ventenne di Roccavalle.
Pietralta, cane avvelenato nella villa comunale, denuncia ai carabinieri.
Arrestato a Roccavalle un uomo che maltrattava la moglie.
Pietralta, un anziano cade nel pozzo della masseria e viene salvato dai vigili del fuoco.
`,
    ambiente: `
San Marco dei Colli, il fiume torna pulito dopo l'allaccio delle case al depuratore.
Pietralta, i volontari ripuliscono il bosco comunale: raccolti quaranta sacchi di rifiuti.
Roccavalle, il parco eolico sulla collina divide il paese tra favorevoli e contrari.
Incendi boschivi, venti ettari di querceto in fumo sopra Pietralta.
San Marco dei Colli, la raccolta differenziata supera l'ottanta per cento.
Avvistato il lupo vicino alle stalle di Roccavalle, gli allevatori chiedono recinzioni.
`,
    internazionale: `
Pietralta, il paese accoglie dodici famiglie afghane fuggite dopo il ritorno dei talebani.
Roccavalle, gemellaggio con una città argentina fondata da emigranti del paese.
Un giovane di San Marco dei Colli racconta dal Libano la paura dei bombardamenti al confine con Israele.
`,
    intrattenimento: `
Pietralta, la sagra d'agosto chiude con il concerto di un cantante neomelodico e i fuochi d'artificio.
Roccavalle, la giovane cantante del paese passa le selezioni del talent televisivo.
San Marco dei Colli, torna il cinema all'aperto nel chiostro del convento.
Pietralta, serata di cabaret in piazza con i comici di una trasmissione televisiva.
`,
    viaggi: `
Roccavalle entra nel circuito dei borghi più belli: attesi più turisti nei fine settimana.
Pietralta, nuovo albergo diffuso nelle case del centro storico restaurate.
San Marco dei Colli, il sentiero dei mulini è stato segnato e riaperto agli escursionisti.
Il treno storico porterà i turisti da Napoli a Pietralta ogni domenica di maggio.
`,
  },
};
