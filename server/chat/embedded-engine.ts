/**
 * The embedded chat engine: no network, no key. Intents first (intents.ts), then full-text retrieval over
 * the bilingual knowledge base (search.ts); a question it cannot match well gets a polite reply that offers
 * the team. Replies are always in the request's language.
 */
import { CHAT_MESSAGE_MAX_LENGTH, offersHuman, type ChatTurn } from "../../core/chat.ts";
import { otherLanguage, type Language } from "../../core/language.ts";
import type { ChatAnswer, ChatEngine } from "./engine.ts";
import { detectIntent, intentWords, type Intent } from "./intents.ts";
import { KNOWLEDGE, type KnowledgeEntry } from "./knowledge/index.ts";
import { reply, type ReplyKind } from "./replies.ts";
import { createKnowledgeSearch, type KnowledgeSearch, type SearchOutcome } from "./search.ts";
import { allStopwords, splitWords } from "./text.ts";

/**
 * The lowest retrieval score that counts as an answer. Scores (search.ts) grow with the matched terms and
 * shrink with the share of the question left unmatched; one solid keyword match of a topic scores well
 * above this, stray matches of a word or two in long site text below it.
 */
export const MIN_SCORE = 4.5;
/** Questions this short may lean on the previous question ("le lien ?", "url?"). */
const FOLLOW_UP_MAX_WORDS = 4;

interface Retrieval {
  entry: KnowledgeEntry;
  score: number;
}

function isConfident(outcome: SearchOutcome): boolean {
  const best = outcome.hits[0];
  return best !== undefined && best.score >= MIN_SCORE;
}

/** Maps a raw score to [0, 1): 0.5 at the threshold, approaching 1 for strong matches. */
function confidence(score: number): number {
  return Math.round((score / (score + MIN_SCORE)) * 1000) / 1000;
}

function lastTurn(history: readonly ChatTurn[], role: ChatTurn["role"]): ChatTurn | undefined {
  return history.findLast((turn) => turn.role === role);
}

export function createEmbeddedEngine(): ChatEngine {
  const entries = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));
  const search: KnowledgeSearch = createKnowledgeSearch(KNOWLEDGE);
  const knownWords = new Set(allStopwords());
  for (const entry of KNOWLEDGE) {
    for (const text of Object.values(entry.text)) {
      for (const part of [text.title, text.answer, ...text.questions, ...text.keywords, ...(text.context ?? [])]) {
        for (const word of splitWords(part)) knownWords.add(word);
      }
    }
  }

  function entryAnswer(id: string, language: Language, score = 1): ChatAnswer {
    const entry = entries.get(id);
    if (!entry) throw new Error(`Unknown knowledge entry ${id}`);
    return { text: entry.text[language].answer, wantsHuman: false, topic: entry.id, score };
  }

  function replyAnswer(kind: ReplyKind, language: Language, wantsHuman = false, score = 1): ChatAnswer {
    return { text: reply(kind, language), wantsHuman, topic: kind, score };
  }

  function retrieve(
    question: string,
    language: Language,
    outcome = search.search(question, language),
  ): Retrieval | undefined {
    const best = outcome.hits[0];
    if (!best || !isConfident(outcome)) return undefined;
    const entry = entries.get(best.id);
    return entry && { entry, score: best.score };
  }

  function answerIntent(intent: Intent, language: Language): ChatAnswer {
    switch (intent) {
      case "human":
      case "accept":
        return replyAnswer("human", language, true);
      case "bot-question":
        return entryAnswer("chatbot", language);
      case "pricing":
        return entryAnswer("pricing", language);
      case "meeting":
        return entryAnswer("meeting", language);
      case "what-we-do":
        return entryAnswer("services", language);
      case "off-topic":
        return { ...replyAnswer("off-topic", language), topic: "out-of-scope" };
      case "greeting":
      case "thanks":
      case "goodbye":
      case "acknowledge":
      case "decline":
        return replyAnswer(intent, language);
    }
  }

  function answer(message: string, history: readonly ChatTurn[], language: Language): ChatAnswer {
    const question = message.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
    const lastAssistant = lastTurn(history, "assistant");
    const words = intentWords(question, knownWords);
    if (words.length === 0) return replyAnswer("out-of-scope", language, false, 0);

    const offered = lastAssistant !== undefined && offersHuman(lastAssistant.content);
    const intent = detectIntent(words, { message: question, offered });
    if (intent) return answerIntent(intent, language);

    // The page's language first, then the other one (for a visitor who writes in the other language); a short
    // follow-up that matches nothing on its own ("le lien ?") is read with the previous question.
    const previous = lastTurn(history, "user");
    const followUp = previous && words.length <= FOLLOW_UP_MAX_WORDS ? `${previous.content} ${question}` : undefined;
    const direct = search.search(question, language);
    const found =
      retrieve(question, language, direct) ??
      retrieve(question, otherLanguage(language)) ??
      (followUp === undefined
        ? undefined
        : (retrieve(followUp, language) ?? retrieve(followUp, otherLanguage(language))));
    if (!found) {
      const best = direct.hits[0];
      return replyAnswer("out-of-scope", language, false, best ? Math.min(confidence(best.score), 0.499) : 0);
    }
    return entryAnswer(found.entry.id, language, confidence(found.score));
  }

  return {
    name: "embedded",
    answer: async ({ message, history, language }) => answer(message, history, language),
  };
}
