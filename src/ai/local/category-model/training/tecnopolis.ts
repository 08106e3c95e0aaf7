/** Training text: a technology blog's reviews, how-tos and news, with the science, business and crime stories it covers (fictional site, written for this repository). */
import type { TrainingSource } from "./source.js";

export const tecnopolis: TrainingSource = {
  source: "Tecnopolis (blog di tecnologia)",
  text: {
    tecnologia: `
Recensione: lo schermo è luminoso e la batteria arriva a sera, ma la fotocamera delude con poca luce.
Guida: come liberare spazio sul telefono senza cancellare le foto.
Il nuovo sistema operativo per smartphone introduce un assistente che riassume notifiche ed email.
Prova su strada del monopattino elettrico: trenta chilometri di autonomia e freni a disco.
Abbiamo provato le cuffie con cancellazione del rumore: isolano bene anche in metropolitana.
Tutorial: attivare la verifica in due passaggi su tutti gli account.
Il portatile ultraleggero pesa meno di un chilo e si ricarica con il caricabatterie del telefono.
Falla di sicurezza nei router domestici: aggiornate subito il firmware.
Il motore di ricerca risponde ora con testi generati dall'intelligenza artificiale.
Confronto tra i servizi di archiviazione cloud: spazio gratuito, prezzi e privacy.
Il televisore con schermo oled da 55 pollici scende sotto i mille euro.
Lo smartwatch misura l'ossigeno nel sangue e la temperatura della pelle.
Come scegliere una stampante per la casa: laser o a getto d'inchiostro?
La console portatile permette di giocare ai titoli del computer in mobilità.
Programmare in Python: i primi passi per automatizzare i fogli di calcolo.
Il browser blocca di serie i cookie traccianti dei siti.
Il nuovo modello linguistico open source gira anche su un computer di casa.
Gli occhiali smart scattano foto e traducono i cartelli in tempo reale.
`,
    scienza: `
Il razzo riutilizzabile è atterrato sulla piattaforma in mare dopo aver portato in orbita sessanta satelliti.
Il computer quantistico ha risolto in pochi minuti un calcolo che richiederebbe migliaia di anni.
I ricercatori hanno usato l'intelligenza artificiale per prevedere la forma di milioni di proteine.
Il telescopio spaziale ha misurato la composizione dell'atmosfera di un esopianeta.
`,
    economia: `
Il colosso dei social network ha perso il venti per cento in Borsa dopo la trimestrale deludente.
La startup italiana dei pagamenti digitali raccoglie cento milioni da fondi americani.
Licenziamenti nel settore tecnologico: la società della Silicon Valley taglia diecimila posti.
Il mercato degli smartphone in Europa cala per il secondo anno consecutivo.
`,
    cronaca: `
Arrestato il gruppo di hacker che rubava i dati delle carte di credito dai siti di e-commerce.
Truffa dei falsi investimenti in criptovalute: sequestrati beni per due milioni, denunciate venti persone.
La polizia postale ha chiuso un sito che vendeva documenti falsi, arrestati i gestori.
`,
    intrattenimento: `
La piattaforma di streaming alza i prezzi e vieta la condivisione delle password.
Il videogioco più atteso dell'anno è uscito: trenta ore di storia e un mondo aperto sterminato.
I servizi di musica in streaming hanno superato i cinquecento milioni di abbonati.
`,
  },
};
