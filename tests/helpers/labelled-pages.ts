import { existsSync, readdirSync, readFileSync } from "node:fs";
import { decodeDocument } from "../../src/feeds/charset.js";

/** A saved article page with its hand-checked article body (tests/fixtures/pages/labels/). */
export interface LabelledPage {
  name: string;
  url: string;
  html: string;
  truth: string;
  set: "tuning" | "held-out";
}

const ROOT = new URL("../../", import.meta.url);
const LABELS = new URL("tests/fixtures/pages/labels/", ROOT);

// Chosen before any tuning (tests/fixtures/pages/README.md): these fixture
// pages and these demo publishers are never looked at while tuning.
const HELD_OUT_FIXTURES = new Set(["jsonld-newsarticle", "latin1-vecchio-sito", "time-datetime-locale"]);
const HELD_OUT_PUBLISHERS = new Set(["econotizie", "la-platea", "viaggiatore-curioso"]);
const DEMO_BASE = "http://127.0.0.1:41234";

function truth(file: URL): string {
  return readFileSync(file, "utf8").trim();
}

function fixturePages(): LabelledPage[] {
  return readdirSync(LABELS)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => {
      const name = file.replace(/\.txt$/, "");
      const bytes = readFileSync(new URL(`tests/fixtures/pages/${name}.html`, ROOT));
      return {
        name,
        url: `https://pagine.example/${name}.html`,
        html: decodeDocument(bytes, null, "html"),
        truth: truth(new URL(file, LABELS)),
        set: HELD_OUT_FIXTURES.has(name) ? "held-out" : "tuning",
      };
    });
}

function demoPages(): LabelledPage[] {
  const labels = new URL("demo/", LABELS);
  if (!existsSync(labels)) return [];
  return readdirSync(labels)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => {
      const [publisher, slug] = file.replace(/\.txt$/, "").split("--") as [string, string];
      const url = `${DEMO_BASE}/pages/${publisher}/${slug}.html`;
      // The demo host fills in {{BASE}} at serve time (demo/README.md).
      const html = readFileSync(new URL(`demo/pages/${publisher}/${slug}.html`, ROOT), "utf8").replaceAll("{{BASE}}", DEMO_BASE);
      return {
        name: `demo/${publisher}/${slug}`,
        url,
        html,
        truth: truth(new URL(file, labels)),
        set: HELD_OUT_PUBLISHERS.has(publisher) ? "held-out" : "tuning",
      };
    });
}

/** Every labelled page: the fixture pages, then the demo publishers' articles. */
export function loadLabelledPages(): LabelledPage[] {
  return [...fixturePages(), ...demoPages()];
}
