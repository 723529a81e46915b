/**
 * What the topic classifier learns from (ADR 013):
 * - each knowledge entry's title, sample questions and keywords in both languages (the last two from
 *   `knowledge/words.*.json`);
 * - the training phrasings kept beside this file (`phrasings.*.json`: visitor phrasings per topic, with
 *   `out-of-scope` examples of what the assistant should decline);
 * - the training material (`material.*.json`): per topic, phrasings, and the things a visitor may ask about
 *   ("slots": "an ai roadmap", "une billetterie en ligne") set into question frames ("do you offer {}",
 *   "on a besoin de {}"), so that a topic is learnt from its words rather than from how one question was put;
 * - the questions of the evaluation sets the engine may be tuned on (`tuningSetExamples`, ADR 020);
 * - a misspelt copy of part of all of these (`misspell`), so that a typo still meets the right letter n-grams.
 * None of them may copy a question of a held-out set (a test checks it).
 */
import { readFileSync } from "node:fs";
import { LANGUAGES, type Language } from "../../../core/language.ts";
import type { Example } from "../classifier.ts";
import { EVAL_SETS, heldOutQuestionKeys, loadTopicQuestions, questionKey, type EvalSet } from "../eval/evaluate.ts";
import type { KnowledgeEntry } from "../knowledge/index.ts";
import { SITE_PASSAGES } from "../passages/site-passages.ts";
import { allStopwords, splitWords } from "../text.ts";

export const OUT_OF_SCOPE = "out-of-scope";
/**
 * The label of a request for a person: the intent rules decide first; the classifier is a second opinion for
 * requests worded in ways no rule foresaw (embedded-engine.ts).
 */
export const HUMAN = "human";

interface EscalationPhrasing {
  message: string;
  human: boolean;
  history?: string[];
}

/** The requests for a person of training/escalation.json, standing alone (not answers to an offer). */
function humanRequests(): string[] {
  return (readJson("./escalation.json") as EscalationPhrasing[])
    .filter((item) => item.human && !item.history)
    .map((item) => item.message);
}

const SHORT_LANGUAGE: Record<Language, string> = { "en-CA": "en", "fr-CA": "fr" };

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8"));
}

/** The training phrasings of one language: topic id → phrasings. */
export function loadPhrasings(language: Language): Record<string, string[]> {
  return readJson(`./phrasings.${SHORT_LANGUAGE[language]}.json`) as Record<string, string[]>;
}

export interface TopicMaterial {
  /** Names of shared frame lists, or frames of the topic's own; `{}` marks where a slot goes. */
  frames?: string[];
  slots?: string[];
  phrasings?: string[];
  /**
   * Questions about other topics' things that belong to this topic ("how long to build {}" with the slots of
   * web-apps is about the timeline): what is asked decides the topic, not the thing it is asked about.
   */
  about?: { topics: string[]; frames: string[] };
}

export interface Material {
  frames: Record<string, string[]>;
  topics: Record<string, TopicMaterial>;
}

export function loadMaterial(language: Language): Material {
  return readJson(`./material.${SHORT_LANGUAGE[language]}.json`) as Material;
}

/** Each slot is used bare and in this many frames, taken in turn from the topic's frames. */
const FRAMES_PER_SLOT = 3;

/** The phrasings a topic's material stands for: its phrasings, its slots alone and set into frames. */
export function expandMaterial(material: Material, topic: TopicMaterial): string[] {
  return [...ownPhrasings(material, topic), ...borrowedPhrasings(material, topic)];
}

/** Each borrowed slot set into one of the topic's `about` frames, taken in turn. */
function borrowedPhrasings(material: Material, topic: TopicMaterial): string[] {
  if (!topic.about) return [];
  const { frames } = topic.about;
  const slots = topic.about.topics.flatMap((id) => material.topics[id]?.slots ?? []);
  return slots.flatMap((slot, index) => {
    const frame = frames[index % frames.length];
    return frame ? [frame.replace("{}", slot)] : [];
  });
}

function ownPhrasings(material: Material, topic: TopicMaterial): string[] {
  const frames = (topic.frames ?? []).flatMap((name) => material.frames[name] ?? [name]);
  const texts = [...(topic.phrasings ?? [])];
  (topic.slots ?? []).forEach((slot, index) => {
    texts.push(slot);
    for (let turn = 0; turn < Math.min(FRAMES_PER_SLOT, frames.length); turn++) {
      const frame = frames[(index * FRAMES_PER_SLOT + turn) % frames.length];
      if (frame) texts.push(frame.replace("{}", slot));
    }
  });
  return texts;
}

const STOPWORDS = allStopwords();

/**
 * Dictionary words a misspelt intent word could be taken for ("cote" is no "coute"), kept by
 * scripts/real-words.ts: they are never "corrected".
 */
export function loadRealWords(): string[] {
  return readJson("./real-words.json") as string[];
}

/** Every word of the training phrasings and material, folded: words visitors use, never to be "corrected". */
export function trainingVocabulary(): Set<string> {
  const words = new Set<string>();
  for (const language of LANGUAGES) {
    const material = loadMaterial(language);
    const texts = [
      ...Object.values(loadPhrasings(language)).flat(),
      ...Object.values(material.frames).flat(),
      ...Object.values(material.topics).flatMap((topic) => [...(topic.slots ?? []), ...(topic.phrasings ?? [])]),
    ];
    for (const text of texts) for (const word of splitWords(text)) words.add(word);
  }
  return words;
}

/** A small deterministic hash of a text, to pick which words a misspelling changes. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

/**
 * The text with one typo in its longest word that is not a function word: two letters swapped, one dropped or
 * one doubled, the way visitors type. Undefined when no word is long enough to stay readable.
 */
export function misspell(text: string): string | undefined {
  const words = splitWords(text);
  const target = words
    .filter((word) => word.length >= 5 && !STOPWORDS.has(word) && !/\d/.test(word))
    .sort((a, b) => b.length - a.length)[0];
  if (!target) return undefined;
  const seed = hash(text);
  const position = 1 + (seed % (target.length - 2));
  let typo: string;
  switch (seed % 3) {
    case 0:
      typo =
        target.slice(0, position) +
        (target[position + 1] ?? "") +
        (target[position] ?? "") +
        target.slice(position + 2);
      break;
    case 1:
      typo = target.slice(0, position) + target.slice(position + 1);
      break;
    default:
      typo = target.slice(0, position + 1) + target.slice(position);
  }
  return words.map((word) => (word === target ? typo : word)).join(" ");
}

/** One example in this many gets a misspelt copy. */
const MISSPELL_EVERY = 2;

/**
 * Everything the examples are made from, as text: the knowledge base's part, the files beside this one and the
 * code that expands them. The model file's fingerprint (model-file.ts) is taken over it, so that a server can
 * tell a stale model without building the examples.
 */
export function trainingInputs(knowledge: readonly KnowledgeEntry[]): string[] {
  const labels = topicLabels(knowledge);
  const inputs = [readFileSync(new URL(import.meta.url), "utf8")];
  for (const entry of knowledge) {
    for (const language of LANGUAGES) {
      const text = entry.text[language];
      inputs.push(JSON.stringify([entry.id, text.title, text.questions, text.keywords]));
    }
  }
  // The site's passages (passages/site-passages.ts), so that a copy change on a page makes the model file of
  // the build before it stale: the next build writes one that goes with the copy it serves.
  inputs.push(JSON.stringify(SITE_PASSAGES));
  inputs.push(readFileSync(new URL("./escalation.json", import.meta.url), "utf8"));
  inputs.push(JSON.stringify(tuningSetExamples(labels)));
  for (const language of LANGUAGES) {
    for (const kind of ["phrasings", "material"])
      inputs.push(readFileSync(new URL(`./${kind}.${SHORT_LANGUAGE[language]}.json`, import.meta.url), "utf8"));
  }
  return inputs;
}

/** The sets whose questions the classifier learns from: every set the engine may be tuned on. */
export const TUNING_SETS: readonly EvalSet[] = EVAL_SETS.filter((set) => set.tuning);

/** What the classifier tells apart: the knowledge's topics, out-of-scope and a request for a person. */
function topicLabels(knowledge: readonly KnowledgeEntry[]): Set<string> {
  return new Set([...knowledge.map((entry) => entry.id), OUT_OF_SCOPE, HUMAN]);
}

/**
 * The questions of the evaluation sets the engine may be tuned on, with their topic: thirteen thousand
 * messages typed by dozens of writers who saw neither the engine nor its material, in the words visitors use
 * (ADR 020). Left out: a follow-up (it means something only after its history), a message that asks two
 * things, small talk (the rules answer it), and any question that is also, word for word, in a held-out
 * set, so that no held-out set ever measures a question the model was shown.
 */
export function tuningSetExamples(labels: ReadonlySet<string>, sets: readonly EvalSet[] = TUNING_SETS): Example[] {
  const heldOut = heldOutQuestionKeys();
  const examples: Example[] = [];
  for (const set of sets) {
    for (const language of LANGUAGES) {
      for (const item of loadTopicQuestions(language, set)) {
        if (item.history?.length || !item.topic || !labels.has(item.topic)) continue;
        if (heldOut.has(questionKey(item.question))) continue;
        examples.push({ text: item.question, label: item.topic });
      }
    }
  }
  return examples;
}

/**
 * Two models' examples, each without half of the tuning sets (every other one): a set measured by the model
 * that did not learn from it scores what a fresh set would, so rule changes and options are still chosen on
 * honest numbers (scripts/tune-chat.ts, scripts/chat-dev-scores.ts).
 */
export function crossValidationFolds(
  knowledge: readonly KnowledgeEntry[],
): { measured: readonly EvalSet[]; examples: Example[] }[] {
  return [0, 1].map((fold) => {
    const measured = TUNING_SETS.filter((_, index) => index % 2 === fold);
    const learnt = TUNING_SETS.filter((set) => !measured.includes(set));
    return { measured, examples: trainingExamples(knowledge, learnt) };
  });
}

/**
 * Every training example; `tuningSets` narrows the evaluation sets learnt from, so that an experiment can
 * measure on the others (scripts/tune-chat.ts).
 */
export function trainingExamples(
  knowledge: readonly KnowledgeEntry[],
  tuningSets: readonly EvalSet[] = TUNING_SETS,
): Example[] {
  const examples: Example[] = [];
  for (const entry of knowledge) {
    for (const language of LANGUAGES) {
      const text = entry.text[language];
      for (const item of [text.title, ...text.questions, ...text.keywords])
        examples.push({ text: item, label: entry.id });
    }
  }
  const known = topicLabels(knowledge);
  for (const text of humanRequests()) examples.push({ text, label: HUMAN });
  const check = (label: string, language: Language) => {
    if (!known.has(label)) throw new Error(`Training material for an unknown topic: ${label} (${language})`);
  };
  for (const language of LANGUAGES) {
    for (const [label, phrasings] of Object.entries(loadPhrasings(language))) {
      check(label, language);
      for (const text of phrasings) examples.push({ text, label });
    }
    const material = loadMaterial(language);
    for (const [label, topic] of Object.entries(material.topics)) {
      check(label, language);
      for (const text of expandMaterial(material, topic)) examples.push({ text, label });
    }
  }
  examples.push(...tuningSetExamples(known, tuningSets));
  const misspelt: Example[] = [];
  examples.forEach((example, index) => {
    if (index % MISSPELL_EVERY !== 0) return;
    const text = misspell(example.text);
    if (text) misspelt.push({ text, label: example.label });
  });
  return [...examples, ...misspelt];
}
