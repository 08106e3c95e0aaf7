import { LOCAL_FALLBACK, TWO_PROVIDERS } from "./advice.js";
import { cap, excerpt, httpStatus, onHost, retryTime, type Clues, type Rule } from "./context.js";
import { DNS_CODES, NETWORK_CODES, connectionProblem, isTimeout, isTls, refusedAddress, tlsProblem } from "./network.js";

// The rows of ai/record-ai-failure.ts: type `ai_<reason>`, source the provider,
// message `provider (model) on "Title": <message of ai/ai-call-error.ts>`.

/** A stronger model to try when one does not follow the answer schema. */
const STRONGER_MODEL: Record<string, string> = {
  openai: "gpt-4o al posto di un modello mini",
  anthropic: "claude-3-5-sonnet-latest al posto di un modello haiku",
  google: "gemini-1.5-pro al posto di un modello flash",
  openrouter: "un modello a pagamento come openai/gpt-4o-mini al posto dei piccoli modelli :free",
  deepseek: "deepseek-chat aggiornato all'ultima versione",
  grok: "la versione più recente di grok",
};

/** A quota per day, as providers word it ("daily", "per day", "free-models-per-day", RPD). */
const DAILY_QUOTA = /daily|giornalier|per[- ]day|\bRPD\b/i;

/** ` ("gpt-4o-mini")` when the row names the model. */
const modelName = (c: Clues) => (c.model ? ` ("${c.model}")` : "");
/** A decimal as ai/enrich-article.ts writes it ("0.3"), in Italian ("0,3"). */
const decimal = (found: RegExpExecArray | null) => found?.[1]?.replace(".", ",");
/** Where a failed article goes next (ai/enrich-article.ts): the next provider, the local analyzer, or "failed". */
const NEXT_PROVIDER =
  "L'articolo passa subito al provider successivo, o all'analizzatore locale se è attivo in «Automazione»; se nessuno lo elabora resta fallito: rielaboralo con «Elabora ora con AI» in «Articoli».";

/** What the provider answered, but not usable: told before the system rules, the answer's words may look like anything. */
export const AI_ANSWER_RULES: Rule[] = [
  {
    name: "AI: answer off schema",
    matches: (c) => c.type === "ai_invalid_answer",
    analysis: (c) => ({
      root_cause: `${cap(c.provider)} ha risposto, ma la risposta non rispettava lo schema richiesto (${c.errorAnalysis ? "causa, soluzioni e consigli di prevenzione in italiano" : "riassunto in italiano, una delle 12 categorie, sentiment, 3-8 parole chiave, 2-6 tag, confidenza"}): il modello configurato${modelName(c)} non segue bene le istruzioni. Dettaglio: "${excerpt(c)}".`,
      suggested_solutions: [
        `In «Configurazione AI» passa a un modello più capace di produrre JSON strutturato, per esempio ${STRONGER_MODEL[c.source.toLowerCase()] ?? "un modello più grande della stessa famiglia"}.`,
        c.errorAnalysis
          ? "Riprova «Analizza con AI» in «Diagnostica Sistema» › «Analisi Errori» per vedere se l'errore si ripete o era occasionale."
          : "Rielabora l'articolo con «Elabora ora con AI» in «Articoli» per vedere se l'errore si ripete o era occasionale.",
        "Se hai più provider, dai la priorità più alta (il numero più basso) a quello che risponde nel formato giusto.",
      ],
      prevention_tips: [
        "Dopo ogni cambio di modello prova l'elaborazione con il test round-robin in «Configurazione AI».",
        "Evita i modelli molto piccoli o gratuiti per l'arricchimento degli articoli: sbagliano spesso il formato.",
      ],
    }),
  },
  {
    name: "AI: low confidence",
    matches: (c) => c.type === "ai_low_confidence",
    analysis: (c) => {
      // ai/enrich-article.ts: "Confidence 0.3 is below the minimum 0.7".
      const confidence = decimal(/confiden\w*\D{0,15}?(\d(?:[.,]\d+)?)/i.exec(c.detail));
      const minimum = decimal(/minimum\D{0,5}(\d(?:[.,]\d+)?)/i.exec(c.detail));
      return {
        root_cause: `${cap(c.provider)} ha elaborato l'articolo${c.article ? ` "${c.article}"` : ""} con una confidenza${confidence ? ` di ${confidence}` : ""} inferiore alla confidenza minima impostata in «Automazione»${minimum ? ` (${minimum})` : ""}, quindi l'articolo è stato segnato come fallito.`,
        suggested_solutions: [
          "In «Automazione», sezione elaborazione AI, controlla la confidenza minima (predefinita 0,7): se scarta troppi articoli validi abbassala un poco, per esempio a 0,6.",
          "Apri l'articolo in «Articoli»: i testi molto brevi (solo il sommario del feed) danno spesso confidenza bassa; puoi correggerlo a mano o rielaborarlo.",
          `Se succede spesso con ${c.provider}, passa a un modello più capace in «Configurazione AI».`,
        ],
        prevention_tips: [
          "Controlla ogni tanto gli articoli falliti in «Articoli» (filtro stato AI) per capire se la soglia è troppo alta.",
          "Preferisci feed con il testo completo: quelli con soli titoli o sommari brevi danno risultati meno sicuri.",
        ],
      };
    },
  },
];

/** A call that got no usable answer: key, limits, deadline, status, network; told after the system rules. */
export const AI_CALL_RULES: Rule[] = [
  {
    name: "AI: key refused",
    matches: (c) =>
      c.isAi && (c.type === "ai_auth" || c.status === 401 || c.status === 403 || /(?:invalid|incorrect|expired|revoked) api key|api key (?:is )?(?:invalid|expired|not valid)/i.test(c.text)),
    analysis: (c) => ({
      root_cause: /API key is missing/i.test(c.detail)
        ? `${cap(c.provider)} non ha ricevuto una chiave API: quella salvata in «Configurazione AI» manca o è vuota, quindi la richiesta non è partita.`
        : `${cap(c.provider)} ha rifiutato la chiave API${httpStatus(c)}: la chiave è errata, scaduta o revocata, oppure l'account non ha accesso al modello configurato${modelName(c)}.`,
      suggested_solutions: [
        `Crea una nuova chiave API nella console di ${c.provider} e verifica che l'account abbia credito o un piano attivo.`,
        `In «Configurazione AI» elimina il provider ${c.provider} e aggiungilo di nuovo con la chiave nuova: la chiave salvata non si può leggere né modificare.`,
        "Usa «Test connessione» sul provider in «Configurazione AI» per confermare che la nuova chiave funziona.",
        "Nel frattempo disattiva il provider: gli articoli passano agli altri provider attivi o all'analizzatore locale.",
      ],
      prevention_tips: ["Annota la scadenza delle chiavi API e rinnovale prima che scadano.", "Usa una chiave dedicata a Rassegna, così revocare chiavi usate altrove non ferma il sito."],
    }),
  },
  {
    name: "AI: rate or daily limit",
    matches: (c) => c.isAi && (c.type === "ai_rate_limited" || c.status === 429 || /rate limit|quota|too many requests|daily (?:request )?limit|limite giornaliero/i.test(c.text)),
    analysis: (c) => {
      // Rassegna's own daily limit writes no error: at the limit the next provider is used.
      const daily = DAILY_QUOTA.test(c.text);
      const when = retryTime(c);
      return {
        root_cause:
          (daily
            ? `${cap(c.provider)} ha raggiunto il limite giornaliero di richieste del tuo piano${httpStatus(c)}: fino al rinnovo della quota rifiuta altri articoli.`
            : `${cap(c.provider)} ha rifiutato le richieste perché ne sono arrivate troppe${httpStatus(c)}: è stato superato il limite di frequenza o la quota del tuo account presso ${c.provider}.`) +
          (when ? ` Il provider chiede di riprovare dopo le ${when}.` : ""),
        suggested_solutions: [
          `Controlla nella console di ${c.provider} quota, credito residuo e limiti di richieste al minuto del tuo piano.`,
          daily
            ? "In «Configurazione AI» dai al provider un limite giornaliero non superiore alla quota del tuo piano (elimina e riaggiungi il provider con il nuovo limite): arrivato al limite, Rassegna passa da sola al provider successivo."
            : `Se gli errori 429 sono frequenti, passa a un piano con limiti più alti presso ${c.provider}: i piani gratuiti consentono poche richieste al minuto.`,
          "Aggiungi in «Configurazione AI» un secondo provider con la stessa priorità: le richieste vengono distribuite a turno.",
          NEXT_PROVIDER,
        ],
        prevention_tips: [
          "Confronta il monitor di utilizzo di oggi in «Configurazione AI» con il limite giornaliero di ogni provider.",
          "Se i feed importano più articoli di quanti il piano ne consenta, riduci i limiti di importazione in «Feed RSS» o disattiva in «Automazione» l'elaborazione automatica dei nuovi articoli.",
        ],
      };
    },
  },
  {
    name: "AI: timeout",
    matches: (c) => c.type === "ai_timeout" || (c.isAi && isTimeout(c)),
    analysis: (c) => ({
      root_cause: `${cap(c.provider)} non ha risposto entro il tempo massimo: il servizio è lento o sovraccarico, oppure il modello scelto${modelName(c)} impiega troppo per gli articoli lunghi.`,
      suggested_solutions: [
        `Controlla la pagina di stato di ${c.provider} per un rallentamento in corso. ${NEXT_PROVIDER}`,
        "Scegli in «Configurazione AI» un modello più veloce (per esempio una versione «mini» o «flash»).",
        "Usa «Test connessione» in «Configurazione AI» e guarda la latenza: molti secondi confermano il problema.",
      ],
      prevention_tips: [TWO_PROVIDERS, LOCAL_FALLBACK],
    }),
  },
  {
    name: "AI: model or endpoint not found",
    matches: (c) => c.isAi && c.status === 404,
    analysis: (c) => ({
      root_cause: `${cap(c.provider)} ha risposto HTTP 404: il modello configurato${modelName(c)} non esiste (nome scritto male o ritirato) oppure l'endpoint personalizzato è sbagliato.`,
      suggested_solutions: [
        `Confronta in «Configurazione AI» il nome del modello con l'elenco dei modelli nella documentazione di ${c.provider}.`,
        "Se hai impostato un endpoint personalizzato, correggilo o lascialo vuoto per usare quello predefinito.",
        "Elimina e riaggiungi il provider con i dati corretti, poi usa «Test connessione».",
      ],
      prevention_tips: [`I provider ritirano i modelli vecchi: segui gli annunci di ${c.provider}.`, "Dopo ogni modifica usa «Test connessione» prima di riattivare il provider."],
    }),
  },
  {
    name: "AI: provider outage",
    matches: (c) => c.isAi && c.status !== null && c.status >= 500,
    analysis: (c) => ({
      root_cause: `${cap(c.provider)} ha avuto un errore interno (HTTP ${c.status}): il problema è dalla parte del provider, non nella configurazione di Rassegna.`,
      suggested_solutions: [
        `Controlla la pagina di stato di ${c.provider}: di solito questi errori si risolvono da soli in pochi minuti.`,
        NEXT_PROVIDER,
        `Se dura da ore, disattiva temporaneamente ${c.provider} in «Configurazione AI».`,
      ],
      prevention_tips: [TWO_PROVIDERS, LOCAL_FALLBACK],
    }),
  },
  {
    name: "AI: connection",
    matches: (c) => c.type === "ai_connection" || (c.isAi && (NETWORK_CODES.test(c.text) || DNS_CODES.test(c.text) || isTls(c))),
    analysis: (c) => {
      const refused = refusedAddress(c);
      let problem: string;
      if (refused) problem = `l'endpoint porta a ${refused.address}, un indirizzo ${refused.range}, che la protezione SSRF rifiuta per impedire richieste verso la rete interna`;
      else if (DNS_CODES.test(c.text)) problem = "il nome del server non è stato risolto (DNS)";
      else problem = isTls(c) ? tlsProblem(c) : connectionProblem(c);
      return {
        root_cause: `Rassegna non è riuscita a collegarsi a ${c.provider}${onHost(c)}: ${problem}.`,
        suggested_solutions: [
          refused
            ? "Se il modello è servito davvero nella tua rete locale, avvia Rassegna con ALLOW_PRIVATE_NETWORK=true e riavvia il servizio; altrimenti correggi l'endpoint personalizzato in «Configurazione AI»."
            : "Se in «Configurazione AI» hai un endpoint personalizzato, controllalo (URL https completo) o lascialo vuoto per usare quello predefinito.",
          `Verifica che il server possa raggiungere internet e le API di ${c.provider} (firewall, proxy, DNS), per esempio con curl dall'host.`,
          "Usa «Test connessione» in «Configurazione AI» per riprovare dopo la correzione.",
        ],
        prevention_tips: [TWO_PROVIDERS, "Se il server esce su internet tramite proxy o firewall, autorizza gli indirizzi delle API dei provider che usi."],
      };
    },
  },
  {
    name: "AI: request refused",
    matches: (c) => c.isAi,
    analysis: (c) => ({
      // The status, when there is one, is in the quoted message already.
      root_cause: `${cap(c.provider)} ha rifiutato la richiesta: "${excerpt(c)}".`,
      suggested_solutions: [
        "Leggi il messaggio del provider: spesso indica il parametro sbagliato (nome del modello, testo troppo lungo, regione non supportata).",
        "Controlla modello ed endpoint in «Configurazione AI» e prova «Test connessione».",
        "Se l'errore riguarda solo alcuni articoli, aprili in «Articoli»: testi molto lunghi possono superare il contesto del modello.",
      ],
      prevention_tips: [TWO_PROVIDERS, LOCAL_FALLBACK],
    }),
  },
];
