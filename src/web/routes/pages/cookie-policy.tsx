import { Link } from "react-router";
import { StaticPage, PageSection } from "../../components/static-page";

export function meta() {
  return [
    { title: "Cookie Policy | Rassegna" },
    {
      name: "description",
      content:
        "Quali cookie usa Rassegna: tecnici sempre attivi, di analisi e pubblicitari solo con il tuo consenso. Come modificare la scelta con «Gestisci Cookie».",
    },
  ];
}

export default function CookiePolicy() {
  return (
    <StaticPage title="Cookie Policy" updated="21 novembre 2026">
      <p>
        Questa pagina spiega quali cookie e strumenti di memorizzazione utilizza Rassegna, a cosa servono e
        come puoi gestire le tue preferenze in qualsiasi momento.
      </p>

      <PageSection title="Cosa sono i cookie">
        <p>
          I cookie sono piccoli file di testo che un sito salva nel browser di chi lo visita, per ricordare
          informazioni utili alla navigazione. Strumenti simili, come il local storage del browser, svolgono
          una funzione analoga e sono trattati allo stesso modo in questa informativa.
        </p>
      </PageSection>

      <PageSection title="Cookie tecnici (necessari)">
        <p>
          Sono indispensabili al funzionamento del sito e sono <strong>sempre attivi</strong>: per questo non
          richiedono il consenso.
        </p>
        <ul className="list-disc pl-6 space-y-1">
          <li>
            <strong>Cookie di sessione dell'amministratore:</strong> viene impostato solo quando l'amministratore
            accede alla dashboard, serve a mantenerne l'autenticazione ed è di tipo httpOnly, cioè non
            accessibile agli script della pagina. I lettori non lo ricevono.
          </li>
          <li>
            <strong>Registrazione del consenso:</strong> la tua scelta sui cookie è salvata nel local storage
            del browser con la chiave <code>cookie_consent</code>. Contiene le preferenze per le categorie
            necessari (sempre attiva), analisi e pubblicità, insieme alla data e all'ora in cui le hai espresse.
          </li>
        </ul>
      </PageSection>

      <PageSection title="Cookie di analisi (facoltativi)">
        <p>
          Servono a raccogliere statistiche aggregate sull'uso del sito, per capire quali sezioni sono più
          utili e migliorare il servizio. Sono <strong>disattivati</strong> finché non li accetti.
        </p>
        <p>
          Indipendentemente da questi cookie, le visualizzazioni degli articoli vengono conteggiate in forma
          anonima sul nostro server, registrando solo lo user agent del browser e senza memorizzare
          l'indirizzo IP, come descritto nell'
          <Link to="/privacy" className="text-blue-700 underline">
            Informativa sulla privacy
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="Cookie pubblicitari (facoltativi)">
        <p>
          Rassegna può mostrare annunci di <strong>Google AdSense</strong>. Lo script di AdSense viene caricato{" "}
          <strong>solo dopo che hai accettato i cookie pubblicitari</strong>: senza il tuo consenso, nessun
          codice pubblicitario di Google viene eseguito nella pagina. Una volta accettati, Google può
          utilizzare cookie propri per mostrare e misurare gli annunci, secondo le sue norme sulla privacy e
          sulla pubblicità, che ti invitiamo a consultare sul sito di Google.
        </p>
      </PageSection>

      <PageSection title="Come esprimere il consenso">
        <p>Alla prima visita un banner ti chiede come preferisci procedere:</p>
        <ul className="list-disc pl-6 space-y-1">
          <li>
            <strong>Accetta Tutti</strong>: attiva i cookie tecnici, di analisi e pubblicitari;
          </li>
          <li>
            <strong>Solo Necessari</strong>: mantiene attivi soltanto i cookie tecnici;
          </li>
          <li>
            <strong>Personalizza</strong>: ti permette di scegliere singolarmente le categorie di analisi e
            pubblicità, confermando con <strong>Salva Preferenze</strong> oppure tornando indietro con{" "}
            <strong>Annulla</strong>.
          </li>
        </ul>
      </PageSection>

      <PageSection title="Come modificare la tua scelta">
        <p>
          Puoi cambiare idea in qualsiasi momento con il pulsante <strong>«Gestisci Cookie»</strong> nel piè
          di pagina del sito: la scelta salvata viene cancellata e il banner compare di nuovo, così puoi
          esprimere nuove preferenze. Puoi anche eliminare i dati memorizzati dal sito tramite le impostazioni
          del tuo browser; in quel caso il banner verrà mostrato alla visita successiva.
        </p>
      </PageSection>

      <PageSection title="Link e condivisione">
        <p>
          Quando apri un articolo originale o condividi una notizia su Facebook, X, LinkedIn, WhatsApp,
          Telegram o via email, lasci Rassegna: i siti di destinazione possono impostare i propri cookie,
          secondo le rispettive informative.
        </p>
      </PageSection>

      <PageSection title="Contatti">
        <p>
          Per domande su questa Cookie Policy puoi scriverci dalla{" "}
          <Link to="/contact" className="text-blue-700 underline">
            pagina dei contatti
          </Link>
          ; rispondiamo entro 48 ore lavorative.
        </p>
      </PageSection>
    </StaticPage>
  );
}
