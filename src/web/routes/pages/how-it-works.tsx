import { Link } from "react-router";
import { StaticPage, PageSection } from "../../components/static-page";
import type { Route } from "./+types/how-it-works";
import { loadSyncFrequency } from "./sync-frequency.server";

export function meta({ loaderData }: Route.MetaArgs) {
  // Without data (an error while loading) the description leaves the frequency out.
  const every = loaderData ? ` ${loaderData.syncEvery}` : "";
  return [
    { title: "Come funziona | Rassegna" },
    {
      name: "description",
      content: `Come Rassegna raccoglie le notizie dai feed${every}, le analizza con l'intelligenza artificiale e le pubblica con il link alla fonte originale.`,
    },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadSyncFrequency(context);
}

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage title="Come funziona">
      <p>
        Dietro ogni notizia che vedi su Rassegna c'è un percorso automatico in cinque passaggi: dalla raccolta
        presso le fonti fino al collegamento che ti riporta all'articolo originale. Ecco cosa succede, passo
        dopo passo.
      </p>

      <PageSection title="1. Raccolta dalle fonti">
        <p>
          L'amministratore editoriale sceglie le fonti da seguire: feed RSS/Atom e pagine web di editori
          italiani. Il sistema le controlla <strong>{loaderData.syncEvery}</strong> e registra gli
          articoli nuovi, scartando quelli già presenti per evitare duplicati.
        </p>
      </PageSection>

      <PageSection title="2. Estrazione del testo">
        <p>
          Molti feed forniscono solo il titolo e un breve estratto. In questi casi Rassegna visita la pagina
          dell'articolo e ne estrae il testo principale, tralasciando menu, pubblicità e altri elementi di
          contorno. Il testo serve esclusivamente all'analisi del passaggio successivo: sul sito non viene mai
          pubblicato per intero.
        </p>
      </PageSection>

      <PageSection title="3. Analisi con l'intelligenza artificiale">
        <p>Ogni articolo viene arricchito con:</p>
        <ul className="list-disc pl-6 space-y-1">
          <li>
            un <strong>riassunto</strong> di poche righe;
          </li>
          <li>
            una <strong>categoria</strong> tra dodici: tecnologia, politica, economia, sport, salute, scienza,
            cultura, cronaca, ambiente, internazionale, intrattenimento, viaggi;
          </li>
          <li>
            il <strong>sentiment</strong>, cioè il tono generale della notizia: positivo, neutrale o negativo;
          </li>
          <li>
            le <strong>parole chiave</strong> e alcuni <strong>tag</strong> che ne descrivono i temi.
          </li>
        </ul>
        <p>
          L'analisi è svolta da fornitori di intelligenza artificiale configurabili dall'amministratore, come
          OpenAI, Anthropic, Google, OpenRouter, DeepSeek o Grok. Se nessun fornitore è configurato, entra in
          funzione un <strong>analizzatore locale</strong> integrato, che lavora direttamente sul nostro server
          senza inviare il testo a terze parti.
        </p>
      </PageSection>

      <PageSection title="4. Pubblicazione">
        <p>
          Un articolo compare su Rassegna solo quando la sua elaborazione è completa: non vedrai mai schede a
          metà, senza riassunto o senza categoria. Le notizie pubblicate appaiono nella{" "}
          <Link to="/" className="text-blue-700 underline">
            pagina principale
          </Link>
          , dove puoi cercarle per testo e filtrarle per categoria.
        </p>
      </PageSection>

      <PageSection title="5. Lettura e ritorno alla fonte">
        <p>
          Ogni scheda riporta il nome della testata e il collegamento <strong>«Leggi l'articolo originale»</strong>,
          che ti porta sul sito dell'editore per leggere il pezzo completo. Se una notizia ti interessa, puoi
          condividerla su Facebook, X, LinkedIn, WhatsApp, Telegram o via email.
        </p>
      </PageSection>

      <PageSection title="Domande frequenti">
        <p>
          <strong>I riassunti sono scritti da giornalisti?</strong>
          <br />
          No. Riassunti, categorie, sentiment e parole chiave sono generati automaticamente. L'intelligenza
          artificiale può commettere errori o omettere sfumature importanti: per dati, citazioni e dettagli fa
          sempre fede l'articolo originale.
        </p>
        <p>
          <strong>Perché non trovo il testo completo dell'articolo?</strong>
          <br />
          Perché gli articoli appartengono ai loro editori. Rassegna mostra solo una sintesi e ti rimanda alla
          fonte per la lettura integrale.
        </p>
        <p>
          <strong>Quanto tempo passa tra la pubblicazione e la comparsa su Rassegna?</strong>
          <br />
          Le fonti vengono controllate {loaderData.syncEvery}; a questo si aggiunge il tempo dell'analisi, di
          solito pochi minuti.
        </p>
        <p>
          <strong>Chi decide quali fonti vengono seguite?</strong>
          <br />
          L'amministratore editoriale del sito. Se vuoi suggerire una fonte o segnalare un errore, scrivici
          dalla{" "}
          <Link to="/contact" className="text-blue-700 underline">
            pagina dei contatti
          </Link>
          : rispondiamo entro 48 ore lavorative.
        </p>
        <p>
          <strong>Devo registrarmi per usare Rassegna?</strong>
          <br />
          No, la lettura è libera e non richiede alcun account. Per sapere quali dati trattiamo consulta l'
          <Link to="/privacy" className="text-blue-700 underline">
            Informativa sulla privacy
          </Link>
          .
        </p>
      </PageSection>
    </StaticPage>
  );
}
