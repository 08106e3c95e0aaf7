import { Link } from "react-router";
import { PageSection, StaticPage } from "../../components/static-page";

/** The day this statement was last reviewed against the site (docs/product.md#static-pages). */
const REVIEWED_ON = "30 novembre 2026";

export function meta() {
  return [
    { title: "Dichiarazione di accessibilità | Rassegna" },
    {
      name: "description",
      content:
        "Quanto è accessibile Rassegna: le regole WCAG 2.2 AA che il sito rispetta, come lo verifichiamo, i limiti noti e come segnalarci un problema.",
    },
  ];
}

/**
 * The accessibility statement, on the model of AgID's: the standard, the state of conformity, what is known not
 * to conform and why, how it was assessed, how to report a problem and where to turn if the answer does not
 * satisfy. What it promises is what the browser tests check (docs/testing.md, accessibility).
 */
export default function AccessibilityStatement() {
  return (
    <StaticPage title="Dichiarazione di accessibilità" updated={REVIEWED_ON}>
      <p>
        Rassegna vuole essere leggibile e usabile da tutti: con la tastiera, con un lettore di schermo, con il
        testo ingrandito, da un telefono o da un computer. Questa dichiarazione riguarda il sito pubblico (la home,
        le pagine degli articoli, la ricerca e le pagine informative) e la dashboard dell'amministratore.
      </p>

      <PageSection title="Stato di conformità">
        <p>
          Il sito è <strong>parzialmente conforme</strong> alle Linee guida per l'accessibilità dei contenuti web
          (WCAG) 2.2, livello AA, richiamate dalla norma europea EN 301 549, per i contenuti indicati sotto come non
          accessibili, che non dipendono interamente da noi.
        </p>
      </PageSection>

      <PageSection title="Cosa trovi sul sito">
        <ul className="list-disc space-y-1 pl-6">
          <li>
            un collegamento <strong>«Vai al contenuto»</strong>, il primo elemento raggiunto con il tasto Tab, che
            salta l'intestazione e i menu;
          </li>
          <li>tutte le funzioni usabili con la sola tastiera, con il punto attivo sempre evidenziato;</li>
          <li>pulsanti e collegamenti di almeno 24 × 24 pixel, e testi con un contrasto di almeno 4,5:1;</li>
          <li>titoli, regioni e moduli descritti in modo che un lettore di schermo li annunci correttamente;</li>
          <li>pagine che si adattano allo schermo di un telefono senza scorrere di lato;</li>
          <li>
            i riassunti scritti automaticamente indicati come tali («Riassunto automatico»), anche per chi usa un
            lettore di schermo.
          </li>
        </ul>
      </PageSection>

      <PageSection title="Contenuti non accessibili">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Immagini degli articoli.</strong> Provengono dalle testate e non hanno una descrizione
            alternativa: le trattiamo come decorative, perché il titolo accanto dice già di che cosa parla la
            notizia. Un'immagine che contiene testo non ne riporta il contenuto.
          </li>
          <li>
            <strong>Riassunti.</strong> Sono generati automaticamente e possono contenere errori o frasi poco chiare;
            l'articolo originale, sul sito della testata, resta il riferimento.
          </li>
          <li>
            <strong>Articoli originali.</strong> Il collegamento «Leggi l'articolo originale» porta sul sito della
            testata, la cui accessibilità dipende dall'editore.
          </li>
          <li>
            <strong>Annunci pubblicitari.</strong> Quando sono attivi e hai dato il consenso, gli annunci sono forniti
            da Google AdSense: il loro contenuto e il loro funzionamento non dipendono da noi.
          </li>
        </ul>
      </PageSection>

      <PageSection title="Come è stata redatta questa dichiarazione">
        <p>
          Con una autovalutazione. A ogni modifica del sito, test automatici aprono in un browser ogni pagina
          pubblica e ogni schermata della dashboard, a 390 e a 1280 pixel di larghezza, e le controllano con
          axe-core secondo le regole WCAG 2.2 livello A e AA; altri test usano la sola tastiera (il collegamento «Vai
          al contenuto», i menu, le finestre di dialogo). La dichiarazione è stata rivista il {REVIEWED_ON}.
        </p>
      </PageSection>

      <PageSection title="Segnalaci un problema">
        <p>
          Se qualcosa del sito non riesci a usarlo, o un contenuto non ti è accessibile, scrivici dalla{" "}
          <Link to="/contact" className="text-blue-800 underline">
            pagina Contatti
          </Link>{" "}
          indicando la pagina e il problema: ti risponderemo entro 30 giorni e, dove possibile, ti daremo il
          contenuto in una forma accessibile.
        </p>
      </PageSection>

      <PageSection title="Procedura di attuazione">
        <p>
          Se la risposta non ti soddisfa, o non la ricevi entro 30 giorni, puoi rivolgerti all'Agenzia per l'Italia
          Digitale (AgID), che vigila sull'accessibilità in Italia, con una segnalazione dal suo sito,
          agid.gov.it.
        </p>
      </PageSection>
    </StaticPage>
  );
}
