/**
 * Intents recognised before retrieval, in both languages whatever the page language: asking for a person,
 * asking whether this is a bot, off-topic requests, small talk, accepting or declining an offer of a person,
 * and the requests whose reply is always the same entry (a price, a meeting, what the studio does). One module
 * per intent holds its rules as data with their examples and look-alikes (ADR 019).
 */
import { BOT_QUESTION_RULES, WANTS } from "./bot-question.ts";
import { requestForPerson, wishesForPerson } from "./human.ts";
import { HOW_TO_BOOK, MEETING_EXCEPTIONS, MEETING_RULES } from "./meeting.ts";
import { ARITHMETIC, OFF_TOPIC_RULES } from "./off-topic.ts";
import { PRICING_EXCEPTIONS, PRICING_RULES } from "./pricing.ts";
import { matchesAny, type IntentRule } from "./rule.ts";
import { splitWords } from "../text.ts";
import { acceptsOffer, smallTalkBeforeRemark, saysGoodbye, smallTalk, type SmallTalk } from "./small-talk.ts";
import { asksWhatWeDo } from "./what-we-do.ts";

export { namesPerson } from "./human.ts";
export { correctIntentWord, intentWords, LEADER_NAMES } from "./words.ts";

export type Intent = "human" | "bot-question" | "off-topic" | SmallTalk | "pricing" | "meeting" | "what-we-do";

export interface IntentContext {
  /** The message as typed (arithmetic needs its symbols). */
  message: string;
  /** Whether the assistant's last reply offered to put the visitor in touch with the team. */
  offered: boolean;
  /**
   * Whether the classifier doubts that the message asks for a person: it is sure of one of the knowledge's topics
   * (ADR 020) or gives "human" almost no chance (ADR 022). A request rule then hands the visitor over only when
   * they say outright that they want a person. Asked only when a request rule matches; `namesOnly` when only rules
   * that name a person matched ("a real person", ADR 023), which the classifier must find likelier.
   */
  doubtsRequest?: (namesOnly: boolean) => boolean;
}

/** Whether a rule matches the text and no exception sets it aside. */
function matchesUnlessExcepted(rules: readonly IntentRule[], exceptions: readonly { pattern: RegExp }[], text: string) {
  return !exceptions.some((exception) => exception.pattern.test(text)) && matchesAny(rules, text);
}

/** How many words a message has, an email address given in it counting as one ("oui, mon courriel c'est jo@musee.ca"). */
function wordsWithAddressAsOne(message: string): number {
  return splitWords(
    message
      .split(" ")
      .map((token) => (token.includes("@") ? "address" : token))
      .join(" "),
  ).length;
}

/** The intent of a message, or undefined when it is a question for the knowledge base. */
export function detectIntent(words: readonly string[], context: IntentContext): Intent | undefined {
  const text = words.join(" ");
  const small = smallTalk(words, context.offered);
  if (small === "accept" || small === "decline") return small;
  // "Ok thanks" after an offer closes the question; it takes no offer.
  if (
    context.offered &&
    small !== "thanks" &&
    small !== "goodbye" &&
    acceptsOffer(text, wordsWithAddressAsOne(context.message), context.message)
  )
    return "accept";

  const botQuestion = matchesAny(BOT_QUESTION_RULES, text);
  const match = requestForPerson(text);
  const request = match !== undefined;
  const offTopic = matchesAny(OFF_TOPIC_RULES, text) || ARITHMETIC.test(context.message);
  // "We'd like to come see your studio and chat in person. Where exactly is your office?": a rule's match in a
  // message the classifier doubts (sure of a topic, or "human" all but ruled out) is the visitor's story, unless
  // they want a person.
  const doubted =
    request &&
    context.doubtsRequest !== undefined &&
    context.doubtsRequest(match === "names") &&
    !wishesForPerson(text);
  // "Es-tu une IA ? si oui je préférerais qu'un membre de l'équipe m'écrive": asked whether it is a bot, the visitor
  // wants a person when they say so outright.
  const wants = !botQuestion || WANTS.test(text) || wishesForPerson(text);
  if (request && !doubted && wants && !HOW_TO_BOOK.pattern.test(text)) return "human";
  if (botQuestion) return "bot-question";
  if (offTopic) return "off-topic";
  if (small) return small;
  if (saysGoodbye(words, context.message)) return "goodbye";
  // "Ok merci, astheure passe-moi quelqu'un": a remark that asks for someone, even in doubt, is left to the
  // classifier; "say hi to the team" is still a goodbye.
  const beforeRemark = smallTalkBeforeRemark(context.message, context.offered);
  if (beforeRemark && !request) return beforeRemark;
  if (matchesUnlessExcepted(PRICING_RULES, PRICING_EXCEPTIONS, text)) return "pricing";
  if (matchesUnlessExcepted(MEETING_RULES, MEETING_EXCEPTIONS, text)) return "meeting";
  if (asksWhatWeDo(words)) return "what-we-do";
  return undefined;
}
