import { Link } from "react-router";
import { StaticPage, PageSection } from "../../components/static-page";
import type { Route } from "./+types/about";
import { loadSyncFrequency } from "./sync-frequency.server";

export function meta() {
  return [
    { title: "Chi siamo | Rassegna" },
    {
      name: "description",
      content:
        "Rassegna raccoglie le notizie delle testate italiane, le riassume con l'intelligenza artificiale e rimanda sempre alla fonte originale. Scopri chi siamo.",
    },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadSyncFrequency(context);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage title="Chi siamo">
      <PageSection title="La nostra missione">
        <p>
          <strong>Rassegna</strong> è un aggregatore di notizie in lingua italiana. Ogni giorno le testate
          pubblicano centinaia di articoli: noi li raccogliamo in un unico posto, li ordiniamo per argomento e ne
          proponiamo una sintesi breve, così che tu possa farti in pochi minuti un'idea chiara di ciò che succede
          in Italia e nel mondo.
        </p>
        <p>
          Il nostro obiettivo è offrire una panoramica dell'informazione che sia <strong>chiara</strong>,{" "}
          <strong>veloce</strong> e <strong>rispettosa delle fonti</strong>. Rassegna non sostituisce i
          giornali: li aiuta a farsi trovare. Per l'approfondimento, il posto giusto resta sempre l'articolo
          originale, sul sito di chi lo ha scritto.
        </p>
      </PageSection>

      <PageSection title="Cosa trovi su Rassegna">
        <ul className="list-disc pl-6 space-y-1">
          <li>
            Articoli provenienti da feed RSS/Atom e pagine web di editori italiani, scelti dall'amministratore
            editoriale del sito e aggiornati <strong>{loaderData.syncEvery}</strong>.
          </li>
          <li>
            Per ogni articolo, un <strong>riassunto</strong>, una <strong>categoria</strong>, il{" "}
            <strong>sentiment</strong> (positivo, neutrale o negativo), le <strong>parole chiave</strong> e
            alcuni <strong>tag</strong>.
          </li>
          <li>
            Dodici categorie per orientarsi: tecnologia, politica, economia, sport, salute, scienza, cultura,
            cronaca, ambiente, internazionale, intrattenimento e viaggi.
          </li>
          <li>
            Una ricerca per testo e i filtri per categoria nella{" "}
            <Link to="/" className="text-blue-700 underline">
              pagina principale
            </Link>
            .
          </li>
          <li>
            I pulsanti per condividere una notizia su Facebook, X, LinkedIn, WhatsApp, Telegram o via email.
          </li>
          <li>
            In ogni scheda, il collegamento <strong>«Leggi l'articolo originale»</strong> che porta direttamente
            alla fonte.
          </li>
        </ul>
        <p>
          Per leggere Rassegna non serve alcun account: il sito è aperto a tutti, senza registrazione.
        </p>
      </PageSection>

      <PageSection title="I nostri principi">
        <p>
          <strong>Trasparenza sull'intelligenza artificiale.</strong> I riassunti, le categorie, il sentiment e
          le parole chiave sono generati automaticamente, tramite fornitori di intelligenza artificiale
          configurabili oppure tramite un analizzatore locale che funziona sul nostro server. Non li
          presentiamo come testi scritti da una redazione, e ricordiamo che l'AI può sbagliare: per i dettagli e
          le citazioni esatte fa fede la fonte originale. Spieghiamo tutto il processo nella pagina{" "}
          <Link to="/how-it-works" className="text-blue-700 underline">
            Come funziona
          </Link>
          .
        </p>
        <p>
          <strong>Sempre un collegamento alla fonte.</strong> Gli articoli restano di proprietà dei rispettivi
          editori. Rassegna ne mostra soltanto un riassunto, mai il testo completo, e indica sempre chi ha
          pubblicato la notizia, con un collegamento diretto all'originale. Chi vuole approfondire legge e
          sostiene il lavoro di chi ha fatto il giornalismo.
        </p>
        <p>
          <strong>Rispetto della privacy.</strong> Non chiediamo ai lettori di registrarsi e raccogliamo solo i
          dati strettamente necessari: le visualizzazioni degli articoli sono contate in forma anonima e i
          cookie facoltativi restano disattivati finché non li accetti. I dettagli sono nell'
          <Link to="/privacy" className="text-blue-700 underline">
            Informativa sulla privacy
          </Link>{" "}
          e nella{" "}
          <Link to="/cookie-policy" className="text-blue-700 underline">
            Cookie Policy
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="Chi cura il sito">
        <p>
          Rassegna è gestita da un amministratore editoriale, che sceglie le fonti da seguire, controlla il
          funzionamento del servizio e risponde alle segnalazioni. Le fonti sono selezionate tra editori
          italiani affidabili, con l'obiettivo di offrire un quadro vario e bilanciato dell'attualità.
        </p>
      </PageSection>

      <PageSection title="Contattaci">
        <p>
          Hai notato un errore in un riassunto, vuoi suggerire una fonte o sei un editore e desideri
          informazioni su come vengono presentati i tuoi contenuti? Scrivici tramite la{" "}
          <Link to="/contact" className="text-blue-700 underline">
            pagina dei contatti
          </Link>
          : rispondiamo entro 48 ore lavorative.
        </p>
      </PageSection>
    </StaticPage>
  );
}
