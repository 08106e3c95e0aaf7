/** Hand-written Italian training text for "cronaca", one example a line (docs/decisions.md, "Local analyzer: category and learning"). */
export const cronaca = `
I carabinieri hanno arrestato un uomo accusato di aver rapinato un ufficio postale.
La polizia ha fermato due giovani sorpresi a rubare in un appartamento.
Il ladro è stato bloccato dai passanti e consegnato agli agenti.
La squadra mobile ha sgominato una banda dedita ai furti in villa.
Un uomo è stato accoltellato durante una lite in un bar.
La vittima è stata colpita con un coltello ed è ricoverata in gravi condizioni.
L'omicidio è avvenuto nella notte in un appartamento della periferia.
Il presunto assassino è stato arrestato dopo una settimana di indagini.
La procura ha iscritto nel registro degli indagati il marito della donna.
Il femminicidio ha scosso l'intera comunità del paese.
Il giudice per le indagini preliminari ha convalidato il fermo.
L'imputato è stato condannato all'ergastolo in primo grado.
La Corte d'appello ha ridotto la pena a quindici anni.
Il processo si è aperto in tribunale con l'ascolto dei testimoni.
L'avvocato difensore ha chiesto l'assoluzione del suo assistito.
Il pubblico ministero ha chiesto vent'anni di reclusione.
La Cassazione ha confermato la condanna.
Un incidente stradale ha causato la morte di un motociclista.
L'auto è uscita di strada e si è ribaltata in un campo.
Lo scontro frontale tra due auto ha provocato tre feriti.
Il pedone è stato investito da un furgone mentre attraversava.
Il conducente è fuggito senza prestare soccorso.
La polizia stradale ha eseguito i rilievi per ricostruire la dinamica.
L'incidente ha provocato lunghe code in tangenziale.
Un camion ha perso il carico in autostrada.
Un operaio è morto cadendo da un'impalcatura in un cantiere.
L'incidente sul lavoro è avvenuto in una fabbrica di mobili.
I vigili del fuoco sono intervenuti per un incendio in un condominio.
Le fiamme hanno distrutto un capannone di una ditta di trasporti.
L'incendio è partito dalla cucina e si è esteso al tetto.
Una fuga di gas ha provocato un'esplosione in una palazzina.
I soccorritori hanno estratto una donna viva dalle macerie.
Il crollo della palazzina ha causato due morti.
La palazzina è stata evacuata per il rischio di cedimenti.
Un bambino è stato salvato dall'annegamento dal bagnino.
Un escursionista è disperso in montagna da due giorni.
Il soccorso alpino ha recuperato il corpo dell'alpinista.
L'elicottero del 118 ha trasportato il ferito in ospedale.
Un anziano è stato trovato morto in casa dopo giorni.
La donna è scomparsa da casa e i familiari hanno lanciato un appello.
Le ricerche del ragazzo scomparso sono proseguite per tutta la notte.
La truffa del finto nipote ha colpito decine di anziani.
I truffatori si fingevano operatori della banca al telefono.
La guardia di finanza ha sequestrato merce contraffatta al porto.
I carabinieri hanno sequestrato una piantagione di marijuana.
Lo spacciatore è stato arrestato con cento dosi di eroina.
L'operazione antidroga ha portato a venti arresti.
La maxi operazione contro la camorra ha portato in carcere trenta persone.
Il boss mafioso è stato catturato dopo trent'anni di latitanza.
L'inchiesta sulla 'ndrangheta ha svelato infiltrazioni negli appalti.
L'usura e l'estorsione colpiscono i commercianti del quartiere.
La rissa tra giovani davanti alla discoteca è finita con un ferito.
La baby gang è accusata di rapine ai danni di coetanei.
Il furto in gioielleria è stato ripreso dalle telecamere di sorveglianza.
La rapina in banca è durata pochi minuti.
I ladri hanno fatto esplodere il bancomat nella notte.
Il furgone portavalori è stato assaltato da un commando armato.
Il cadavere è stato ritrovato nel fiume da un pescatore.
L'autopsia chiarirà le cause della morte.
Gli investigatori non escludono alcuna pista.
La polizia scientifica ha raccolto tracce di sangue nell'auto.
Il testimone ha riconosciuto l'aggressore in una foto.
La vittima ha denunciato l'ex compagno per stalking.
Il giovane è stato arrestato per maltrattamenti in famiglia.
La maestra è indagata per maltrattamenti sui bambini dell'asilo.
Il medico è accusato di omicidio colposo per la morte della paziente.
Il sindaco è stato arrestato per corruzione negli appalti pubblici.
L'inchiesta per tangenti coinvolge funzionari del comune.
La nave è stata sequestrata nel porto per irregolarità.
Il maltempo ha allagato sottopassi e cantine in città.
La frana ha isolato una frazione del comune.
La scossa di terremoto è stata avvertita dalla popolazione, senza danni.
Il nubifragio ha fatto cadere alberi sulle auto parcheggiate.
La strada è stata chiusa per il crollo di un muro di contenimento.
Il treno è deragliato vicino alla stazione, nessun ferito grave.
Il bus di linea ha preso fuoco mentre era in servizio.
L'aggressione al capotreno ha portato all'arresto di un passeggero.
La lite per un parcheggio è degenerata in una sparatoria.
L'uomo ha sparato dal balcone ferendo un vicino.
Il cane ha azzannato un bambino al parco.
Il piccolo è stato ritrovato sano e salvo nel bosco.
La polizia locale ha sequestrato il ristorante per carenze igieniche.
Il carabiniere è stato ferito durante un inseguimento.
L'evaso è stato ripreso dopo tre giorni di fuga.
Il detenuto è morto in carcere.
La rivolta nel carcere è stata sedata dalla polizia penitenziaria.
Il vandalismo ha colpito le panchine del parco cittadino.
I writer hanno imbrattato il treno in sosta in stazione.
La ragazza è stata molestata sull'autobus.
Un'intossicazione alimentare ha colpito gli ospiti di un matrimonio.
Il monossido di carbonio di una stufa ha ucciso una coppia di anziani.
Il bambino è caduto dalla finestra ed è stato portato in ospedale.
La polizia ha denunciato il proprietario del locale per musica troppo alta di notte.
La salma è stata restituita ai familiari per il funerale.
Il paese si è stretto attorno alla famiglia della vittima.
`;
