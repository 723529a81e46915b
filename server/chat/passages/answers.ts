/**
 * Answers from the site's passages (issue 28): once the engine knows a question's topic, a question about a
 * detail that the topic's reply does not give (the banner's buttons, an optional field, a leader's
 * background) is answered with the sentences of the section that gives it, and the link to its page.
 */
import type { Language } from "../../../core/language.ts";
import { localizedPath } from "../../../core/language.ts";
import { privacyPlaceholders, type RetentionSettings } from "../../../core/privacy.ts";
import { DEFAULT_RETENTION_DAYS, DEFAULT_SPAM_RETENTION_DAYS } from "../../../core/privacy.ts";
import { screenPath, type ScreenKey } from "../../../core/routes.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { fill } from "../../../locales/translate.ts";
import type { KnowledgeEntry } from "../knowledge/index.ts";
import { createPassageIndex, searchTerms, type PassageIndex } from "./search.ts";
import { stems } from "../text.ts";
import { SITE_PASSAGES, type Passage } from "./site-passages.ts";

/**
 * How rare (in summed inverse document frequency) the words a passage shares with the question, and the
 * topic's reply lacks, must be for the passage to answer: a word of the detail asked, not a common one. (3.1
 * answers "can we reuse your team's photos?" with the chatbot's disclaimer: the topic stays right, the answer
 * does not, which the topic sets cannot see.)
 */
export const DETAIL_MIN_WEIGHT = 3.4;
/**
 * The same for a short question right after the topic was discussed ("et c'est bilingue ?" after the digital
 * twin): the earlier question already chose the topic, so one word of its detail is enough even in French,
 * whose words weigh less ("bilingue" is on more French sections than "bilingual" on English ones).
 */
export const FOLLOW_UP_DETAIL_MIN_WEIGHT = 3.1;
/** The share of the question's words the site knows that the passage must hold. */
export const DETAIL_MIN_COVERAGE = 0.6;

/** A page's name as its title says it (the home page by its menu name). */
function pageName(screen: ScreenKey, language: Language): string {
  const m = MESSAGES[language];
  return screen === "home" ? m.common.nav.home : m[screen].metaTitle;
}

/** "See the “Cookie Policy” page: /cookies" — the link that ends a passage answer. */
export function pageLink(screen: ScreenKey, language: Language): string {
  const path = localizedPath(screenPath(screen), language);
  const name = pageName(screen, language);
  return language === "fr-CA" ? `Voir la page «\u00a0${name}\u00a0»\u00a0: ${path}` : `See the “${name}” page: ${path}`;
}

export interface PassageAnswers {
  /** The answer from a passage of `topic` to a question about one of its details, or undefined. */
  detail(
    question: string,
    topic: string,
    language: Language,
    minWeight?: number,
  ): { text: string; passage: Passage } | undefined;
}

export function createPassageAnswers(
  entries: ReadonlyMap<string, KnowledgeEntry>,
  retention: RetentionSettings = {
    RETENTION_DAYS: DEFAULT_RETENTION_DAYS,
    SPAM_RETENTION_DAYS: DEFAULT_SPAM_RETENTION_DAYS,
  },
  index: PassageIndex = createPassageIndex(SITE_PASSAGES),
): PassageAnswers {
  const placeholders = privacyPlaceholders(retention);
  /** What each topic's reply already says, in both languages. */
  const said = new Map(
    [...entries.values()].map((entry) => [
      entry.id,
      searchTerms(
        Object.values(entry.text)
          .flatMap((text) => [text.title, text.answer])
          .join(" "),
      ),
    ]),
  );
  return {
    detail(question, topic, language, minWeight = DETAIL_MIN_WEIGHT) {
      const match = index.search(question).find((candidate) => candidate.passage.topic === topic);
      if (!match || match.passage.overview || match.coverage < DETAIL_MIN_COVERAGE) return undefined;
      const known = said.get(topic) ?? new Set<string>();
      const weight = match.matched
        .filter((word) => !stems(word).some((term) => known.has(term)))
        .reduce((sum, word) => sum + index.idf(word), 0);
      if (weight < minWeight) return undefined;
      const { passage } = match;
      const { title, sentences } = passage.text[language];
      // The sentences that matched, in the reply's language: the same ones when both languages have as many
      // sentences (the page's strings side by side), otherwise the section's first ones.
      const other = passage.text[match.language].sentences;
      const chosen =
        match.language === language || other.length === sentences.length
          ? match.sentences
          : sentences.slice(0, match.sentences.length).map((_, index) => index);
      const quoted = [...chosen]
        .sort((a, b) => a - b)
        .map((index) => fill(sentences[index] ?? "", placeholders))
        .join(" ");
      // The section's heading, on a line of its own, says what the sentence is about (unless the sentence
      // starts with it); after a colon, French would want the sentence's capital lowered.
      const lead = quoted.startsWith(title) ? "" : `${title}\n`;
      const text = `${lead}${quoted}\n${pageLink(passage.screen, language)}`;
      return { text, passage };
    },
  };
}
