/**
 * An intent rule as data (ADR 019): a pattern a person can read, with the messages it must catch and the
 * look-alikes it must let through. `rules.test.ts` runs every example and look-alike through `detectIntent`,
 * so a rule and the reason it is written the way it is cannot drift apart.
 */
export interface IntentRule {
  /** Matched against the message's folded words joined by spaces (text.ts), typos of intent words corrected. */
  pattern: RegExp;
  /** Messages, as visitors type them, that the rule is there for: each must be detected as the rule's intent. */
  examples: readonly string[];
  /** Messages close to the examples that must not be detected as the rule's intent. */
  lookAlikes?: readonly string[];
  /**
   * The rule only names what is asked for ("a real person", "un conseiller"), without a verb that asks: alone, its
   * match is weaker evidence than "talk to", "call me" (ADR 023).
   */
  namesOnly?: true;
}

/**
 * A sentence about people or prices that asks for neither, set aside before an intent's rules are read
 * ("is a human reading this", "our board meeting"). Its examples must not be detected as the intent.
 */
export interface IntentException {
  pattern: RegExp;
  lookAlikes: readonly string[];
}

/** Whether any rule's pattern matches the text. */
export function matchesAny(rules: readonly IntentRule[], text: string): boolean {
  return rules.some((rule) => rule.pattern.test(text));
}

/** The words of a space-separated list: the rules' vocabularies read better as plain text. */
export function wordList(list: string): string[] {
  return list.split(/\s+/).filter((word) => word !== "");
}
