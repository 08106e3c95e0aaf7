import { Link } from "react-router";
import { StaticPage, PageSection } from "../../components/static-page";

export function meta() {
  return [
    { title: "Informativa sulla privacy | Rassegna" },
    {
      name: "description",
      content:
        "Quali dati personali tratta Rassegna, per quali finalità e per quanto tempo, e come esercitare i tuoi diritti previsti dal GDPR. Nessun account richiesto.",
    },
  ];
}

export default function Privacy() {
  return (
    <StaticPage title="Informativa sulla privacy" updated="30 novembre 2026">
      <p>
        Questa informativa descrive come Rassegna tratta i dati personali di chi visita il sito, ai sensi del
        Regolamento (UE) 2016/679 (GDPR) e della normativa italiana in materia di protezione dei dati.
      </p>

      <PageSection title="Titolare del trattamento">
        <p>
          Il titolare del trattamento è il gestore di questo sito Rassegna. Per qualsiasi domanda sulla privacy
          o per esercitare i tuoi diritti puoi contattarlo tramite la{" "}
          <Link to="/contact" className="text-blue-700 underline">
            pagina dei contatti
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="Nessun account per i lettori">
        <p>
          Per leggere Rassegna non è necessario registrarsi né fornire dati personali. L'unico account presente
          sul sito è quello dell'amministratore, che lo utilizza per gestire il servizio dalla dashboard.
        </p>
      </PageSection>

      <PageSection title="Quali dati raccogliamo">
        <ul className="list-disc pl-6 space-y-1">
          <li>
            <strong>Messaggi del modulo di contatto:</strong> nome, indirizzo email, oggetto e testo del
            messaggio, insieme allo user agent del browser (l'indicazione del tipo di browser e di sistema
            operativo utilizzati).
          </li>
          <li>
            <strong>Edizione quotidiana via email:</strong> se ti iscrivi, conserviamo solo il tuo indirizzo
            email, il momento in cui l'hai inserito e quello in cui hai confermato l'iscrizione; nessun altro dato.
          </li>
          <li>
            <strong>Visualizzazioni degli articoli:</strong> le letture vengono conteggiate in forma anonima,
            registrando solo lo user agent del browser. L'indirizzo IP non viene memorizzato insieme alla
            visualizzazione.
          </li>
          <li>
            <strong>Log tecnici:</strong> il server registra le informazioni tecniche necessarie al
            funzionamento, alla sicurezza e alla risoluzione dei problemi del servizio.
          </li>
          <li>
            <strong>Preferenze sui cookie:</strong> la tua scelta sul consenso è salvata nel tuo browser e, come
            prova del consenso, registrata sul nostro server con un identificativo casuale, la data, le categorie
            accettate e la versione della Cookie Policy, senza indirizzo IP né user agent, come spiegato nella{" "}
            <Link to="/cookie-policy" className="text-blue-700 underline">
              Cookie Policy
            </Link>
            .
          </li>
        </ul>
      </PageSection>

      <PageSection title="Finalità e basi giuridiche">
        <ul className="list-disc pl-6 space-y-1">
          <li>
            <strong>Rispondere alle tue richieste:</strong> conserviamo i messaggi inviati con il modulo di
            contatto per poterti rispondere, di norma entro 48 ore lavorative. La base giuridica è l'esecuzione
            di misure richieste dall'interessato.
          </li>
          <li>
            <strong>Statistiche di lettura e funzionamento del servizio:</strong> il conteggio anonimo delle
            visualizzazioni e i log tecnici servono a capire quali contenuti vengono letti, a garantire la
            sicurezza e a correggere i malfunzionamenti, sulla base del legittimo interesse del titolare.
          </li>
          <li>
            <strong>Edizione quotidiana:</strong> usiamo il tuo indirizzo solo per inviarti l'edizione che hai
            chiesto, sulla base del tuo consenso, confermato con il link che ti inviamo. Puoi revocarlo in ogni
            momento con il link «Annulla l'iscrizione» presente in ogni email: l'indirizzo viene cancellato
            subito.
          </li>
          <li>
            <strong>Cookie facoltativi:</strong> i cookie di analisi e di pubblicità vengono attivati solo con
            il tuo consenso, che puoi revocare in qualsiasi momento.
          </li>
          <li>
            <strong>Prova del consenso sui cookie:</strong> registriamo ogni scelta espressa nel banner per poter
            dimostrare il consenso, come ci impone il GDPR (art. 7): la base giuridica è l'adempimento di un
            obbligo di legge.
          </li>
        </ul>
      </PageSection>

      <PageSection title="Intelligenza artificiale e dati personali">
        <p>
          L'analisi con l'intelligenza artificiale riguarda esclusivamente gli articoli pubblicati dalle
          testate, non i dati dei lettori. I messaggi che ci invii e le informazioni sulla tua navigazione non
          vengono trasmessi ai fornitori di intelligenza artificiale.
        </p>
      </PageSection>

      <PageSection title="Terze parti">
        <p>
          Non vendiamo né cediamo i tuoi dati personali. Se accetti i cookie pubblicitari, il sito può mostrare
          annunci di Google AdSense: in quel caso Google tratta i dati secondo le proprie norme sulla privacy. I
          collegamenti agli articoli originali e i pulsanti di condivisione ti portano su siti esterni, che
          applicano le proprie informative.
        </p>
      </PageSection>

      <PageSection title="Conservazione e cancellazione">
        <p>
          I dati sono conservati per il tempo necessario alle finalità indicate. Le singole visualizzazioni
          degli articoli sono cancellate dopo 30 giorni; le registrazioni delle scelte sui cookie dopo{" "}
          <strong>12 mesi</strong> (i 6 mesi in cui la scelta vale e altri 6 per poterla dimostrare). L'indirizzo iscritto all'edizione
          quotidiana resta finché non annulli l'iscrizione; se non confermi l'iscrizione entro <strong>48 ore</strong>{" "}
          viene cancellato. Se chiedi
          la cancellazione dei tuoi dati, li eliminiamo <strong>entro 90 giorni</strong> dalla richiesta, salvo
          che la legge ci imponga di conservarli più a lungo.
        </p>
      </PageSection>

      <PageSection title="Età minima">
        <p>
          Il servizio, e in particolare il modulo di contatto, è destinato a persone che abbiano compiuto{" "}
          <strong>16 anni</strong>. Se hai meno di 16 anni, non inviarci dati personali.
        </p>
      </PageSection>

      <PageSection title="I tuoi diritti">
        <p>In qualità di interessato, hai il diritto di:</p>
        <ul className="list-disc pl-6 space-y-1">
          <li>accedere ai dati personali che ti riguardano;</li>
          <li>chiederne la rettifica, se inesatti o incompleti;</li>
          <li>ottenerne la cancellazione;</li>
          <li>chiedere la limitazione del trattamento;</li>
          <li>ricevere i tuoi dati in un formato strutturato e leggibile (portabilità);</li>
          <li>opporti al trattamento basato sul legittimo interesse;</li>
          <li>revocare in qualsiasi momento il consenso prestato, senza pregiudicare i trattamenti precedenti.</li>
        </ul>
        <p>
          Puoi esercitare questi diritti scrivendoci dalla{" "}
          <Link to="/contact" className="text-blue-700 underline">
            pagina dei contatti
          </Link>
          . Hai inoltre il diritto di proporre reclamo al <strong>Garante per la protezione dei dati personali</strong>.
        </p>
      </PageSection>

      <PageSection title="Modifiche a questa informativa">
        <p>
          Potremmo aggiornare questa informativa per riflettere cambiamenti del servizio o della normativa. La
          data dell'ultimo aggiornamento è sempre indicata in cima alla pagina.
        </p>
      </PageSection>
    </StaticPage>
  );
}
