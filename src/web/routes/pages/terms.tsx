import { Link } from "react-router";
import { StaticPage, PageSection } from "../../components/static-page";
import type { Route } from "./+types/terms";
import { loadSyncFrequency } from "./sync-frequency.server";

export function meta() {
  return [
    { title: "Termini di servizio | Rassegna" },
    {
      name: "description",
      content:
        "Le condizioni d'uso di Rassegna: natura informativa dei contenuti, riassunti generati automaticamente, diritti degli editori, pubblicità e legge applicabile.",
    },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadSyncFrequency(context);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage title="Termini di servizio" updated="21 novembre 2026">
      <p>
        I presenti termini regolano l'uso di Rassegna, un aggregatore di notizie in lingua italiana. Navigando
        sul sito accetti queste condizioni; se non sei d'accordo, ti chiediamo di non utilizzare il servizio.
      </p>

      <PageSection title="1. Il servizio">
        <p>
          Rassegna raccoglie articoli dai feed RSS/Atom e dalle pagine web di editori italiani scelti
          dall'amministratore editoriale, li aggiorna {loaderData.syncEvery} e, per ciascuno, mostra un riassunto,
          una categoria, il sentiment, le parole chiave e alcuni tag, insieme al collegamento all'articolo
          originale. La consultazione è gratuita e non richiede registrazione.
        </p>
      </PageSection>

      <PageSection title="2. Natura informativa dei contenuti">
        <p>
          I contenuti di Rassegna sono forniti a solo scopo informativo. Non costituiscono consulenza di alcun
          tipo (legale, finanziaria, medica o di altra natura) e non sostituiscono la lettura delle fonti.
        </p>
      </PageSection>

      <PageSection title="3. Riassunti generati automaticamente">
        <p>
          Riassunti, categorie, sentiment, parole chiave e tag sono generati in modo automatico da sistemi di
          intelligenza artificiale, esterni o locali, senza una revisione redazionale di ogni singola notizia.
          Questi sistemi possono commettere errori, semplificare eccessivamente o interpretare in modo scorretto
          il testo originale. Prima di fare affidamento su un'informazione, verifica sempre l'articolo
          originale tramite il collegamento «Leggi l'articolo originale». Per saperne di più consulta la pagina{" "}
          <Link to="/how-it-works" className="text-blue-700 underline">
            Come funziona
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="4. Proprietà intellettuale">
        <p>
          Gli articoli restano di proprietà dei rispettivi editori, così come i marchi, i loghi e i nomi delle
          testate, che appartengono ai legittimi titolari. Rassegna non pubblica il testo completo degli
          articoli: ne mostra una sintesi e rimanda sempre alla fonte. Se sei un editore e desideri segnalare
          un problema relativo ai tuoi contenuti, scrivici dalla{" "}
          <Link to="/contact" className="text-blue-700 underline">
            pagina dei contatti
          </Link>
          .
        </p>
        <p>
          Non è consentito copiare in modo sistematico i contenuti del sito, né utilizzarli per finalità
          commerciali senza autorizzazione.
        </p>
      </PageSection>

      <PageSection title="5. Link a siti esterni">
        <p>
          Il sito contiene collegamenti agli articoli originali e ai servizi di condivisione (Facebook, X,
          LinkedIn, WhatsApp, Telegram, email). Questi siti sono gestiti da terzi: Rassegna non ne controlla i
          contenuti e non è responsabile delle loro pratiche o condizioni d'uso.
        </p>
      </PageSection>

      <PageSection title="6. Pubblicità">
        <p>
          Il sito può mostrare annunci pubblicitari, anche tramite Google AdSense. Gli annunci vengono caricati
          solo se accetti i cookie pubblicitari, come descritto nella{" "}
          <Link to="/cookie-policy" className="text-blue-700 underline">
            Cookie Policy
          </Link>
          . La presenza di un annuncio non implica alcuna approvazione del prodotto o del servizio
          pubblicizzato.
        </p>
      </PageSection>

      <PageSection title="7. Uso corretto del sito">
        <p>Utilizzando Rassegna ti impegni a:</p>
        <ul className="list-disc pl-6 space-y-1">
          <li>non compromettere il funzionamento o la sicurezza del servizio;</li>
          <li>non inviare tramite il modulo di contatto contenuti illeciti, offensivi o messaggi indesiderati;</li>
          <li>non tentare di accedere alle aree riservate all'amministratore.</li>
        </ul>
      </PageSection>

      <PageSection title="8. Età minima">
        <p>
          Per utilizzare il servizio e in particolare il modulo di contatto devi avere almeno{" "}
          <strong>16 anni</strong>.
        </p>
      </PageSection>

      <PageSection title="9. Esclusione di garanzie e limitazione di responsabilità">
        <p>
          Il servizio è fornito «così com'è». Non garantiamo l'accuratezza, la completezza o l'aggiornamento
          dei contenuti, né la disponibilità continua del sito. Nei limiti consentiti dalla legge, Rassegna non
          risponde di danni derivanti dall'uso delle informazioni pubblicate o dall'impossibilità di accedere al
          servizio.
        </p>
      </PageSection>

      <PageSection title="10. Privacy">
        <p>
          Il trattamento dei dati personali è descritto nell'
          <Link to="/privacy" className="text-blue-700 underline">
            Informativa sulla privacy
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="11. Modifiche ai termini">
        <p>
          Possiamo aggiornare questi termini in qualsiasi momento. La data dell'ultimo aggiornamento è indicata
          in cima alla pagina; continuando a usare il sito dopo una modifica, accetti la nuova versione.
        </p>
      </PageSection>

      <PageSection title="12. Legge applicabile">
        <p>
          I presenti termini sono regolati dalla legge italiana. Restano salvi i diritti inderogabili
          riconosciuti ai consumatori dalla normativa vigente.
        </p>
      </PageSection>
    </StaticPage>
  );
}
