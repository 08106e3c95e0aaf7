import type { ReactNode } from "react";
import { Link } from "react-router";
import { REFRESH_COOKIE } from "../../../shared/auth";
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_MAX_AGE_DAYS, COOKIE_POLICY_VERSION, THEME_STORAGE_KEY } from "../../../shared/constants";
import { longDate } from "../../../shared/dates";
import { KEPT_PAGES_LIMIT, PAGES_CACHE, SHELL_CACHE } from "../../../shared/offline";
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

/** One cookie or storage key the site really sets: what it is called, what kind, what for and for how long. */
interface StoredItem {
  name: string;
  kind: string;
  purpose: ReactNode;
  duration: ReactNode;
}

// What the code sets, and nothing else (docs/product.md#cookie-consent): the consent record
// (web/lib/cookie-consent.ts), the theme (web/lib/theme), the service worker's two caches
// (web/service-worker), the administrator's two cookies (server/routes/auth.ts).
const TECHNICAL_ITEMS: StoredItem[] = [
  {
    name: COOKIE_CONSENT_KEY,
    kind: "Local storage del browser, tecnico",
    purpose:
      "Ricorda la tua scelta sui cookie: le categorie che hai accettato (analisi, pubblicità), la data della scelta, la versione di questa informativa e un identificativo casuale del consenso.",
    duration: `Resta nel browser finché non lo cancelli; la scelta vale ${COOKIE_CONSENT_MAX_AGE_DAYS} giorni (6 mesi), poi il banner te la chiede di nuovo.`,
  },
  {
    name: THEME_STORAGE_KEY,
    kind: "Local storage del browser, funzionale",
    purpose:
      "Ricorda il tema che hai scelto con il pulsante in alto (chiaro o scuro). Se segui il tema del sistema non viene salvato nulla. Resta nel tuo browser e non viene mai inviato al server: per questo non richiede il consenso.",
    duration: "Resta nel browser finché non lo cancelli o non torni al tema del sistema.",
  },
  {
    name: `${PAGES_CACHE}, ${SHELL_CACHE}`,
    kind: "Cache del browser (service worker), funzionale",
    purpose: `Conservano le ultime ${KEPT_PAGES_LIMIT} pagine pubbliche che hai aperto, la pagina «Sei offline» e i file del sito che servono a mostrarle, così puoi rileggerle senza connessione. Non contengono dati su di te, non vengono inviate al server e non riguardano mai la dashboard.`,
    duration: `Restano nel browser finché non le cancelli; ogni pagina nuova prende il posto della più vecchia oltre le ${KEPT_PAGES_LIMIT}.`,
  },
  {
    name: REFRESH_COOKIE,
    kind: "Cookie tecnico, httpOnly, solo per l'amministratore",
    purpose:
      "Mantiene l'accesso dell'amministratore alla dashboard. Viene impostato solo quando l'amministratore accede; i lettori non lo ricevono.",
    duration: "30 giorni dall'ultimo utilizzo; viene cancellato quando l'amministratore esce.",
  },
  {
    name: "rassegna_device",
    kind: "Cookie tecnico, httpOnly, solo per l'amministratore",
    purpose:
      "Riconosce un browser da cui l'amministratore ha già effettuato l'accesso, così le protezioni contro i tentativi ripetuti non lo rallentano. È inviato soltanto alle richieste di accesso.",
    duration: "12 mesi dall'ultimo accesso riuscito.",
  },
];

function StoredItemCard({ item }: { item: StoredItem }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">
        <code className="[overflow-wrap:anywhere]">{item.name}</code>
      </p>
      <p className="text-sm text-slate-600">{item.kind}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-900">Finalità</dt>
        <dd>{item.purpose}</dd>
        <dt className="font-medium text-slate-900">Durata</dt>
        <dd>{item.duration}</dd>
      </dl>
    </li>
  );
}

export default function CookiePolicy() {
  // Formatted on render, not at import: a date formatter holds megabytes the server need not keep (shared/dates.ts).
  const versionDate = longDate(COOKIE_POLICY_VERSION);
  return (
    <StaticPage title="Cookie Policy" updated={versionDate}>
      <p>
        Questa pagina spiega quali cookie e strumenti di memorizzazione utilizza Rassegna, a cosa servono e
        come puoi gestire le tue preferenze in qualsiasi momento.
      </p>
      <p>
        <strong>Versione del {versionDate}</strong> (identificativo <code>{COOKIE_POLICY_VERSION}</code>): è la
        versione registrata insieme a ogni scelta espressa nel banner.
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
          richiedono il consenso. Sono tutti quelli che Rassegna imposta da sé:
        </p>
        <ul className="space-y-3">
          {TECHNICAL_ITEMS.map((item) => (
            <StoredItemCard key={item.name} item={item} />
          ))}
        </ul>
        <p>
          Rassegna non usa altri cookie propri né altre chiavi di memorizzazione nel browser. Il conteggio delle
          letture non usa cookie: avviene sul nostro server, come spiegato più sotto.
        </p>
      </PageSection>

      <PageSection title="Cookie di analisi (facoltativi)">
        <p>
          Servirebbero a raccogliere statistiche aggregate sull'uso del sito. Oggi Rassegna{" "}
          <strong>non usa strumenti di analisi</strong> che impostano cookie o leggono informazioni dal tuo
          browser: il banner ti chiede comunque la tua preferenza, che verrà rispettata se in futuro ne
          adottassimo uno. In quel caso aggiorneremo questa informativa e te lo chiederemo di nuovo.
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

      <PageSection title="Cookie pubblicitari (facoltativi, di terze parti)">
        <p>
          Rassegna può mostrare annunci di <strong>Google AdSense</strong>. Lo script di AdSense viene caricato{" "}
          <strong>solo dopo che hai accettato i cookie pubblicitari</strong>: senza il tuo consenso, nessun
          codice pubblicitario di Google viene eseguito nella pagina. Una volta accettati, Google può impostare
          cookie propri per mostrare e misurare gli annunci; i loro nomi e la loro durata li decide Google e
          sono descritti nella pagina{" "}
          <a href="https://policies.google.com/technologies/ads?hl=it" className="text-blue-700 underline" rel="noopener noreferrer">
            Come Google utilizza i cookie nella pubblicità
          </a>
          .
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
            <strong>Annulla</strong>;
          </li>
          <li>
            la <strong>X</strong> in alto a destra chiude il banner e vale come <strong>Solo Necessari</strong>:
            restano attivi soltanto i cookie tecnici.
          </li>
        </ul>
        <p>
          «Accetta Tutti» e «Solo Necessari» hanno lo stesso peso: rifiutare è facile quanto accettare.
        </p>
      </PageSection>

      <PageSection title="Quando ti chiediamo di nuovo">
        <p>
          La tua scelta vale <strong>6 mesi</strong> ({COOKIE_CONSENT_MAX_AGE_DAYS} giorni). Dopo, il banner
          compare di nuovo e, finché non rispondi, nessun cookie facoltativo viene usato. Il banner ricompare
          anche quando cambia la <strong>versione di questa informativa</strong> (indicata in cima alla
          pagina): una scelta espressa per una versione precedente non vale più.
        </p>
      </PageSection>

      <PageSection title="Registro dei consensi">
        <p>
          Per poter dimostrare il consenso, come richiede il GDPR, ogni scelta espressa nel banner (compresa la
          chiusura con la X) viene registrata anche sul nostro server, con questi soli dati:
        </p>
        <ul className="list-disc pl-6 space-y-1">
          <li>
            un <strong>identificativo casuale del consenso</strong>, generato dal tuo browser e conservato nella
            chiave <code>{COOKIE_CONSENT_KEY}</code>, che resta lo stesso per le scelte successive fatte dallo
            stesso browser e non permette di risalire a te;
          </li>
          <li>la data e l'ora della scelta;</li>
          <li>se hai accettato i cookie di analisi e quelli pubblicitari;</li>
          <li>la versione di questa informativa in vigore.</li>
        </ul>
        <p>
          Non registriamo l'indirizzo IP, lo user agent né alcun altro dato sul tuo browser. Ogni registrazione
          è conservata per <strong>12 mesi</strong> (i 6 mesi in cui la scelta vale e altri 6 per poterla
          dimostrare) e poi cancellata automaticamente. Se la registrazione non riesce, la tua scelta vale
          comunque nel tuo browser.
        </p>
      </PageSection>

      <PageSection title="Come modificare la tua scelta">
        <p>
          Puoi cambiare idea in qualsiasi momento con il pulsante <strong>«Gestisci Cookie»</strong> nel piè
          di pagina del sito: la scelta salvata viene cancellata e il banner compare di nuovo, così puoi
          esprimere nuove preferenze. Nel browser resta soltanto l'identificativo del consenso, così la nuova
          scelta viene registrata come seguito della precedente. Puoi anche eliminare i dati memorizzati dal
          sito tramite le impostazioni del tuo browser: in quel caso spariscono sia la scelta sia
          l'identificativo, e il banner verrà mostrato alla visita successiva.
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
