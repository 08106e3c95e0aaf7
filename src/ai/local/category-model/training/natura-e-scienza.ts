/** Training text: a popular-science monthly, research on living things and the Earth beside the pages on protecting them (fictional publisher, written for this repository). */
import type { TrainingSource } from "./source.js";

export const naturaEScienza: TrainingSource = {
  source: "Natura & Scienza (mensile divulgativo)",
  text: {
    scienza: `
Gli etologi hanno filmato i corvi mentre piegano un filo di ferro per farne un uncino: sanno costruire attrezzi.
Studiando gli anelli di accrescimento degli alberi, i ricercatori ricostruiscono il clima degli ultimi mille anni.
Nel laboratorio di genetica le piante di riso sono state modificate per crescere con meno acqua.
I sismologi hanno ricostruito la faglia che ha generato la scossa analizzando le onde registrate da cento stazioni.
Le formiche tagliafoglie coltivano un fungo di cui si nutrono, un'agricoltura nata milioni di anni prima della nostra.
Un fossile di pesce con le pinne simili a zampe racconta il passaggio dei vertebrati dall'acqua alla terraferma.
Le cellule staminali del midollo possono trasformarsi in diversi tipi di tessuto.
Il sonno delle meduse, che non hanno cervello, mette in discussione le ipotesi sulla funzione del riposo.
La spettroscopia permette di capire di cosa è fatta una stella analizzando la sua luce.
Le rocce lunari portate dagli astronauti hanno la stessa composizione del mantello terrestre.
Gli esperimenti sui moscerini della frutta hanno rivelato i geni che regolano l'orologio biologico.
Il ghiaccio antartico conserva bolle d'aria di ottocentomila anni fa, che i fisici analizzano in laboratorio.
`,
    ambiente: `
Le api selvatiche sono in calo in tutta Europa per i pesticidi e la scomparsa dei prati fioriti.
Il fiume è stato liberato dalle briglie di cemento e le trote sono tornate a risalirlo.
Le microplastiche sono state trovate nella neve delle Alpi e nei pesci dei laghi di montagna.
Proteggere le zone umide significa trattenere l'acqua durante le piene e conservare habitat per gli uccelli migratori.
Nelle città gli alberi abbassano la temperatura estiva di diversi gradi e assorbono le polveri sottili.
La pesca eccessiva ha dimezzato il tonno rosso del Mediterraneo prima delle quote introdotte negli anni Duemila.
Il riscaldamento del mare fa morire le praterie di posidonia che proteggono le spiagge dall'erosione.
I pesticidi dispersi nei campi finiscono nelle falde e nei corsi d'acqua.
Le specie aliene, come il granchio blu, minacciano la fauna delle lagune e la pesca.
Il ritorno dell'orso e del lupo sulle Alpi richiede regole per la convivenza con gli allevatori.
Le foreste bruciate in estate impiegano decenni a ricrescere e intanto il suolo frana.
La riduzione delle emissioni di metano dagli allevamenti è una delle leve contro il riscaldamento globale.
`,
    salute: `
Una dieta ricca di fibre nutre i batteri buoni dell'intestino e riduce l'infiammazione.
L'inquinamento dell'aria è legato a migliaia di morti premature per malattie respiratorie e cardiache.
Le zanzare tigre possono trasmettere virus come la dengue anche in Italia: i medici raccomandano attenzione ai sintomi.
`,
    tecnologia: `
I droni con sensori termici contano gli animali nei parchi senza disturbarli.
Un'app riconosce le piante dalla foto di una foglia grazie a una rete neurale addestrata su milioni di immagini.
Le batterie al sodio potrebbero sostituire quelle al litio negli accumuli domestici.
`,
  },
};
