/**
 * Measures a chat engine on the evaluation sets kept beside this file (README.md): topic accuracy per language,
 * escalation precision and recall per set, and latency. Used by scripts/bench-chat.ts and by the engine's tests.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { ChatTurn } from "../../../core/chat.ts";
import { LANGUAGES, type Language } from "../../../core/language.ts";
import type { ChatAnswer, ChatEngine } from "../engine.ts";
import { fold } from "../text.ts";

export interface TopicQuestion {
  question: string;
  /**
   * The expected topic: a knowledge entry id, `out-of-scope` for a question the assistant should decline with
   * an offer of the team, `human` for a request to reach a person, or a small-talk reply (`greeting`, `thanks`,
   * `goodbye`). A message that asks two things has `topics` instead (sets 11 and later): both must be answered.
   */
  topic?: string;
  topics?: [string, string];
  /** What sort of message it is (sets 11 and later): plain, site, double, long, indirect, person, followup… */
  kind?: string;
  /** Earlier visitor messages of the same conversation, replayed through the engine before the question. */
  history?: string[];
}

export interface EscalationCase {
  message: string;
  language: Language;
  /** True when the visitor asks to reach a person. */
  human: boolean;
  history?: string[];
}

const DEV_SETS = [
  "dev",
  "dev-2",
  "dev-3",
  "dev-4",
  "dev-5",
  "dev-6",
  "dev-7",
  "dev-8",
  "dev-9",
  "dev-10",
  "dev-11",
  "dev-12",
  "dev-14",
  "dev-15",
  "dev-16",
  "dev-17",
  "dev-18",
  "dev-19",
  "dev-20",
  "dev-21",
  "dev-22",
  "dev-23",
  "dev-24",
  "dev-25",
  "dev-26",
  "dev-27",
  "dev-28",
  "dev-29",
  "dev-30",
  "dev-31",
  "dev-32",
  "dev-33",
  "dev-34",
  "dev-35",
  "dev-36",
  "dev-37",
  "dev-38",
  "dev-39",
  "dev-40",
  "dev-41",
  "dev-42",
  "dev-43",
  "dev-44",
  "dev-45",
  "dev-46",
  "dev-47",
  "dev-48",
  "dev-49",
  "dev-50",
  "dev-51",
  "dev-52",
  "dev-53",
  "dev-54",
  "dev-55",
  "dev-56",
  "dev-57",
  "dev-58",
  "dev-59",
  "dev-60",
  "dev-61",
  "dev-62",
  "dev-63",
  "dev-64",
  "dev-65",
  "dev-66",
  "dev-67",
  "dev-68",
  "dev-69",
  "dev-70",
  "dev-71",
  "dev-72",
  "dev-73",
  "dev-74",
  "dev-75",
  "dev-76",
  "dev-77",
  "dev-78",
  "dev-79",
  "dev-80",
  "dev-81",
  "dev-82",
  "dev-83",
  "dev-84",
  "dev-85",
  "dev-86",
  "dev-87",
  "dev-88",
  "dev-89",
  "dev-90",
  "dev-91",
  "dev-92",
  "dev-93",
  "dev-94",
  "dev-95",
  "dev-96",
  "dev-97",
  "dev-98",
  "dev-100",
  "dev-99",
  "dev-102",
  "dev-101",
  "dev-103",
  "dev-104",
  "dev-106",
  "dev-105",
  "dev-107",
  "dev-108",
  "dev-109",
  "dev-110",
  "dev-111",
  "dev-112",
  "dev-113",
  "dev-114",
  "dev-115",
  "dev-116",
  "dev-117",
  "dev-118",
  "dev-119",
  "dev-120",
] as const;

export type EvalSetId =
  | "tuning"
  | (typeof DEV_SETS)[number]
  | "held-out-1"
  | "held-out-2"
  | "held-out-3"
  | "held-out-4"
  | "held-out-5"
  | "held-out-6"
  | "held-out-7"
  | "held-out-8"
  | "held-out-9"
  | "held-out-10"
  | "held-out-11"
  | "held-out-12"
  | "held-out-14"
  | "held-out-15"
  | "held-out-16"
  | "held-out-17"
  | "held-out-18"
  | "held-out-19"
  | "held-out-20"
  | "held-out-21"
  | "held-out-22"
  | "held-out-23"
  | "held-out-24"
  | "held-out-25"
  | "held-out-26"
  | "held-out-27"
  | "held-out-28"
  | "held-out-29"
  | "held-out-30"
  | "held-out-31"
  | "held-out-32"
  | "dev-13";

export interface EvalSet {
  id: EvalSetId;
  /** How the benchmark names the set. */
  label: string;
  /** Whether the engine may be tuned on the set (README.md: the held-out sets are only ever measured). */
  tuning: boolean;
  /** The topic questions of each language. */
  files: Record<Language, string>;
  /**
   * The set's escalation cases: a separate file for the tuning set; for the held-out sets, every question of
   * the set, a request for a person being one labelled `human`.
   */
  escalationFile?: string;
  /** The lowest topic accuracy allowed in each language. */
  topicAccuracy: number;
  /** Whether that budget is the first look's (a fresh set tells how the engine does with new visitors). */
  firstLookBudget?: boolean;
  /**
   * For a held-out set: its questions that were already, word for word, in the engine's material when the
   * set was written by someone who had not read it (common questions both wrote). No copy, so the tests
   * that forbid copying a held-out question exempt them.
   */
  knownFile?: string;
}

export const EVAL_SETS: readonly EvalSet[] = [
  {
    id: "tuning",
    label: "tuning set",
    tuning: true,
    files: { "en-CA": "questions.en.json", "fr-CA": "questions.fr.json" },
    escalationFile: "escalation.json",
    topicAccuracy: 0.9,
  },
  // Dev sets: fresh questions written one after another to find what the engine misses, each measured once
  // before anything was changed for it (first-look.json), tuned on since.
  ...DEV_SETS.map((id): EvalSet => {
    const number = id.slice("dev-".length);
    return {
      id,
      label: number ? `dev set ${number}` : "dev set",
      tuning: true,
      files: { "en-CA": `${id}.en.json`, "fr-CA": `${id}.fr.json` },
      topicAccuracy: 0.9,
      // Written from the spec alone, dev sets 10, 12 and later share a few common questions with the material
      // word for word (dev set 11 shares none).
      ...(Number(number) >= 10 && id !== "dev-11" ? { knownFile: `${id}.known.json` } : {}),
    };
  }),
  {
    id: "held-out-1",
    label: "held-out set 1",
    tuning: false,
    files: { "en-CA": "heldout-1.en.json", "fr-CA": "heldout-1.fr.json" },
    topicAccuracy: 0.95,
  },
  {
    id: "held-out-2",
    label: "held-out set 2",
    tuning: false,
    files: { "en-CA": "heldout-2.en.json", "fr-CA": "heldout-2.fr.json" },
    // The budget of its first look: it tells how the engine does with visitors it was never shown.
    topicAccuracy: 0.92,
    firstLookBudget: true,
  },
  // Held-out sets 3-5 and 7-9: each measured once at first look (first-look.json), then tuned on for its
  // errors (3-5 once set 6 had confirmed the engine, 7-9 each while the next fresh set was being written), so
  // they keep a dev set's budget; held-out sets 6 and 10 tell how the engine does with new visitors.
  ...([3, 4, 5, 7, 8, 9] as const).map((number): EvalSet => ({
    id: `held-out-${number}`,
    label: `set ${number} (held out until its first look)`,
    tuning: true,
    files: { "en-CA": `heldout-${number}.en.json`, "fr-CA": `heldout-${number}.fr.json` },
    // Sets 7-9, like 6, list their questions that were already in the engine's material.
    ...(number > 6 ? { knownFile: `heldout-${number}.known.json` } : {}),
    topicAccuracy: 0.9,
  })),
  {
    id: "held-out-6",
    label: "held-out set 6",
    tuning: false,
    files: { "en-CA": "heldout-6.en.json", "fr-CA": "heldout-6.fr.json" },
    knownFile: "heldout-6.known.json",
    // Written after dev set 9's material by someone who read neither the other sets, the training material,
    // the sample questions nor the rules; committed before it was measured; its first look is what counts.
    topicAccuracy: 0.92,
    firstLookBudget: true,
  },
  {
    id: "held-out-10",
    label: "held-out set 10",
    tuning: false,
    files: { "en-CA": "heldout-10.en.json", "fr-CA": "heldout-10.fr.json" },
    knownFile: "heldout-10.known.json",
    // Written while set 9's first look was being read, the same way as sets 6-9; committed before it was
    // measured; its first look is what counts.
    topicAccuracy: 0.92,
    firstLookBudget: true,
  },
  {
    id: "held-out-11",
    label: "held-out set 11",
    tuning: false,
    files: { "en-CA": "heldout-11.en.json", "fr-CA": "heldout-11.fr.json" },
    knownFile: "heldout-11.known.json",
    // Written for issue 28 from the specification and the site's copy by someone who had seen neither the
    // engine nor any earlier set, with questions about the site itself, two questions in one message, long
    // messages with the visitor's context and needs said in their own words; measured once at first look before
    // the engine changed (first-look.json), never tuned on.
    topicAccuracy: 0.92,
    firstLookBudget: true,
  },
  {
    id: "held-out-12",
    label: "set 12 (sealed until its first look)",
    tuning: true,
    files: { "en-CA": "heldout-12.en.json", "fr-CA": "heldout-12.fr.json" },
    knownFile: "heldout-12.known.json",
    // Written with set 11, the same way and at the same time, and kept outside the repository, unread, until the
    // work of issue 28 was done (heldout-12.sha256); measured once at first look (first-look.json: below the
    // issue's 95%), then read and tuned on, so it keeps a dev set's budget.
    topicAccuracy: 0.9,
  },
  {
    id: "held-out-14",
    label: "held-out set 14 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-14.en.json", "fr-CA": "heldout-14.fr.json" },
    knownFile: "heldout-14.known.json",
    // Written for issue 28 with dev sets 40 and 41, the same way, and kept outside the repository, unread, until this
    // round's work was done (heldout-14.sha256); measured once at first look (first-look.json), with the issue's
    // budget of 95% per language, and never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-15",
    label: "held-out set 15 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-15.en.json", "fr-CA": "heldout-15.fr.json" },
    knownFile: "heldout-15.known.json",
    // Written for issue 28 after held-out set 14's first look, the same way, and committed unread (90a9f0c,
    // heldout-15.sha256) until the next round's work was done (ADR 020, dev sets 52 to 55); measured once at first
    // look (first-look.json), with the budget of 95% per language, and never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-16",
    label: "held-out set 16 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-16.en.json", "fr-CA": "heldout-16.fr.json" },
    knownFile: "heldout-16.known.json",
    // Written right after set 15's first look with dev sets 56 to 58, the same way, and committed unread
    // (0942a94, heldout-16.sha256) until the next round's work was done (dev sets 56 to 62 learnt, the request
    // rules' look-alikes about the chat); measured once at first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-17",
    label: "held-out set 17 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-17.en.json", "fr-CA": "heldout-17.fr.json" },
    knownFile: "heldout-17.known.json",
    // Written while set 16 was sealed, the same way, and committed unread (1b1ca41, heldout-17.sha256) until the
    // next round's work was done (ADR 021: exceptions the classifier decides); measured once at first look
    // (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-18",
    label: "held-out set 18 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-18.en.json", "fr-CA": "heldout-18.fr.json" },
    knownFile: "heldout-18.known.json",
    // Written while set 17 was sealed, the same way, and committed unread (69e5731, heldout-18.sha256) until the
    // next round's work was done (dev sets 65 to 70, wishes to be called, two things joined by "and", a condition
    // before the question); measured once at first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-19",
    label: "held-out set 19 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-19.en.json", "fr-CA": "heldout-19.fr.json" },
    knownFile: "heldout-19.known.json",
    // Written while set 18 was sealed, the same way, and committed unread (862d0b5, heldout-19.sha256) until the
    // next round's work was done (dev sets 71 to 81, a guess at who, asking to be reached or transferred as a
    // wish); measured once at first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-20",
    label: "held-out set 20 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-20.en.json", "fr-CA": "heldout-20.fr.json" },
    knownFile: "heldout-20.known.json",
    // Written while set 19 was sealed, the same way, and committed unread (b9e874b, heldout-20.sha256) until the
    // next round's work was done (dev sets 82 to 87, ADR 022); measured once at first look (first-look.json),
    // never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-21",
    label: "held-out set 21 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-21.en.json", "fr-CA": "heldout-21.fr.json" },
    knownFile: "heldout-21.known.json",
    // Written while set 20 was sealed, the same way, and committed unread (aef8654, its French file replaced by the
    // writer's final version in 75377e3; heldout-21.sha256) until the next round's work was done (dev sets 88 to
    // 92, ADR 023); measured once at first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-22",
    label: "held-out set 22 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-22.en.json", "fr-CA": "heldout-22.fr.json" },
    knownFile: "heldout-22.known.json",
    // Written while set 20 was measured, the same way, and committed unread (2211ced, heldout-22.sha256) until the
    // next round's work was done (dev sets 93 and 94 learnt after set 21's first look); measured once at first look
    // (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-23",
    label: "held-out set 23 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-23.en.json", "fr-CA": "heldout-23.fr.json" },
    knownFile: "heldout-23.known.json",
    // Written while dev sets 88 to 90 were written, the same way, and committed unread (2d65d11, heldout-23.sha256)
    // until the next rounds' work was done (dev sets 95 to 100 learnt after set 22's first look); measured once at
    // first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-24",
    label: "held-out set 24 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-24.en.json", "fr-CA": "heldout-24.fr.json" },
    knownFile: "heldout-24.known.json",
    // Written while set 21 was measured, the same way, and committed unread (a8c76fc, heldout-24.sha256) until the
    // next rounds' work was done (dev sets 97 to 102 learnt after set 23's first look, and this session's readings);
    // measured once at first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-25",
    label: "held-out set 25 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-25.en.json", "fr-CA": "heldout-25.fr.json" },
    knownFile: "heldout-25.known.json",
    // Written while dev sets 97 and 98 were written, the same way, and committed unread (e5229a9, heldout-25.sha256) until
    // the next rounds' work was done (dev sets 103 and 104 learnt after set 24's first look); measured once at first
    // look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-26",
    label: "held-out set 26 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-26.en.json", "fr-CA": "heldout-26.fr.json" },
    knownFile: "heldout-26.known.json",
    // Written while dev sets 103 and 104 were written, the same way, and committed unread (a85ef37, heldout-26.sha256)
    // until the next rounds' work was done (dev sets 105 to 107 learnt after set 25's first look, the averaged
    // classifier of ADR 024); measured once at first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-27",
    label: "held-out set 27 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-27.en.json", "fr-CA": "heldout-27.fr.json" },
    knownFile: "heldout-27.known.json",
    // Written while dev sets 107 and 108 were written, the same way, and committed unread (a3f8b3b, heldout-27.sha256)
    // until the next round's work was done (dev set 108 learnt after set 26's first look); measured once at first
    // look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-28",
    label: "held-out set 28 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-28.en.json", "fr-CA": "heldout-28.fr.json" },
    knownFile: "heldout-28.known.json",
    // Written while dev sets 109 and 110 were written, the same way, and committed unread (ed80c46, heldout-28.sha256)
    // until the next round's work was done (dev sets 109 and 110 learnt after set 27's first look); measured once at
    // first look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-29",
    label: "held-out set 29 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-29.en.json", "fr-CA": "heldout-29.fr.json" },
    knownFile: "heldout-29.known.json",
    // Written while dev sets 111 and 112 were written, the same way, and committed unread (30d0f64, heldout-29.sha256)
    // until the round's work was done (dev sets 111 and 112 learnt after set 28's first look); measured once at first
    // look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-30",
    label: "held-out set 30 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-30.en.json", "fr-CA": "heldout-30.fr.json" },
    knownFile: "heldout-30.known.json",
    // Written while dev sets 113 and 114 were written, the same way, and committed unread (5e7b9ed, heldout-30.sha256)
    // until the round's work was done (dev sets 113 and 114 learnt after set 29's first look); measured once at first
    // look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-31",
    label: "held-out set 31 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-31.en.json", "fr-CA": "heldout-31.fr.json" },
    knownFile: "heldout-31.known.json",
    // Written while dev sets 115 and 116 were written, the same way, and committed unread (f5d67b3, heldout-31.sha256)
    // until the round's work was done (dev sets 115 to 120 learnt after set 30's first look); measured once at first
    // look (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "held-out-32",
    label: "held-out set 32 (sealed until its first look)",
    tuning: false,
    files: { "en-CA": "heldout-32.en.json", "fr-CA": "heldout-32.fr.json" },
    knownFile: "heldout-32.known.json",
    // Written while dev sets 119 and 120 were written, the same way, and committed unread (85d0a81, heldout-32.sha256)
    // until the round's work was done (dev sets 119 and 120 learnt, 28 rules removed); measured once at first look
    // (first-look.json), never read.
    topicAccuracy: 0.95,
    firstLookBudget: true,
  },
  {
    id: "dev-13",
    label: "dev set 13 (kept unread)",
    tuning: false,
    files: { "en-CA": "dev-13.en.json", "fr-CA": "dev-13.fr.json" },
    knownFile: "dev-13.known.json",
    // Written, like set 12, with set 11's mix of kinds, once the work on dev sets 11 and 12 was in: its first look
    // decides whether sealed set 12 is opened (README.md).
    topicAccuracy: 0.92,
  },
];

/**
 * The budgets of issue 28; topic accuracy is per set (EVAL_SETS). Recall binds every set. Precision binds all
 * sets together, and each set that was measured at first look with fewer true hand-offs keeps that score or
 * better (ADR 025).
 */
export const BUDGETS = {
  escalationRecall: 1,
  escalationPrecision: 0.97,
  latencyP95Ms: 5,
} as const;

/** Scores measured once, when a set was written, before anything was changed for it (first-look.json). */
export interface FirstLook {
  measuredOn: string;
  note: string;
  /** [correct, total] per language. */
  correct: Partial<Record<Language, [number, number]>>;
  /** Requests for a person found out of all of them, and true ones out of all flagged. */
  escalation: { found: [number, number]; flagged: [number, number] };
}

export type FirstLooks = Partial<Record<EvalSetId, FirstLook>>;

export function loadFirstLooks(): FirstLooks {
  return readJson("./first-look.json") as FirstLooks;
}

/** The escalation precision a set owes today: the budget, or its first look's when that was lower. */
export function precisionFloor(firstLook: FirstLook | undefined): number {
  if (!firstLook) return BUDGETS.escalationPrecision;
  const [trueOnes, flagged] = firstLook.escalation.flagged;
  return Math.min(BUDGETS.escalationPrecision, flagged ? trueOnes / flagged : 1);
}

/** Topic labels that are not knowledge entries. */
export const REPLY_TOPICS = ["out-of-scope", "human", "greeting", "thanks", "goodbye"] as const;

export function evalSet(id: EvalSetId): EvalSet {
  const set = EVAL_SETS.find((candidate) => candidate.id === id);
  if (!set) throw new Error(`Unknown evaluation set ${id}`);
  return set;
}

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8"));
}

export function loadTopicQuestions(language: Language, set: EvalSet = evalSet("tuning")): TopicQuestion[] {
  return readJson(`./${set.files[language]}`) as TopicQuestion[];
}

/** The set's questions that were in the engine's material before the set was written (`knownFile`). */
export function loadKnownQuestions(language: Language, set: EvalSet): string[] {
  if (!set.knownFile) return [];
  return (readJson(`./${set.knownFile}`) as Record<Language, string[]>)[language];
}

export function loadEscalationCases(set: EvalSet = evalSet("tuning")): EscalationCase[] {
  if (set.escalationFile) return readJson(`./${set.escalationFile}`) as EscalationCase[];
  return LANGUAGES.flatMap((language) =>
    loadTopicQuestions(language, set).map((item): EscalationCase => ({
      message: item.question,
      language,
      human: expectedTopics(item).includes("human"),
      ...(item.history ? { history: item.history } : {}),
    })),
  );
}

/** A question as it is compared across sets and training: folded, anything but letters and digits a space. */
export function questionKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Every question of the held-out sets, both languages together (a question may be typed in either). */
export function heldOutQuestionKeys(): Set<string> {
  const keys = new Set<string>();
  for (const set of EVAL_SETS.filter((candidate) => !candidate.tuning))
    for (const language of LANGUAGES)
      for (const item of loadTopicQuestions(language, set)) keys.add(questionKey(item.question));
  return keys;
}

export interface Miss {
  language: Language;
  question: string;
  expected: string;
  got: string;
  score: number;
}

export interface TopicResult {
  language: Language;
  total: number;
  correct: number;
  accuracy: number;
  misses: Miss[];
}

export interface EscalationResult {
  total: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  errors: { message: string; language: Language; expected: boolean; topic: string }[];
}

export interface LatencyResult {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface SetReport {
  set: EvalSet;
  topics: TopicResult[];
  escalation: EscalationResult;
}

export interface EvalReport {
  sets: SetReport[];
  latency: LatencyResult;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** The turns of a conversation made of these visitor messages and the engine's replies to them. */
export async function replay(engine: ChatEngine, messages: readonly string[], language: Language): Promise<ChatTurn[]> {
  const history: ChatTurn[] = [];
  for (const message of messages) {
    const answer = await engine.answer({ message, history, language });
    history.push({ role: "user", content: message }, { role: "assistant", content: answer.text });
  }
  return history;
}

/** The topics a question needs answered: its one topic, or both of a message that asks two things. */
export function expectedTopics(item: TopicQuestion): string[] {
  return item.topics ?? [item.topic ?? ""];
}

/**
 * Whether an answer is on topic: the expected topic is the one it answers, or, for a message that asks two
 * things, both are among those it answers.
 */
export function answersOnTopic(answer: ChatAnswer, expected: readonly string[]): boolean {
  if (expected.length === 1) return answer.topic === expected[0];
  const answered = answer.topics ?? [answer.topic];
  return expected.every((topic) => answered.includes(topic));
}

export async function evaluateTopics(
  engine: ChatEngine,
  language: Language,
  questions = loadTopicQuestions(language),
): Promise<TopicResult> {
  const misses: Miss[] = [];
  for (const item of questions) {
    const turns = await replay(engine, item.history ?? [], language);
    const answer = await engine.answer({ message: item.question, history: turns, language });
    const expected = expectedTopics(item);
    if (!answersOnTopic(answer, expected)) {
      const got = (answer.topics ?? [answer.topic]).join(" + ");
      misses.push({ language, question: item.question, expected: expected.join(" + "), got, score: answer.score });
    }
  }
  const correct = questions.length - misses.length;
  return {
    language,
    total: questions.length,
    correct,
    accuracy: questions.length ? correct / questions.length : 0,
    misses,
  };
}

export async function evaluateEscalation(engine: ChatEngine, cases = loadEscalationCases()): Promise<EscalationResult> {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const errors: EscalationResult["errors"] = [];
  for (const { message, language, human, history } of cases) {
    const turns = await replay(engine, history ?? [], language);
    const answer = await engine.answer({ message, history: turns, language });
    if (answer.wantsHuman && human) truePositives++;
    if (answer.wantsHuman && !human) falsePositives++;
    if (!answer.wantsHuman && human) falseNegatives++;
    if (answer.wantsHuman !== human) errors.push({ message, language, expected: human, topic: answer.topic });
  }
  const flagged = truePositives + falsePositives;
  const positives = truePositives + falseNegatives;
  return {
    total: cases.length,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: flagged ? truePositives / flagged : 1,
    recall: positives ? truePositives / positives : 1,
    errors,
  };
}

export async function evaluateSet(engine: ChatEngine, set: EvalSet): Promise<SetReport> {
  const topics: TopicResult[] = [];
  for (const language of LANGUAGES)
    topics.push(await evaluateTopics(engine, language, loadTopicQuestions(language, set)));
  return { set, topics, escalation: await evaluateEscalation(engine, loadEscalationCases(set)) };
}

/**
 * Times every message of every set once (the last message only, its conversation replayed beforehand), after
 * a warm-up pass over the same messages.
 */
export async function measureLatency(engine: ChatEngine, sets: readonly EvalSet[] = EVAL_SETS): Promise<LatencyResult> {
  const messages = await Promise.all(
    sets
      .flatMap((set) => [
        ...LANGUAGES.flatMap((language) =>
          loadTopicQuestions(language, set).map((item) => ({
            message: item.question,
            language,
            history: item.history,
          })),
        ),
        ...(set.escalationFile ? loadEscalationCases(set) : []),
      ])
      .map(async ({ message, language, history }) => ({
        message,
        language,
        history: await replay(engine, history ?? [], language),
      })),
  );
  for (const input of messages) await engine.answer(input);
  const timings: number[] = [];
  for (const input of messages) {
    const start = performance.now();
    await engine.answer(input);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return {
    samples: timings.length,
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    maxMs: timings.at(-1) ?? 0,
  };
}

export async function evaluate(engine: ChatEngine, sets: readonly EvalSet[] = EVAL_SETS): Promise<EvalReport> {
  const reports: SetReport[] = [];
  for (const set of sets) reports.push(await evaluateSet(engine, set));
  return { sets: reports, latency: await measureLatency(engine, sets) };
}

const percentText = (share: number) => `${Number((share * 100).toFixed(1))}%`;

/** The budgets that one set's report fails, as readable lines (empty when all hold). */
export function failedSetBudgets(report: SetReport, firstLook?: FirstLook): string[] {
  const failures: string[] = [];
  const { set, escalation } = report;
  for (const topic of report.topics) {
    if (topic.accuracy < set.topicAccuracy)
      failures.push(`${set.label}: topic accuracy ${topic.language} below ${percentText(set.topicAccuracy)}`);
  }
  if (escalation.recall < BUDGETS.escalationRecall)
    failures.push(`${set.label}: escalation recall below ${percentText(BUDGETS.escalationRecall)}`);
  const floor = precisionFloor(firstLook);
  if (escalation.precision < floor)
    failures.push(
      `${set.label}: escalation precision below ${percentText(floor)}` +
        (floor < BUDGETS.escalationPrecision ? " (its first look)" : ""),
    );
  return failures;
}

/** Escalation precision over every set of the report: true hand-offs out of all hand-offs. */
export function pooledPrecision(report: EvalReport): { truePositives: number; flagged: number; precision: number } {
  let truePositives = 0;
  let flagged = 0;
  for (const { escalation } of report.sets) {
    truePositives += escalation.truePositives;
    flagged += escalation.truePositives + escalation.falsePositives;
  }
  return { truePositives, flagged, precision: flagged ? truePositives / flagged : 1 };
}

/** The budgets that the report fails, as readable lines (empty when all hold). */
export function failedBudgets(report: EvalReport, firstLooks: FirstLooks = {}): string[] {
  const failures = report.sets.flatMap((setReport) => failedSetBudgets(setReport, firstLooks[setReport.set.id]));
  if (pooledPrecision(report).precision < BUDGETS.escalationPrecision)
    failures.push(`escalation precision over all sets below ${percentText(BUDGETS.escalationPrecision)}`);
  if (report.latency.p95Ms > BUDGETS.latencyP95Ms) failures.push(`latency p95 above ${BUDGETS.latencyP95Ms} ms`);
  return failures;
}
